import Link from 'next/link';
import AccountLayout from '@/components/account/AccountLayout';
import OrderReceipt from '@/components/checkout/OrderReceipt';
import { requireCustomer } from '@/lib/accounts/require-customer';
import { getCommerce, isCommerceError } from '@/lib/commerce';
import type { Order } from '@/lib/commerce/types';
import type { ShopperSnapshot } from '@/lib/http/shopper-context';
import { withPreview } from '@/lib/page-context';

interface Props {
  order: Order;
  shopper: ShopperSnapshot;
}

/** One of the customer's orders; another customer's order (or an unknown number) is a 404. */
export default function OrderPage({ order }: Props) {
  return (
    <AccountLayout title={`Order #${order.id}`} path={`/account/orders/${order.id}`}>
      <p>
        <Link href="/account/orders" className="link-row">Back to your orders</Link>
      </p>
      <OrderReceipt order={order} />
    </AccountLayout>
  );
}

export const getServerSideProps = withPreview<Props, { id: string }>(async (context) => {
  const { customer, shopper, redirect } = await requireCustomer(context);
  if (redirect) return { redirect };
  const raw = context.params?.id ?? '';
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id < 1) return { notFound: true };
  try {
    const order = await (await getCommerce()).getOrder(id, customer.entityId);
    return { props: { shopper, order } };
  } catch (error) {
    if (isCommerceError(error) && (error.code === 'not_found' || error.code === 'forbidden')) return { notFound: true };
    throw error;
  }
});
