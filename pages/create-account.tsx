import Link from 'next/link';
import SignupForm from '@/components/account/DeferredSignupForm';
import Seo from '@/components/seo/Seo';
import { optionalCustomer } from '@/lib/accounts/require-customer';
import { DEFAULT_RETURN_TO } from '@/lib/accounts/return-to';
import { createPowChallenge } from '@/lib/captcha';
import type { CaptchaChallenge } from '@/lib/captcha/types';
import { getConfig } from '@/lib/config';
import { readFlash, type Flash } from '@/lib/http/flash';
import { readShopper } from '@/lib/http/shopper-cart';
import type { ShopperSnapshot } from '@/lib/http/shopper-context';
import { withPreview } from '@/lib/page-context';

interface Props {
  captchaChallenge: CaptchaChallenge | null;
  flash: Flash | null;
  shopper: ShopperSnapshot;
}

/** Sign-up. A signed-in shopper goes straight to their orders. */
export default function CreateAccountPage({ captchaChallenge }: Props) {
  return (
    <>
      <Seo title="Create an account" path="/create-account" noindex />
      <h1>Create an account</h1>
      <p className="page-intro">
        Save your addresses, see your orders and earn rewards on every order. Already have an account?{' '}
        <Link href="/login">Sign in</Link>.
      </p>
      <SignupForm captchaChallenge={captchaChallenge} />
    </>
  );
}

export const getServerSideProps = withPreview<Props>(async (context) => {
  if (await optionalCustomer(context)) return { redirect: { destination: DEFAULT_RETURN_TO, permanent: false } };
  // The embedded captcha's first challenge comes with the page: its widget works before the page's script has run.
  const captchaChallenge = getConfig().captcha ? null : await createPowChallenge();
  return { props: { captchaChallenge, flash: await readFlash(context), shopper: await readShopper(context.req, context.res, null) } };
});
