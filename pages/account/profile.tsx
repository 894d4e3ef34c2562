import AccountLayout from '@/components/account/AccountLayout';
import ChangePasswordForm from '@/components/account/ChangePasswordForm';
import ProfileForm from '@/components/account/ProfileForm';
import { requireCustomer } from '@/lib/accounts/require-customer';
import type { Customer } from '@/lib/commerce/types';
import { readFlash, type Flash } from '@/lib/http/flash';
import type { ShopperSnapshot } from '@/lib/http/shopper-context';
import { withPreview } from '@/lib/page-context';

interface Props {
  customer: Customer;
  flash: Flash | null;
  shopper: ShopperSnapshot;
}

/** The customer's details (name, phone, email) and password. */
export default function ProfilePage({ customer }: Props) {
  return (
    <AccountLayout title="Profile" path="/account/profile">
      <section aria-labelledby="details-heading">
        <h2 id="details-heading">Your details</h2>
        <ProfileForm customer={customer} />
      </section>
      <section aria-labelledby="password-heading">
        <h2 id="password-heading">Password</h2>
        <ChangePasswordForm />
      </section>
    </AccountLayout>
  );
}

export const getServerSideProps = withPreview<Props>(async (context) => {
  const { customer, shopper, redirect } = await requireCustomer(context);
  if (redirect) return { redirect };
  return { props: { shopper, customer, flash: await readFlash(context) } };
});
