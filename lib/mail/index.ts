/**
 * The shop's own emails (password reset links and gift certificates in embedded mode, back-in-stock notices without
 * Klaviyo): written to the outbox under DATA_DIR. Hosted mode leaves password and gift certificate emails to
 * BigCommerce and stock notices to Klaviyo.
 */
import { getConfig } from '../config';
import { OutboxMailer } from './outbox';
import type { Mailer } from './types';

export type { MailMessage, Mailer } from './types';

let mailer: { dataDir: string; mailer: Mailer } | null = null;

export function getMailer(): Mailer {
  const { dataDir } = getConfig();
  if (mailer?.dataDir !== dataDir) mailer = { dataDir, mailer: new OutboxMailer(dataDir) };
  return mailer.mailer;
}
