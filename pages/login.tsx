import Link from 'next/link';
import LoginForm from '@/components/account/LoginForm';
import Seo from '@/components/seo/Seo';
import { optionalCustomer } from '@/lib/accounts/require-customer';
import { pendingSaveQuery } from '@/lib/accounts/pending-save';
import { accountPageHref, safeReturnTo } from '@/lib/accounts/return-to';
import { readFlash, type Flash } from '@/lib/http/flash';
import { readShopper } from '@/lib/http/shopper-cart';
import type { ShopperSnapshot } from '@/lib/http/shopper-context';
import { withPreview } from '@/lib/page-context';

interface Props {
  returnTo: string;
  /** A wish list save asked for as a guest (`?save=`, checked), made when the shopper signs in; null for none. */
  save: string | null;
  /** The link to create an account, carrying `returnTo` and `save` on (made here: the page's scripts need not). */
  signUpHref: string;
  flash: Flash | null;
  shopper: ShopperSnapshot;
}

/**
 * Sign in. `?returnTo=` (a path of this site) is where the shopper goes afterwards; default /account/orders.
 * `?save=<product id>-<variant id>` (a guest's wish list heart) is saved on signing in, and the page says so. Both go
 * on with the link to create an account, whose sign-up makes the save the same way.
 */
export default function LoginPage({ returnTo, save, signUpHref }: Props) {
  return (
    <>
      <Seo title="Sign in" path="/login" noindex />
      <h1>Sign in</h1>
      <p className="page-intro">
        {save ? 'Sign in to save this to your wish list.' : 'Sign in to see your orders, manage saved addresses and collect rewards.'} New here?{' '}
        <Link href={signUpHref}>Create an account</Link>.
      </p>
      <LoginForm returnTo={returnTo} save={save} signUpHref={signUpHref} />
    </>
  );
}

export const getServerSideProps = withPreview<Props>(async (context) => {
  const returnTo = safeReturnTo(context.query.returnTo);
  // Already signed in: nothing to sign in for (a save asked for then is made by the heart itself).
  if (await optionalCustomer(context)) return { redirect: { destination: returnTo, permanent: false } };
  const save = pendingSaveQuery(context.query.save);
  return { props: { returnTo, save, signUpHref: accountPageHref('/create-account', returnTo, save), flash: await readFlash(context), shopper: await readShopper(context.req, context.res, null) } };
});
