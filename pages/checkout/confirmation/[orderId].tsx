import Link from 'next/link';
import OrderReceipt, { shipsNothing } from '@/components/checkout/OrderReceipt';
import styles from '@/components/checkout/Checkout.module.css';
import Seo from '@/components/seo/Seo';
import { orderForViewer } from '@/lib/checkout/order-access';
import type { Order } from '@/lib/commerce/types';
import { getConfig } from '@/lib/config';
import { readShopper } from '@/lib/http/shopper-cart';
import type { ShopperSnapshot } from '@/lib/http/shopper-context';
import { withPreview } from '@/lib/page-context';

interface Props {
  order: Order;
  shopper: ShopperSnapshot;
}

/**
 * The order confirmation: only for the customer who placed the order, or the browser that placed it as a guest
 * (with the secret guest token of its session, lib/checkout/order-access.ts). Anyone else (and any unknown
 * number) gets the 404 page.
 */
export default function OrderConfirmationPage({ order }: Props) {
  return (
    <>
      <Seo title={`Order #${order.id} confirmed`} path={`/checkout/confirmation/${order.id}`} noindex />
      <h1>Thank you for your order</h1>
      <p className="page-intro" role="status">
        Order <strong>#{order.id}</strong> has been placed.{' '}
        {shipsNothing(order) ? 'There is nothing to ship.' : `We will email ${order.email} when it ships.`}
      </p>
      <OrderReceipt order={order} />
      <p className={styles.actions}>
        <Link href="/" className="button">
          Continue shopping
        </Link>
        {order.customerId > 0 && (
          <Link href="/account/orders" className="button button-secondary">
            View your orders
          </Link>
        )}
      </p>
    </>
  );
}

export const getServerSideProps = withPreview<Props, { orderId: string }>(async (context) => {
  context.res.setHeader('Cache-Control', 'private, no-store');
  // The hosted store confirms orders on its own checkout.
  if (getConfig().modes.commerce === 'hosted') return { notFound: true };
  const order = await orderForViewer(context.req, context.res, context.params?.orderId);
  return order ? { props: { order, shopper: await readShopper(context.req, context.res) } } : { notFound: true };
});
