/** The embedded store's password reset email (hosted mode: BigCommerce writes and sends its own). */
import type { MailMessage } from '../../mail';
import { RESET_PASSWORD_PATH } from '../../site';
import type { Customer } from '../types';

/** `<site><path>?c=<customer id>&t=<token>`: the same parameters BigCommerce's reset links carry. */
export function resetLink(siteUrl: string, resetPath: string | undefined, customerId: number, token: string): string {
  const path = resetPath && resetPath.startsWith('/') && !resetPath.startsWith('//') ? resetPath : RESET_PASSWORD_PATH;
  const url = new URL(path, `${siteUrl}/`);
  url.searchParams.set('c', String(customerId));
  url.searchParams.set('t', token);
  return url.toString();
}

export function resetEmail(customer: Customer, link: string): MailMessage {
  return {
    kind: 'password-reset',
    to: customer.email,
    subject: 'Reset your Bulk Nutrients password',
    text: [
      `Hi ${customer.firstName},`,
      '',
      'Someone (hopefully you) asked to reset the password of your Bulk Nutrients account.',
      'Choose a new password here within the next hour:',
      '',
      link,
      '',
      'The link works once. If you did not ask for it, ignore this email: your password stays as it is.',
    ].join('\n'),
  };
}
