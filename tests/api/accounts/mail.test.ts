import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { HttpMailer } from '../../../src/server/accounts/mail/http-mailer.ts';
import { mailerFor } from '../../../src/server/accounts/mail/mailer.ts';
import { activationMail, passwordResetMail } from '../../../src/server/accounts/mail/messages.ts';
import { OutboxMailer } from '../../../src/server/accounts/mail/outbox-mailer.ts';
import type { Env } from '../../../src/server/env.ts';

const baseEnv = env as unknown as Env;

describe('mail port', () => {
  it('uses the outbox outside production unless an HTTP provider is configured; production needs the provider', () => {
    expect(mailerFor(baseEnv, false)).toBeInstanceOf(OutboxMailer);
    expect(mailerFor({ ...baseEnv, MAIL_API_KEY: 'key', MAIL_FROM: 'Reluxe <hello@reluxe.sg>' }, true)).toBeInstanceOf(HttpMailer);
    expect(mailerFor(baseEnv, true)).not.toBeInstanceOf(OutboxMailer);
  });

  it('posts the message to the provider with the bearer key', async () => {
    const requests: Request[] = [];
    const mailer = new HttpMailer({
      apiKey: 'secret-key',
      from: 'Reluxe <hello@reluxe.sg>',
      fetch: async (input, init) => {
        requests.push(new Request(input, init));
        return new Response('{"id":"1"}', { status: 200 });
      },
    });
    await mailer.send(activationMail('grace@example.com', 'Grace', 'https://shop.example/api/v1/users/activate?token=t'));
    const [request] = requests;
    expect(request?.url).toBe('https://api.resend.com/emails');
    expect(request?.headers.get('Authorization')).toBe('Bearer secret-key');
    expect(await request?.json()).toMatchObject({ from: 'Reluxe <hello@reluxe.sg>', to: ['grace@example.com'], subject: 'Activate your Reluxe account' });
  });

  it('fails loudly when the provider refuses', async () => {
    const mailer = new HttpMailer({ apiKey: 'k', from: 'f@example.com', fetch: async () => new Response('no', { status: 422 }) });
    await expect(mailer.send(passwordResetMail('a@example.com', 'A', 'https://x/reset-password?token=t'))).rejects.toThrow('422');
  });

  it("escapes the shopper's name in the HTML body", () => {
    const mail = activationMail('a@example.com', '<script>alert(1)</script>', 'https://x/a?token=t');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&#60;script&#62;');
  });
});
