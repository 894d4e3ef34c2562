import Link from 'next/link';
import type { OrderPage } from '@/lib/commerce/types';
import OrdersTable from './OrdersTable';
import styles from './Account.module.css';

const pageHref = (page: number) => (page <= 1 ? '/account/orders' : `/account/orders?page=${page}`);

/**
 * One page of the customer's orders with Newer/Older links. The hosted store names no total, so there is no
 * "of N": a page past the last order says so and links back to the newest (the browser's Back returns to the
 * page before).
 */
export default function OrderHistory({ orders }: { orders: OrderPage }) {
  const { page, items, hasNextPage } = orders;
  const pastTheEnd = page > 1 && items.length === 0;
  return (
    <>
      {pastTheEnd ? (
        <div className={styles.empty}>
          <p>There are no older orders.</p>
          <p>
            <Link href={pageHref(1)} className="link-row">Back to your latest orders</Link>
          </p>
        </div>
      ) : (
        <OrdersTable orders={items} />
      )}
      {!pastTheEnd && (page > 1 || hasNextPage) && (
        <nav className={styles.pager} aria-label="Order pages">
          {page > 1 ? <Link href={pageHref(page - 1)}>Newer orders</Link> : null}
          <span>Page {page}</span>
          {hasNextPage ? <Link href={pageHref(page + 1)}>Older orders</Link> : null}
        </nav>
      )}
    </>
  );
}
