/**
 * The embedded mailer: every email is written as one RFC 822 text file under `<dataDir>/outbox/`, named
 * `<time>-<kind>-<random>.eml`, so a developer (or a test) reads what a shopper would have received.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { MailMessage, Mailer } from './types';

const OUTBOX_FOLDER = 'outbox';
const FROM = 'Bulk Nutrients <no-reply@bulknutrients.example>';

/** Header values never carry a line break (no header injection from a shopper's input). */
function headerValue(value: string): string {
  return value.replace(/[\r\n]+/g, ' ').trim();
}

/** CRLF line ends, as a message on the wire has. */
function crlf(text: string): string {
  return text.replace(/\r?\n/g, '\r\n');
}

/** The body: the text alone, or the text and the HTML as two alternatives (multipart/alternative, the HTML last). */
function body(message: MailMessage): string[] {
  if (message.html === undefined) return ['Content-Type: text/plain; charset=utf-8', '', crlf(message.text), ''];
  const boundary = `=_bulk_${randomBytes(12).toString('hex')}`;
  const part = (type: string, content: string) => [`--${boundary}`, `Content-Type: ${type}; charset=utf-8`, 'Content-Transfer-Encoding: 8bit', '', crlf(content)];
  return [`Content-Type: multipart/alternative; boundary="${boundary}"`, '', ...part('text/plain', message.text), ...part('text/html', message.html), `--${boundary}--`, ''];
}

function formatMessage(message: MailMessage, date: Date): string {
  return [
    `From: ${FROM}`,
    `To: ${headerValue(message.to)}`,
    `Subject: ${headerValue(message.subject)}`,
    `Date: ${date.toUTCString()}`,
    'MIME-Version: 1.0',
    `X-Bulk-Kind: ${headerValue(message.kind)}`,
    ...body(message),
  ].join('\r\n');
}

export class OutboxMailer implements Mailer {
  readonly folder: string;

  constructor(dataDir: string, private readonly now: () => number = Date.now) {
    this.folder = path.join(dataDir, OUTBOX_FOLDER);
  }

  async send(message: MailMessage): Promise<void> {
    const date = new Date(this.now());
    const kind = message.kind.replace(/[^a-z0-9-]/gi, '') || 'mail';
    const name = `${date.toISOString().replace(/[:.]/g, '-')}-${kind}-${randomBytes(4).toString('hex')}.eml`;
    await fs.mkdir(this.folder, { recursive: true, mode: 0o700 });
    await fs.writeFile(path.join(this.folder, name), formatMessage(message, date), { mode: 0o600 });
  }
}
