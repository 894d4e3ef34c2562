import Link from 'next/link';
import type { Order } from '@/lib/commerce/types';
import { formatCents } from '@/lib/format/money';
import { formatOrderDate } from './format';
import styles from './Account.module.css';

/** The customer's orders: number, date, status, total and items count; an empty state when there are none. */
export default function OrdersTable({ orders }: { orders: Order[] }) {
  if (orders.length === 0) {
    return (
      <div className={styles.empty}>
        <p>You haven&apos;t placed any orders yet.</p>
        <p>
          <Link href="/categories/shop-by-goal">Start shopping</Link>
        </p>
      </div>
    );
  }
  return (
    <table className={styles.table}>
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
            <th scope="row">
              <Link href={`/account/orders/${order.id}`}>#{order.id}</Link>
            </th>
            <td>{formatOrderDate(order.createdAt)}</td>
            <td>{order.status}</td>
            <td className={styles.number}>{order.itemCount}</td>
            <td className={styles.number}>{formatCents(order.totalCents)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
