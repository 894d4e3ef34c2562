import { NO_SHIPPING_LABEL } from '@/lib/checkout/shipping';
import { giftCertificateLabel } from '@/lib/commerce/gift-certificate-rules';
import type { Order } from '@/lib/commerce/types';
import { formatCents } from '@/lib/format/money';
import DiscountLine from '@/components/cart/DiscountLine';
import AddressText from './AddressText';
import styles from './Checkout.module.css';

/** "2 Dec 2026, 4:39 pm AEDT": the shop's time, named, since a shopper in Perth or Auckland reads it too. */
function orderDate(iso: string): string {
  return new Date(iso).toLocaleString('en-AU', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short', timeZone: 'Australia/Sydney' });
}

/** Whether an order had nothing to ship (gift certificates only). */
export function shipsNothing(order: Pick<Order, 'shippingMethod'>): boolean {
  return order.shippingMethod === NO_SHIPPING_LABEL;
}

/** A placed order: number, date, status, email, every item, totals with the GST included, and the address. */
export default function OrderReceipt({ order }: { order: Order }) {
  const nothingShipped = shipsNothing(order);
  return (
    <div className={styles.receipt}>
      <dl className={styles.facts}>
        <dt>Order number</dt>
        <dd data-testid="order-number">#{order.id}</dd>
        <dt>Placed</dt>
        <dd>
          {/* Server and browser may format dates with slightly different spaces: the text is not a mismatch. */}
          <time dateTime={order.createdAt} suppressHydrationWarning>
            {orderDate(order.createdAt)}
          </time>
        </dd>
        <dt>Status</dt>
        <dd>{order.status}</dd>
        <dt>Email</dt>
        <dd>{order.email}</dd>
        <dt>Shipping</dt>
        <dd>{order.shippingMethod}</dd>
      </dl>
      <table className={styles.table}>
        <caption>Items in this order</caption>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col" className={styles.number}>
              <span aria-hidden="true">Qty</span>
              <span className="visually-hidden">Quantity</span>
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
          {(order.discountCode || (order.discountCents ?? 0) > 0) && (
            <DiscountLine
              code={order.discountCode ?? null}
              amountCents={order.discountCents ?? 0}
              // A code that took nothing off the goods gave free shipping (the shipping line shows it).
              freeShipping={Boolean(order.discountCode) && !order.discountCents}
              as="row"
              labelSpan={3}
              valueClassName={styles.number}
            />
          )}
          <tr>
            <th scope="row" colSpan={3}>
              Shipping
            </th>
            <td className={styles.number}>{nothingShipped ? 'None' : order.shippingCents === 0 ? 'Free' : formatCents(order.shippingCents)}</td>
          </tr>
          <tr>
            <th scope="row" colSpan={3}>
              Total
            </th>
            <td className={styles.number} data-testid="order-total">
              {formatCents(order.totalCents)}
            </td>
          </tr>
          {order.giftCertificateLast4 && (order.giftCertificateCents ?? 0) > 0 && (
            <>
              <tr>
                <th scope="row" colSpan={3}>
                  {giftCertificateLabel(order.giftCertificateLast4)}
                </th>
                <td className={styles.number} data-testid="order-gift-certificate">
                  −{formatCents(order.giftCertificateCents ?? 0)}
                </td>
              </tr>
              <tr>
                <th scope="row" colSpan={3}>
                  To pay
                </th>
                <td className={styles.number} data-testid="order-amount-due">
                  {formatCents(order.totalCents - (order.giftCertificateCents ?? 0))}
                </td>
              </tr>
            </>
          )}
          <tr>
            <th scope="row" colSpan={3}>
              GST included
            </th>
            <td className={styles.number}>{formatCents(order.taxIncludedCents)}</td>
          </tr>
        </tfoot>
      </table>
      <section aria-labelledby="shipping-address-heading">
        <h2 id="shipping-address-heading">{nothingShipped ? 'Your details' : 'Shipping address'}</h2>
        <AddressText address={order.shippingAddress} />
      </section>
    </div>
  );
}
