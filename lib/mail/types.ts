/** One email the shop sends: plain text, one recipient. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** What the message is about (file names, logs): e.g. 'password-reset', 'back-in-stock'. */
  kind: string;
}

/** Sends the shop's own emails. Embedded: files in DATA_DIR/outbox/. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
