import Link from 'next/link';
import ResetPasswordForm from '@/components/account/ResetPasswordForm';
import Seo from '@/components/seo/Seo';
import { keepResetLink, parseResetLink, readResetLink } from '@/lib/accounts/reset-link';
import { queryValue } from '@/lib/http/route';
import { readFlash, type Flash } from '@/lib/http/flash';
import { readShopper } from '@/lib/http/shopper-cart';
import type { ShopperSnapshot } from '@/lib/http/shopper-context';
import { withPreview } from '@/lib/page-context';
import { RESET_PASSWORD_PATH } from '@/lib/site';

type Props = ({ customerId: number; token: string } | { customerId: null; token: null }) & { flash?: Flash | null; shopper: ShopperSnapshot };

/**
 * The reset link's page, `?c=<customer id>&t=<token>` (the parameters of BigCommerce's links too): the link is
 * answered with a redirect to this page's bare address, its pair kept in a cookie (lib/accounts/reset-link.ts), and
 * the page shows a new-password form. The link is checked when the form is sent, so it is used at most once, and only
 * by a shopper who chose a password.
 */
export default function ResetPasswordPage({ customerId, token }: Props) {
  return (
    <>
      <Seo title="Choose a new password" path="/reset-password" noindex />
      <h1>Choose a new password</h1>
      {customerId === null ? (
        <p role="alert">
          This password reset link is incomplete. Please open the link from the email again, or{' '}
          <Link href="/forgot-password">ask for a new link</Link>.
        </p>
      ) : (
        <>
          <p className="page-intro">Choose the new password of your account. Every other device signed in to it will be signed out.</p>
          <ResetPasswordForm customerId={customerId} token={token} returnTo={RESET_PASSWORD_PATH} />
        </>
      )}
    </>
  );
}

export const getServerSideProps = withPreview<Props>(async (context) => {
  context.res.setHeader('Cache-Control', 'private, no-store');
  const c = queryValue(context.query.c);
  const t = queryValue(context.query.t);
  // The emailed link: its pair goes into a cookie and the shopper on to the bare address (nothing else is read).
  const emailed = c !== undefined || t !== undefined ? parseResetLink(c, t) : undefined;
  if (emailed) {
    keepResetLink(context.req, context.res, emailed);
    return { redirect: { destination: RESET_PASSWORD_PATH, statusCode: 303 } };
  }
  const shopper = await readShopper(context.req, context.res);
  if (emailed === null) return { props: { customerId: null, token: null, shopper } };
  const link = readResetLink(context.req.cookies);
  if (!link) return { props: { customerId: null, token: null, shopper } };
  return { props: { ...link, flash: await readFlash(context), shopper } };
});
