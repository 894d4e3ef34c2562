import Link from 'next/link';
import AccountLayout from '@/components/account/AccountLayout';
import AddressForm from '@/components/account/AddressForm';
import { requireCustomer } from '@/lib/accounts/require-customer';
import { getCommerce } from '@/lib/commerce';
import { ADDRESS_LIMIT_MESSAGE, addressBookFull } from '@/lib/commerce/address-limit';
import { readFlash } from '@/lib/http/flash';
import { withPreview } from '@/lib/page-context';

/** Add a saved address; an account at the limit of saved addresses is told so instead of being given the form. */
export default function AddAddressPage({ full }: { full: boolean }) {
  return (
    <AccountLayout title="Add an address" path="/account/add-address">
      {full ? (
        <>
          <p>{ADDRESS_LIMIT_MESSAGE}</p>
          <p>
            <Link href="/account/addresses" className="button">
              Back to your addresses
            </Link>
          </p>
        </>
      ) : (
        <AddressForm />
      )}
    </AccountLayout>
  );
}

export const getServerSideProps = withPreview(async (context) => {
  const { customer, shopper, redirect } = await requireCustomer(context);
  if (redirect) return { redirect };
  const saved = (await (await getCommerce()).listAddresses(customer.entityId, 1, 1)).total;
  return { props: { shopper, full: addressBookFull(saved), flash: await readFlash(context) } };
});
