import type { OutboxMessage } from '../../../lib/contract/users.ts';
import type { MailMessage, Mailer } from './mail-port.ts';

/** Local adapter: keeps every message in the mail_outbox table (read through GET /dev/outbox). */
export class OutboxMailer implements Mailer {
  readonly #db: D1Database;

  constructor(db: D1Database) {
    this.#db = db;
  }

  async send(message: MailMessage): Promise<void> {
    await this.#db
      .prepare('INSERT INTO mail_outbox (recipient, subject, text_body, html_body, created_at) VALUES (?, ?, ?, ?, ?)')
      .bind(message.to, message.subject, message.text, message.html, Math.floor(Date.now() / 1000))
      .run();
  }
}

interface OutboxRow {
  id: number;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: number;
}

const LINK_PATTERN = /https?:\/\/[^\s<>"']+/g;

/** Newest first; all recipients when `to` is null. */
export async function listOutbox(db: D1Database, to: string | null, limit = 50): Promise<OutboxMessage[]> {
  const statement = to
    ? db.prepare('SELECT * FROM mail_outbox WHERE recipient = ? ORDER BY id DESC LIMIT ?').bind(to.trim(), limit)
    : db.prepare('SELECT * FROM mail_outbox ORDER BY id DESC LIMIT ?').bind(limit);
  const { results } = await statement.all<OutboxRow>();
  return results.map((row) => ({
    id: row.id,
    to: row.recipient,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    links: row.text_body.match(LINK_PATTERN) ?? [],
    created_at: new Date(row.created_at * 1000).toISOString(),
  }));
}

/** Personal data goes with the account, including mail kept for development. */
export function deleteOutboxFor(db: D1Database, to: string): D1PreparedStatement {
  return db.prepare('DELETE FROM mail_outbox WHERE recipient = ?').bind(to);
}
