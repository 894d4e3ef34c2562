import AccountLayout from '@/components/account/AccountLayout';
import AddressForm from '@/components/account/AddressForm';
import type { AddressFormValues } from '@/lib/accounts/address-schema';
import { toWireAddress, wireToForm } from '@/lib/accounts/address-wire';
import { isDeliveryCountry } from '@/lib/accounts/fields';
import { requireCustomer } from '@/lib/accounts/require-customer';
import { getCommerce, isCommerceError } from '@/lib/commerce';
import { readFlash, type Flash } from '@/lib/http/flash';
import { queryValue } from '@/lib/http/query';
import type { ShopperSnapshot } from '@/lib/http/shopper-context';
import { withPreview } from '@/lib/page-context';

interface Props {
  addressId: number;
  values: AddressFormValues;
  /** The saved country's name when we do not deliver there. */
  elsewhere: string | null;
  flash: Flash | null;
  shopper: ShopperSnapshot;
}

/** Edit a saved address: /account/edit-address?addressId={id}. Someone else's address is a 404. */
export default function EditAddressPage({ addressId, values, elsewhere }: Props) {
  return (
    <AccountLayout title="Edit address" path="/account/edit-address">
      {elsewhere && (
        <p>
          This address is in {elsewhere}. We deliver to Australia and New Zealand: choose one of them to use it for your
          orders.
        </p>
      )}
      <AddressForm addressId={addressId} initialValues={values} />
    </AccountLayout>
  );
}

export const getServerSideProps = withPreview<Props>(async (context) => {
  const { customer, shopper, redirect } = await requireCustomer(context);
  if (redirect) return { redirect };
  const raw = queryValue(context.query.addressId);
  const addressId = typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(addressId) || addressId < 1) return { notFound: true };
  try {
    const address = toWireAddress(await (await getCommerce()).getAddress(customer.entityId, addressId));
    const elsewhere = isDeliveryCountry(address.country_code) ? null : address.country || address.country_code;
    return { props: { shopper, addressId, values: wireToForm(address), elsewhere, flash: await readFlash(context) } };
  } catch (error) {
    if (isCommerceError(error) && error.code === 'not_found') return { notFound: true };
    throw error;
  }
});
