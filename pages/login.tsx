import Link from 'next/link';
import LoginForm from '@/components/account/LoginForm';
import Seo from '@/components/seo/Seo';
import { optionalCustomer } from '@/lib/accounts/require-customer';
import { pendingSaveParam, readPendingSave } from '@/lib/accounts/pending-save';
import { safeReturnTo } from '@/lib/accounts/return-to';
import { readFlash, type Flash } from '@/lib/http/flash';
import { readShopper } from '@/lib/http/shopper-cart';
import type { ShopperSnapshot } from '@/lib/http/shopper-context';
import { withPreview } from '@/lib/page-context';

interface Props {
  returnTo: string;
  /** A wish list save asked for as a guest (`?save=`, checked), made when the shopper signs in; null for none. */
  save: string | null;
  flash: Flash | null;
  shopper: ShopperSnapshot;
}

/**
 * Sign in. `?returnTo=` (a path of this site) is where the shopper goes afterwards; default /account/orders.
 * `?save=<product id>-<variant id>` (a guest's wish list heart) is saved on signing in, and the page says so.
 */
export default function LoginPage({ returnTo, save }: Props) {
  return (
    <>
      <Seo title="Sign in" path="/login" noindex />
      <h1>Sign in</h1>
      <p className="page-intro">
        {save ? 'Sign in to save this to your wish list.' : 'Sign in to see your orders, manage saved addresses and collect rewards.'} New here?{' '}
        <Link href="/create-account">Create an account</Link>.
      </p>
      <LoginForm returnTo={returnTo} save={save} />
    </>
  );
}

export const getServerSideProps = withPreview<Props>(async (context) => {
  const returnTo = safeReturnTo(context.query.returnTo);
  // Already signed in: nothing to sign in for (a save asked for then is made by the heart itself).
  if (await optionalCustomer(context)) return { redirect: { destination: returnTo, permanent: false } };
  const pending = readPendingSave(context.query.save);
  return { props: { returnTo, save: pending && pending !== 'invalid' ? pendingSaveParam(pending) : null, flash: await readFlash(context), shopper: await readShopper(context.req, context.res, null) } };
});
