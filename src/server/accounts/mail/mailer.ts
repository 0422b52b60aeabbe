import type { Env } from '../../env.ts';
import { HttpMailer } from './http-mailer.ts';
import type { Mailer } from './mail-port.ts';
import { OutboxMailer } from './outbox-mailer.ts';

/** Optional variables (secrets) of the production mail adapter. */
export interface MailEnv {
  MAIL_API_KEY?: string;
  MAIL_FROM?: string;
  MAIL_API_URL?: string;
}

let warnedNoMailer = false;

/**
 * The HTTP provider when MAIL_API_KEY and MAIL_FROM are set; otherwise the outbox. In production
 * without a provider the messages stay in mail_outbox (readable with `wrangler d1 execute`), and
 * that is logged: the outbox endpoint itself never answers in production.
 */
export function mailerFor(env: Env & MailEnv, isProd: boolean): Mailer {
  if (env.MAIL_API_KEY && env.MAIL_FROM) {
    return new HttpMailer({
      apiKey: env.MAIL_API_KEY,
      from: env.MAIL_FROM,
      ...(env.MAIL_API_URL ? { url: env.MAIL_API_URL } : {}),
    });
  }
  if (isProd && !warnedNoMailer) {
    warnedNoMailer = true;
    console.error('Mail is not configured (MAIL_API_KEY, MAIL_FROM): messages are kept in the mail_outbox table.');
  }
  return new OutboxMailer(env.DB);
}
