import type { GetServerSideProps } from 'next';
import AccountLayout from '@/components/account/AccountLayout';
import AddressForm from '@/components/account/AddressForm';
import type { AddressFormValues } from '@/lib/accounts/address-schema';
import { toWireAddress, wireToForm } from '@/lib/accounts/address-wire';
import { requireCustomer } from '@/lib/accounts/require-customer';
import { getCommerce, isCommerceError } from '@/lib/commerce';
import { readFlash, type Flash } from '@/lib/http/flash';
import type { ShopperSnapshot } from '@/lib/http/shopper-context';

interface Props {
  addressId: number;
  values: AddressFormValues;
  flash: Flash | null;
  shopper: ShopperSnapshot;
}

/** Edit a saved address: /account/edit-address?addressId={id}. Someone else's address is a 404. */
export default function EditAddressPage({ addressId, values }: Props) {
  return (
    <AccountLayout title="Edit address" path="/account/edit-address">
      <AddressForm addressId={addressId} initialValues={values} />
    </AccountLayout>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = async (context) => {
  const { customer, shopper, redirect } = await requireCustomer(context);
  if (redirect) return { redirect };
  const raw = Array.isArray(context.query.addressId) ? context.query.addressId[0] : context.query.addressId;
  const addressId = typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(addressId) || addressId < 1) return { notFound: true };
  try {
    const address = await (await getCommerce()).getAddress(customer.entityId, addressId);
    return { props: { shopper, addressId, values: wireToForm(toWireAddress(address)), flash: await readFlash(context) } };
  } catch (error) {
    if (isCommerceError(error) && error.code === 'not_found') return { notFound: true };
    throw error;
  }
};
