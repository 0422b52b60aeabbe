import type { MailMessage, Mailer } from './mail-port.ts';

/**
 * Production adapter for an HTTP mail API in Resend's shape (POST /emails with a bearer key and
 * {from, to, subject, text, html}). Configured with MAIL_API_KEY and MAIL_FROM (and MAIL_API_URL
 * for another provider speaking the same shape).
 */
export class HttpMailer implements Mailer {
  readonly #options: { apiKey: string; from: string; url: string; fetch: typeof fetch };

  constructor(options: { apiKey: string; from: string; url?: string; fetch?: typeof fetch }) {
    this.#options = {
      apiKey: options.apiKey,
      from: options.from,
      url: options.url ?? 'https://api.resend.com/emails',
      fetch: options.fetch ?? ((input, init) => fetch(input, init)),
    };
  }

  async send(message: MailMessage): Promise<void> {
    const { apiKey, from, url, fetch: fetchImpl } = this.#options;
    const res = await fetchImpl(url, {
      method: 'POST',
      headers: { Authorization: `Bearer ${apiKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ from, to: [message.to], subject: message.subject, text: message.text, html: message.html }),
    });
    if (!res.ok) throw new Error(`Mail API answered ${res.status}`);
  }
}
