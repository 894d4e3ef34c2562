import Link from 'next/link';
import ResetPasswordForm from '@/components/account/ResetPasswordForm';
import Seo from '@/components/seo/Seo';
import { queryValue } from '@/lib/http/route';
import { readFlash, type Flash } from '@/lib/http/flash';
import { readShopper } from '@/lib/http/shopper-cart';
import type { ShopperSnapshot } from '@/lib/http/shopper-context';
import { withPreview } from '@/lib/page-context';

type Props = ({ customerId: number; token: string } | { customerId: null; token: null }) & { flash?: Flash | null; shopper: ShopperSnapshot };

/**
 * The reset link's page, `?c=<customer id>&t=<token>` (the parameters of BigCommerce's links too): a new-password
 * form. The link is checked when the form is sent, so it is used at most once, and only by a shopper who chose a password.
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
          <ResetPasswordForm customerId={customerId} token={token} returnTo={`/reset-password?c=${customerId}&t=${encodeURIComponent(token)}`} />
        </>
      )}
    </>
  );
}

export const getServerSideProps = withPreview<Props>(async (context) => {
  context.res.setHeader('Cache-Control', 'private, no-store');
  // The token must not leak to other sites through the Referer header.
  context.res.setHeader('Referrer-Policy', 'no-referrer');
  const shopper = await readShopper(context.req, context.res);
  const c = queryValue(context.query.c);
  const t = queryValue(context.query.t);
  if (!c || !/^\d{1,10}$/.test(c) || Number(c) < 1 || !t || t.length > 512) return { props: { customerId: null, token: null, shopper } };
  return { props: { customerId: Number(c), token: t, flash: await readFlash(context), shopper } };
});
