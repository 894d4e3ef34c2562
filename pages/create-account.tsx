import Link from 'next/link';
import SignupForm from '@/components/account/DeferredSignupForm';
import Seo from '@/components/seo/Seo';
import { optionalCustomer } from '@/lib/accounts/require-customer';
import { pendingSaveQuery } from '@/lib/accounts/pending-save';
import { accountPageHref, safeReturnTo } from '@/lib/accounts/return-to';
import { createPowChallenge } from '@/lib/captcha';
import type { CaptchaChallenge } from '@/lib/captcha/types';
import { getConfig } from '@/lib/config';
import { readFlash, type Flash } from '@/lib/http/flash';
import { readShopper } from '@/lib/http/shopper-cart';
import type { ShopperSnapshot } from '@/lib/http/shopper-context';
import { withPreview } from '@/lib/page-context';

interface Props {
  captchaChallenge: CaptchaChallenge | null;
  /** Where the shopper goes once the account exists (`?returnTo=`, a path of this site); default the orders. */
  returnTo: string;
  /** A wish list save a guest asked for (`?save=`, checked, carried from sign-in), made with the account; or null. */
  save: string | null;
  /** The link to sign in instead, carrying `returnTo` and `save` on (made here: the page's scripts need not). */
  signInHref: string;
  flash: Flash | null;
  shopper: ShopperSnapshot;
}

/** Sign-up. A signed-in shopper goes straight on to `returnTo` (default: their orders). */
export default function CreateAccountPage({ captchaChallenge, returnTo, save, signInHref }: Props) {
  return (
    <>
      <Seo title="Create an account" path="/create-account" noindex />
      <h1>Create an account</h1>
      <p className="page-intro">
        {save ? 'Create an account to save this to your wish list.' : 'Save your addresses, see your orders and earn rewards on every order.'} Already have an account?{' '}
        <Link href={signInHref}>Sign in</Link>.
      </p>
      <SignupForm captchaChallenge={captchaChallenge} returnTo={returnTo} save={save} />
    </>
  );
}

export const getServerSideProps = withPreview<Props>(async (context) => {
  const returnTo = safeReturnTo(context.query.returnTo);
  if (await optionalCustomer(context)) return { redirect: { destination: returnTo, permanent: false } };
  // The embedded captcha's first challenge comes with the page: its widget works before the page's script has run.
  const captchaChallenge = getConfig().captcha ? null : await createPowChallenge();
  const save = pendingSaveQuery(context.query.save);
  return { props: { captchaChallenge, returnTo, save, signInHref: accountPageHref('/login', returnTo, save), flash: await readFlash(context), shopper: await readShopper(context.req, context.res, null) } };
});
