import type { ReactNode } from 'react';
import type { Cart } from '@/lib/commerce/types';
import { perMethod, type OrderTotals } from '@/lib/checkout/shipping';
import type { ShippingMethod } from '@/lib/commerce/types';
import ForShippingMethod from './ForShippingMethod';
import { formatCents } from '@/lib/format/money';
import DiscountLine from '@/components/cart/DiscountLine';
import { recipientLabel } from '@/lib/format/recipient';
import { giftCertificateLabel } from '@/lib/commerce/gift-certificate-rules';
import styles from './Checkout.module.css';

interface Props {
  cart: Cart;
  /** The totals for each shipping method (the figures shown are the chosen method's: ForShippingMethod). */
  totals: Record<ShippingMethod, OrderTotals>;
  chosen: ShippingMethod;
  /** False when the cart holds nothing to ship (gift certificates only). */
  needsShipping: boolean;
  /** Shown under the totals (the discount code form). */
  children?: ReactNode;
}

/**
 * The checkout's order summary: every line, subtotal, shipping, total and the GST it includes (1/11). These
 * figures are for the shopper; the server prices the order again from the catalogue when it is placed.
 */
export default function OrderSummary({ cart, totals: byShipping, chosen, needsShipping, children }: Props) {
  const totals = byShipping[chosen];
  const figure = (of: (totals: OrderTotals) => string) => <ForShippingMethod chosen={chosen} figures={perMethod((method) => of(byShipping[method]))} />;
  const lines = [...cart.lineItems.physicalItems, ...cart.lineItems.digitalItems];
  return (
    <section className={`${styles.panel} ${styles.summary}`} aria-labelledby="order-summary-heading">
      <h2 id="order-summary-heading">Order summary</h2>
      <ul className={styles.lines} aria-label="Items in your order">
        {lines.map((line) => (
          <li key={line.id} className={styles.line}>
            <span className={styles.lineName}>{line.name}</span>
            <span className={styles.lineMeta}>
              {line.options.map((option) => option.value).join(', ')}
              {line.options.length > 0 && ' · '}
              {line.quantity} × {formatCents(line.salePriceCents)}
            </span>
            <span className={styles.lineTotal}>{formatCents(line.extendedSalePriceCents)}</span>
          </li>
        ))}
        {cart.lineItems.giftCertificates.map((certificate) => (
          <li key={certificate.id} className={styles.line}>
            <span className={styles.lineName}>{certificate.name}</span>
            <span className={`${styles.lineMeta} ${styles.recipient}`}>Gift certificate for {recipientLabel(certificate.recipient)}</span>
            <span className={styles.lineTotal}>{formatCents(certificate.amountCents)}</span>
          </li>
        ))}
      </ul>
      <dl className={styles.totals}>
        <dt>Subtotal</dt>
        <dd data-testid="checkout-subtotal">{formatCents(totals.subtotalCents)}</dd>
        {(cart.discount || totals.discountCents > 0) && (
          <DiscountLine code={cart.discount?.code ?? null} amountCents={totals.discountCents} freeShipping={cart.discount?.freeShipping} />
        )}
        <dt>Shipping</dt>
        <dd data-testid="checkout-shipping">
          {!needsShipping ? 'None' : figure(({ shippingCents }) => (shippingCents === 0 ? 'Free' : formatCents(shippingCents)))}
        </dd>
        <dt className={styles.grandTotal}>Total</dt>
        <dd className={styles.grandTotal} data-testid="checkout-total">
          {figure(({ totalCents }) => formatCents(totalCents))}
        </dd>
        <dt className={styles.gst}>GST included</dt>
        <dd className={styles.gst} data-testid="checkout-gst">
          {figure(({ taxIncludedCents }) => formatCents(taxIncludedCents))}
        </dd>
        {cart.giftCertificate && (
          <>
            <dt>{giftCertificateLabel(cart.giftCertificate.last4)}</dt>
            <dd data-testid="checkout-gift-certificate">{figure(({ giftCertificateCents }) => `−${formatCents(giftCertificateCents)}`)}</dd>
            <dt className={styles.grandTotal}>To pay</dt>
            <dd className={styles.grandTotal} data-testid="checkout-amount-due">
              {figure(({ amountDueCents }) => formatCents(amountDueCents))}
            </dd>
          </>
        )}
      </dl>
      {children && <div className={styles.summaryExtra}>{children}</div>}
    </section>
  );
}
