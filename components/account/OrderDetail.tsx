import type { Order } from '@/lib/commerce/types';
import { formatCents } from '@/lib/format/money';
import { formatOrderDate, itemCount } from './format';
import styles from './Account.module.css';

/** One order: summary, lines, totals (GST included) and the shipping address. */
export default function OrderDetail({ order }: { order: Order }) {
  const address = order.shippingAddress;
  return (
    <>
      <dl className={styles.summary}>
        <dt>Placed</dt>
        <dd>{formatOrderDate(order.createdAt)}</dd>
        <dt>Status</dt>
        <dd>{order.status}</dd>
        <dt>Items</dt>
        <dd>{itemCount(order.lines)}</dd>
        <dt>Shipping</dt>
        <dd>{order.shippingMethod}</dd>
      </dl>
      <table className={styles.table}>
        <caption>Items in this order</caption>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col" className={styles.number}>
              Quantity
            </th>
            <th scope="col" className={styles.number}>
              Price
            </th>
            <th scope="col" className={styles.number}>
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line, index) => (
            <tr key={`${line.variantId}-${index}`}>
              <th scope="row">
                {line.name}
                {line.options.length > 0 && <> ({line.options.map((option) => `${option.name}: ${option.value}`).join(', ')})</>}
              </th>
              <td className={styles.number}>{line.quantity}</td>
              <td className={styles.number}>{formatCents(line.unitPriceCents)}</td>
              <td className={styles.number}>{formatCents(line.totalCents)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              Subtotal
            </th>
            <td className={styles.number}>{formatCents(order.subtotalCents)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={3}>
              Shipping
            </th>
            <td className={styles.number}>{formatCents(order.shippingCents)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={3}>
              Total (includes {formatCents(order.taxIncludedCents)} GST)
            </th>
            <td className={styles.number}>{formatCents(order.totalCents)}</td>
          </tr>
        </tfoot>
      </table>
      <h2>Shipping address</h2>
      <address className={styles.card}>
        {address.firstName} {address.lastName}
        <br />
        {address.address1}
        {address.address2 && (
          <>
            <br />
            {address.address2}
          </>
        )}
        {address.company && (
          <>
            <br />
            {address.company}
          </>
        )}
        <br />
        {address.city}
        {address.stateOrProvince && <>, {address.stateOrProvince}</>} {address.postalCode}
        <br />
        {address.countryCode === 'NZ' ? 'New Zealand' : 'Australia'}
      </address>
    </>
  );
}
