import type { GetServerSideProps } from 'next';
import Link from 'next/link';
import SignupForm from '@/components/account/SignupForm';
import Seo from '@/components/seo/Seo';
import { optionalCustomer } from '@/lib/accounts/require-customer';
import { DEFAULT_RETURN_TO } from '@/lib/accounts/return-to';
import { readFlash } from '@/lib/http/flash';

/** Sign-up (spec §2 Sign-up screen). A signed-in shopper goes straight to their orders. */
export default function CreateAccountPage() {
  return (
    <>
      <Seo title="Create an account" path="/create-account" noindex />
      <h1>Create an account</h1>
      <p className="page-intro">
        Save your addresses, see your orders and earn rewards on every order. Already have an account?{' '}
        <Link href="/login">Sign in</Link>.
      </p>
      <SignupForm />
    </>
  );
}

export const getServerSideProps: GetServerSideProps = async (context) => {
  if (await optionalCustomer(context)) return { redirect: { destination: DEFAULT_RETURN_TO, permanent: false } };
  return { props: { flash: await readFlash(context) } };
};
