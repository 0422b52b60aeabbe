import type { Env } from '../../env.ts';
import { HttpMailer } from './http-mailer.ts';
import type { MailMessage, Mailer } from './mail-port.ts';
import { OutboxMailer } from './outbox-mailer.ts';

/** Optional variables (secrets) of the production mail adapter. */
export interface MailEnv {
  MAIL_API_KEY?: string;
  MAIL_FROM?: string;
  MAIL_API_URL?: string;
}

/** Production without a provider: nothing is kept (reset links at rest would be readable by anyone with database access). */
class UnconfiguredMailer implements Mailer {
  async send(message: MailMessage): Promise<void> {
    console.error(`Mail is not configured (MAIL_API_KEY, MAIL_FROM): "${message.subject}" was not sent.`);
    throw new Error('Mail is not configured');
  }
}

/**
 * The HTTP provider when MAIL_API_KEY and MAIL_FROM are set. Otherwise, outside production, the local
 * outbox (the mail_outbox table): readable over HTTP only through GET /dev/outbox, which answers only
 * for local development on loopback (dev.routes.ts); on a deployed uat site only with
 * `wrangler d1 execute`. In production without a provider every send fails and is logged: nothing
 * piles up.
 */
export function mailerFor(env: Env & MailEnv, isProd: boolean): Mailer {
  if (env.MAIL_API_KEY && env.MAIL_FROM) {
    return new HttpMailer({
      apiKey: env.MAIL_API_KEY,
      from: env.MAIL_FROM,
      ...(env.MAIL_API_URL ? { url: env.MAIL_API_URL } : {}),
    });
  }
  return isProd ? new UnconfiguredMailer() : new OutboxMailer(env.DB);
}
