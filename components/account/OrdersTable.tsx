import Link from 'next/link';
import { giftCertificateLabel } from '@/lib/commerce/gift-certificate-rules';
import type { Order } from '@/lib/commerce/types';
import { formatCents } from '@/lib/format/money';
import { formatOrderDate } from './format';
import styles from './Account.module.css';

/**
 * The customer's orders: number, date, status, total (with the discount code and the gift certificate that paid
 * part of it, if any) and items count; an empty state when there are none. On phones
 * each order is a small block (number and total, then date and items, then status) instead of five columns.
 */
export default function OrdersTable({ orders }: { orders: Order[] }) {
  if (orders.length === 0) {
    return (
      <div className={styles.empty}>
        <p>You haven&apos;t placed any orders yet.</p>
        <p>
          <Link href="/categories/shop-by-goal" className="link-row">Start shopping</Link>
        </p>
      </div>
    );
  }
  return (
    <table className={`${styles.table} ${styles.orders}`}>
      <caption>Your orders, newest first</caption>
      <thead>
        <tr>
          <th scope="col">Order</th>
          <th scope="col">Date</th>
          <th scope="col">Status</th>
          <th scope="col" className={styles.number}>
            Items
          </th>
          <th scope="col" className={styles.number}>
            Total
          </th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.id}>
            <th scope="row" className={styles.orderNumber}>
              <Link href={`/account/orders/${order.id}`}>#{order.id}</Link>
            </th>
            <td className={styles.orderDate}>{formatOrderDate(order.createdAt)}</td>
            <td className={styles.orderStatus}>{order.status}</td>
            <td className={`${styles.number} ${styles.orderItems}`} data-label="Items">
              {order.itemCount}
            </td>
            <td className={`${styles.number} ${styles.orderTotal}`}>
              {formatCents(order.totalCents)}
              {order.discountCode && (
                <span className={styles.orderDiscount} data-testid="order-discount">
                  {order.discountCode}
                  {(order.discountCents ?? 0) > 0 && ` -${formatCents(order.discountCents ?? 0)}`}
                </span>
              )}
              {order.giftCertificateLast4 && (order.giftCertificateCents ?? 0) > 0 && (
                <span className={styles.orderDiscount} data-testid="order-gift-certificate">
                  {giftCertificateLabel(order.giftCertificateLast4)} -{formatCents(order.giftCertificateCents ?? 0)}
                </span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
