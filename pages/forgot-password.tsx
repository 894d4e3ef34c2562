import ForgotPasswordForm from '@/components/account/ForgotPasswordForm';
import Seo from '@/components/seo/Seo';
import { optionalCustomer } from '@/lib/accounts/require-customer';
import { DEFAULT_RETURN_TO } from '@/lib/accounts/return-to';
import { readFlash } from '@/lib/http/flash';
import { readShopper } from '@/lib/http/shopper-cart';
import { withPreview } from '@/lib/page-context';

/** 'Forgot your password?' from the sign-in page: the email gets a single-use link valid for 1 hour. */
export default function ForgotPasswordPage() {
  return (
    <>
      <Seo title="Forgot your password?" path="/forgot-password" noindex />
      <h1>Forgot your password?</h1>
      <p className="page-intro">Enter the email of your account and we&apos;ll send you a link to choose a new password.</p>
      <ForgotPasswordForm />
    </>
  );
}

export const getServerSideProps = withPreview(async (context) => {
  if (await optionalCustomer(context)) return { redirect: { destination: DEFAULT_RETURN_TO, permanent: false } };
  return { props: { flash: await readFlash(context), shopper: await readShopper(context.req, context.res, null) } };
});
