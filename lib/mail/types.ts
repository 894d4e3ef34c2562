/** One email the shop sends to one recipient: plain text, and the same as HTML when given. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The HTML version (a mail client shows it, the text being the fallback); every value in it escaped. */
  html?: string;
  /** What the message is about (file names, logs): e.g. 'password-reset', 'back-in-stock'. */
  kind: string;
}

/** Sends the shop's own emails. Embedded: files in DATA_DIR/outbox/. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
