import { useRouter } from 'next/router';
import AccountLayout from '@/components/account/AccountLayout';
import AddressList, { addressesPageHref } from '@/components/account/AddressList';
import { toWireAddressPage, type WireAddressPage } from '@/lib/accounts/address-wire';
import { requireCustomer } from '@/lib/accounts/require-customer';
import { getCommerce } from '@/lib/commerce';
import { pageParam } from '@/lib/http/query';
import { readFlash, type Flash } from '@/lib/http/flash';
import type { ShopperSnapshot } from '@/lib/http/shopper-context';
import { withPreview } from '@/lib/page-context';

interface Props {
  customerId: number;
  page: number;
  initial: WireAddressPage | null;
  flash: Flash | null;
  shopper: ShopperSnapshot;
}

/** Saved addresses with paging (`?page=`); the first render comes from the server, later changes from the API. */
export default function AddressesPage({ customerId, page, initial }: Props) {
  const router = useRouter();
  const current = router.isReady ? pageParam(router.query.page) : page;
  return (
    <AccountLayout title="Your addresses" path="/account/addresses">
      <AddressList customerId={customerId} page={current} initial={current === page ? initial : null} />
    </AccountLayout>
  );
}

export const getServerSideProps = withPreview<Props>(async (context) => {
  const { customer, shopper, redirect } = await requireCustomer(context);
  if (redirect) return { redirect };
  const page = pageParam(context.query.page);
  const list = await (await getCommerce()).listAddresses(customer.entityId, page);
  // A page past the last (an old link, a page whose last address was deleted) opens the last page.
  if (list.items.length === 0 && list.total > 0 && list.totalPages < page) return { redirect: { destination: addressesPageHref(list.totalPages), permanent: false } };
  return { props: { shopper, customerId: customer.entityId, page, initial: toWireAddressPage(list), flash: await readFlash(context) } };
});
