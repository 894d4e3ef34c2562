import AccountLayout from '@/components/account/AccountLayout';
import AddressForm from '@/components/account/AddressForm';
import { requireCustomer } from '@/lib/accounts/require-customer';
import { readFlash } from '@/lib/http/flash';
import { withPreview } from '@/lib/page-context';

/** Add a saved address. */
export default function AddAddressPage() {
  return (
    <AccountLayout title="Add an address" path="/account/add-address">
      <AddressForm />
    </AccountLayout>
  );
}

export const getServerSideProps = withPreview(async (context) => {
  const { shopper, redirect } = await requireCustomer(context);
  if (redirect) return { redirect };
  return { props: { shopper, flash: await readFlash(context) } };
});
