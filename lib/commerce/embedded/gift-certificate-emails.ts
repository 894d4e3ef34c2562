/**
 * The embedded store's gift certificate emails (hosted mode: BigCommerce sends its own). Each certificate of a placed
 * order goes to its recipient through the shop's mailer (lib/mail), from Bulk Nutrients: the amount, the sender's
 * name, their message and the certificate's code.
 *
 * Sending never fails or undoes the order, and a certificate is never lost: as a back-in-stock notice whose send
 * fails stays waiting for the next restock, a certificate whose send fails stays unsent (email_sent_at NULL) and goes
 * with the next sending, which runs after every order placed, and again after a wait (RETRY_MS, longer after each
 * failure) when no order comes first. A sending first claims what it sends (a lease,
 * email_sending_at), so two checkouts at once never email a certificate twice, and one a crashed process had
 * claimed is sent again once its lease is over.
 */
import { NO_SHIPPING_LABEL } from '../../checkout/shipping';
import { escapeMarkup } from '../../format/markup';
import { formatCents } from '../../format/money';
import type { MailMessage, Mailer } from '../../mail';
import { getLogger, serializeError } from '../../operations/logger';
import type { Store } from './db';

const LEASE_MS = 10 * 60 * 1000;
/** Certificates one sending takes at most, oldest first; any others go with the next. */
const BATCH = 50;
/** After a sending that failed, the next one is tried after these waits in turn (then every hour), until one goes. */
export const RETRY_MS = [60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000] as const;

interface CertificateToEmail {
  id: number;
  order_id: number;
  code: string;
  amount_cents: number;
  sender_name: string;
  recipient_name: string;
  recipient_email: string;
  message: string;
}

/** The email of one certificate: plain text and HTML saying the same, every value of the buyer's escaped in the HTML. */
function certificateEmail(certificate: CertificateToEmail, siteUrl: string): MailMessage {
  const amount = `${formatCents(certificate.amount_cents)} AUD`;
  const sender = certificate.sender_name.trim();
  const message = certificate.message.trim();
  const given = `${sender || 'Someone'} has sent you a Bulk Nutrients gift certificate worth ${amount}.`;
  const howTo = `To spend it, fill a cart at ${siteUrl} and enter the code at checkout. Keep this email: the code is all you need.`;
  const text = [`Hi ${certificate.recipient_name},`, '', given, ...(message ? ['', 'Their message:', '', message] : []), '', `Your certificate code: ${certificate.code}`, '', howTo];
  const html = (value: string) => escapeMarkup(value).replace(/\r?\n/g, '<br>\n');
  return {
    kind: 'gift-certificate',
    to: certificate.recipient_email,
    subject: sender ? `${sender} sent you a ${amount} Bulk Nutrients gift certificate` : `Your ${amount} Bulk Nutrients gift certificate`,
    text: text.join('\n'),
    html: [
      '<!doctype html>',
      '<html lang="en"><head><meta charset="utf-8"><title>Your Bulk Nutrients gift certificate</title></head>',
      '<body style="font-family: Arial, Helvetica, sans-serif; color: #1a1a1a; line-height: 1.5">',
      `<p>Hi ${html(certificate.recipient_name)},</p>`,
      `<p>${html(given)}</p>`,
      ...(message ? ['<p>Their message:</p>', `<blockquote style="margin: 0 0 1em; padding-left: 12px; border-left: 3px solid #ccc">${html(message)}</blockquote>`] : []),
      `<p>Your certificate code:<br>\n<strong style="font-family: monospace; font-size: 20px; letter-spacing: 2px">${html(certificate.code)}</strong></p>`,
      `<p>${html(howTo)}</p>`,
      '</body></html>',
    ].join('\n'),
  };
}

/**
 * An order with nothing to ship (certificates alone) is Completed once every one of its certificates has been
 * emailed: nothing is left to fulfil. An order with goods waits for them to ship.
 */
function completeDelivered(store: Store, orderId: number): void {
  store.run(
    `UPDATE orders SET status = 'Completed'
      WHERE id = ? AND status = 'Awaiting Fulfillment' AND shipping_method = ?
        AND NOT EXISTS (SELECT 1 FROM order_gift_certificates WHERE order_id = orders.id AND email_sent_at IS NULL)`,
    orderId,
    NO_SHIPPING_LABEL,
  );
}

/**
 * Emails every certificate waiting for its email (BATCH at most), through `mailer`. Stops at the first send that
 * fails: that one and the rest wait for the next sending. Never throws; answers how many were sent, and whether a
 * send failed (then some are left waiting).
 */
export async function sendCertificateEmails(store: Store, mailer: Mailer, siteUrl: string, now: number): Promise<{ sent: number; failed: boolean }> {
  let claimed: CertificateToEmail[] = [];
  let sent = 0;
  try {
    claimed = await store.write(() => {
      const rows = store.all<CertificateToEmail>(
        `SELECT id, order_id, code, amount_cents, sender_name, recipient_name, recipient_email, message
           FROM order_gift_certificates
          WHERE email_sent_at IS NULL AND (email_sending_at IS NULL OR email_sending_at <= ?)
          ORDER BY id LIMIT ?`,
        now - LEASE_MS,
        BATCH,
      );
      for (const row of rows) store.run('UPDATE order_gift_certificates SET email_sending_at = ? WHERE id = ?', now, row.id);
      return rows;
    });
    for (const certificate of claimed) {
      await mailer.send(certificateEmail(certificate, siteUrl));
      await store.write(() => {
        store.run('UPDATE order_gift_certificates SET email_sent_at = ?, email_sending_at = NULL WHERE id = ?', now, certificate.id);
        completeDelivered(store, certificate.order_id);
      });
      sent += 1;
    }
  } catch (error) {
    getLogger().error(
      { err: serializeError(error), orderId: claimed[sent]?.order_id, waiting: claimed.length - sent },
      'gift certificate emails could not be sent; they go with the next sending (after the next order, or a wait)',
    );
    const left = claimed.slice(sent).map((certificate) => certificate.id);
    if (left.length > 0) {
      await store
        .write(() => store.run('UPDATE order_gift_certificates SET email_sending_at = NULL WHERE id IN (SELECT value FROM json_each(?)) AND email_sent_at IS NULL', JSON.stringify(left)))
        .catch(() => undefined);
    }
    return { sent, failed: true };
  }
  return { sent, failed: false };
}

/**
 * Sends the waiting certificate emails now, and after a failure again after a wait (RETRY_MS in turn), so an email
 * that could not go does not wait for the next order. One timer at most per store; it never keeps the process alive.
 */
export function certificateEmailSender(send: () => Promise<{ failed: boolean }>): () => Promise<void> {
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const run = async (): Promise<void> => {
    if (timer) clearTimeout(timer);
    timer = null;
    const { failed } = await send();
    if (!failed) {
      failures = 0;
      return;
    }
    const wait = RETRY_MS[Math.min(failures, RETRY_MS.length - 1)];
    failures += 1;
    timer = setTimeout(() => void run(), wait);
    timer.unref?.();
  };
  return run;
}
