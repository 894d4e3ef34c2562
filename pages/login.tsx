import Link from 'next/link';
import LoginForm from '@/components/account/LoginForm';
import Seo from '@/components/seo/Seo';
import { optionalCustomer } from '@/lib/accounts/require-customer';
import { safeReturnTo } from '@/lib/accounts/return-to';
import { readFlash, type Flash } from '@/lib/http/flash';
import { readShopper } from '@/lib/http/shopper-cart';
import type { ShopperSnapshot } from '@/lib/http/shopper-context';
import { withPreview } from '@/lib/page-context';

interface Props {
  returnTo: string;
  flash: Flash | null;
  shopper: ShopperSnapshot;
}

/** Sign in. `?returnTo=` (a path of this site) is where the shopper goes afterwards; default /account/orders. */
export default function LoginPage({ returnTo }: Props) {
  return (
    <>
      <Seo title="Sign in" path="/login" noindex />
      <h1>Sign in</h1>
      <p className="page-intro">
        Sign in to see your orders, manage saved addresses and collect rewards. New here?{' '}
        <Link href="/create-account">Create an account</Link>.
      </p>
      <LoginForm returnTo={returnTo} />
    </>
  );
}

export const getServerSideProps = withPreview<Props>(async (context) => {
  const returnTo = safeReturnTo(context.query.returnTo);
  if (await optionalCustomer(context)) return { redirect: { destination: returnTo, permanent: false } };
  return { props: { returnTo, flash: await readFlash(context), shopper: await readShopper(context.req, context.res, null) } };
});
