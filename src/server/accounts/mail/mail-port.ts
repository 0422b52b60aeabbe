/** The one way the built-in API sends mail. Adapters: the local outbox and an HTTP provider. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
