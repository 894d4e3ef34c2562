import Link from 'next/link';
import ResetPasswordForm from '@/components/account/ResetPasswordForm';
import Seo from '@/components/seo/Seo';
import { messages } from '@/lib/accounts/fields';
import { keepResetLink, parseResetLink, readResetLink } from '@/lib/accounts/reset-link';
import { getCommerce } from '@/lib/commerce';
import { readFlash, type Flash } from '@/lib/http/flash';
import { queryValue } from '@/lib/http/query';
import { readShopper } from '@/lib/http/shopper-cart';
import type { ShopperSnapshot } from '@/lib/http/shopper-context';
import { withPreview } from '@/lib/page-context';
import { RESET_PASSWORD_PATH } from '@/lib/site';

/** The link's pair for the form; or why there is no form: no link (`incomplete`) or one that can no longer be used (`spent`). */
type Props = ({ customerId: number; token: string; unusable?: undefined } | { customerId: null; token: null; unusable: 'incomplete' | 'spent' }) & {
  flash?: Flash | null;
  shopper: ShopperSnapshot;
};

/**
 * The reset link's page, `?c=<customer id>&t=<token>` (the parameters of BigCommerce's links too): the link is
 * answered with a redirect to this page's bare address, its pair kept in a cookie (lib/accounts/reset-link.ts), and
 * the page shows a new-password form. A link that is wrong, used or expired is told as the page opens, with the way
 * to a new one, instead of the form (the store is asked without using the link; where it cannot tell, hosted, the form
 * shows and the post says). The link is used only when the form is sent, so at most once, and only by a shopper who
 * chose a password.
 */
export default function ResetPasswordPage({ customerId, token, unusable }: Props) {
  return (
    <>
      <Seo title="Choose a new password" path="/reset-password" noindex />
      <h1>Choose a new password</h1>
      {unusable === 'spent' ? (
        <p role="alert">
          {messages.resetLinkInvalid} <Link href="/forgot-password">Ask for a new link</Link>
        </p>
      ) : customerId === null ? (
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
  if (emailed === null) return { props: { customerId: null, token: null, unusable: 'incomplete', shopper } };
  const link = readResetLink(context.req.cookies);
  if (!link) return { props: { customerId: null, token: null, unusable: 'incomplete', shopper } };
  if ((await (await getCommerce()).checkResetLink(link.customerId, link.token)) === false) {
    return { props: { customerId: null, token: null, unusable: 'spent', shopper } };
  }
  return { props: { ...link, flash: await readFlash(context), shopper } };
});
