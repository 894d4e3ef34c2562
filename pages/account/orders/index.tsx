import AccountLayout from '@/components/account/AccountLayout';
import OrderHistory from '@/components/account/OrderHistory';
import { requireCustomer } from '@/lib/accounts/require-customer';
import { getCommerce } from '@/lib/commerce';
import type { Customer, OrderPage } from '@/lib/commerce/types';
import { readFlash, type Flash } from '@/lib/http/flash';
import { pageParam } from '@/lib/http/query';
import type { ShopperSnapshot } from '@/lib/http/shopper-context';
import { withPreview } from '@/lib/page-context';

interface Props {
  customer: Customer;
  orders: OrderPage;
  shopper: ShopperSnapshot;
  /** The notice of a form post that went on to here (a new password set from a reset link). */
  flash: Flash | null;
}

/** The customer's orders, newest first, a page at a time (`?page=`; where the shopper lands after sign-up and sign-in). */
export default function OrdersPage({ customer, orders }: Props) {
  return (
    <AccountLayout title="Your orders" path="/account/orders">
      <p>Signed in as {customer.firstName} {customer.lastName} ({customer.email}).</p>
      <OrderHistory orders={orders} />
    </AccountLayout>
  );
}

export const getServerSideProps = withPreview<Props>(async (context) => {
  const { customer, shopper, redirect } = await requireCustomer(context);
  if (redirect) return { redirect };
  const orders = await (await getCommerce()).listOrders(customer.entityId, pageParam(context.query.page));
  return { props: { shopper, customer, orders, flash: await readFlash(context) } };
});
