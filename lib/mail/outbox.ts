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

/** A header's text beyond ASCII (a buyer's name in a subject: Zoë) as RFC 2047 encoded words, each line within 78 characters. */
function encodedText(value: string): string {
  const text = headerValue(value);
  if (/^[\x20-\x7e]*$/.test(text)) return text;
  const words: string[] = [];
  let chunk = '';
  for (const char of text) {
    // 42 bytes make 56 characters of base64: an encoded word of 68, and 77 with "Subject: " before it.
    if (Buffer.byteLength(chunk + char) > 42) {
      words.push(chunk);
      chunk = '';
    }
    chunk += char;
  }
  words.push(chunk);
  return words.map((word) => `=?UTF-8?B?${Buffer.from(word).toString('base64')}?=`).join('\r\n ');
}

/** Most octets a line may have (RFC 5322): a part with a longer line (a long message) goes as base64. */
const MAX_LINE_OCTETS = 998;

/** CRLF line ends, as a message on the wire has. */
function crlf(text: string): string {
  return text.replace(/\r?\n/g, '\r\n');
}

/** The body: the text alone, or the text and the HTML as two alternatives (multipart/alternative, the HTML last). */
function body(message: MailMessage): string[] {
  const boundary = `=_bulk_${randomBytes(12).toString('hex')}`;
  const part = (type: string, content: string) => {
    const fits = content.split(/\r?\n/).every((line) => Buffer.byteLength(line) <= MAX_LINE_OCTETS);
    const encoded = fits ? crlf(content) : (Buffer.from(content).toString('base64').match(/.{1,76}/g) ?? []).join('\r\n');
    return [`Content-Type: ${type}; charset=utf-8`, `Content-Transfer-Encoding: ${fits ? '8bit' : 'base64'}`, '', encoded];
  };
  if (message.html === undefined) return [...part('text/plain', message.text), ''];
  return [`Content-Type: multipart/alternative; boundary="${boundary}"`, '', `--${boundary}`, ...part('text/plain', message.text), `--${boundary}`, ...part('text/html', message.html), `--${boundary}--`, ''];
}

function formatMessage(message: MailMessage, date: Date): string {
  return [
    `From: ${FROM}`,
    `To: ${headerValue(message.to)}`,
    `Subject: ${encodedText(message.subject)}`,
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
