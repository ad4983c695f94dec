/** The mail port: the outbox by default, SMTP when SMTP_URL is set. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The From header; the mailer's configured sender when left out. */
  from?: string;
  /** Extra headers (e.g. RFC 8058 `List-Unsubscribe` and `List-Unsubscribe-Post`). */
  headers?: Record<string, string>;
}

export interface Mailer {
  readonly kind: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}
