/**
 * @jest-environment node
 *
 * The embedded mailer's files are messages a mail server would take as they are: a subject beyond ASCII in encoded
 * words, no line over 998 octets, no header broken by a shopper's line break.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { OutboxMailer } from '@/lib/mail/outbox';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-test-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

async function sent(message: Parameters<OutboxMailer['send']>[0]): Promise<string> {
  const mailer = new OutboxMailer(dir, () => Date.UTC(2026, 11, 2));
  await mailer.send(message);
  const [file] = fs.readdirSync(path.join(dir, 'outbox'));
  return fs.readFileSync(path.join(dir, 'outbox', file), 'utf8');
}

/** The subject as a mail client shows it (RFC 2047 encoded words decoded, folds joined). */
function subjectOf(eml: string): string {
  const header = /^Subject: (.*(?:\r\n .*)*)/m.exec(eml)?.[1] ?? '';
  return header
    .split('\r\n ')
    .map((word) => word.replace(/^=\?UTF-8\?B\?(.*)\?=$/, (_all, data: string) => Buffer.from(data, 'base64').toString('utf8')))
    .join('');
}

it('writes a subject beyond ASCII as encoded words, each line of them within 78 characters, read back as it was', async () => {
  const subject = 'Zoë Müller sent you a $50.00 AUD Bulk Nutrients gift certificate, with a note from Zoë 🎁';
  const eml = await sent({ kind: 'gift-certificate', to: 'ann@example.com', subject, text: 'Hi' });
  expect(eml).not.toContain('Zoë');
  expect(subjectOf(eml)).toBe(subject);
  for (const line of eml.split('\r\n')) expect(line.length).toBeLessThanOrEqual(78);
});

it('keeps an ASCII subject as it is, and a line break typed into it never starts a header of its own', async () => {
  const eml = await sent({ kind: 'x', to: 'ann@example.com', subject: 'Your code\r\nBcc: someone@example.com', text: 'Hi' });
  expect(eml).toMatch(/^Subject: Your code Bcc: someone@example.com\r$/m);
  expect(eml).not.toMatch(/^Bcc:/m);
});

it('sends a part with a line over 998 octets as base64 (a long message), and other parts as 8bit text', async () => {
  const long = 'é'.repeat(600);
  const eml = await sent({ kind: 'gift-certificate', to: 'ann@example.com', subject: 'Hi', text: `Their message:\n${long}`, html: '<p>Short</p>' });
  for (const line of eml.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(998);
  const [, plain, html] = eml.split(/--=_bulk_[0-9a-f]+\r\n/);
  expect(plain).toMatch(/^Content-Type: text\/plain; charset=utf-8\r\nContent-Transfer-Encoding: base64\r\n\r\n/);
  const decoded = Buffer.from(plain.split('\r\n\r\n')[1].replace(/\r\n|--.*$/g, ''), 'base64').toString('utf8');
  expect(decoded).toBe(`Their message:\n${long}`);
  expect(html).toMatch(/Content-Transfer-Encoding: 8bit\r\n\r\n<p>Short<\/p>/);
});

it('writes a text-only message as one 8bit part with CRLF line ends', async () => {
  const eml = await sent({ kind: 'password-reset', to: 'ann@example.com', subject: 'Reset', text: 'Line one\nLine two' });
  expect(eml).toContain('Content-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: 8bit\r\n\r\nLine one\r\nLine two\r\n');
});
