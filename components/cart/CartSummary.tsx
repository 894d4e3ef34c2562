import { giftCertificateLabel } from '@/lib/commerce/gift-certificate-rules';
import type { Cart } from '@/lib/commerce/types';
import { formatCents } from '@/lib/format/money';
import { cartTaxIncludedCents } from '@/lib/checkout/shipping';
import DiscountLine from './DiscountLine';
import styles from './Cart.module.css';

/**
 * Sub total (with a discount code: the items, the discount, then the sub total), on the cart page the GST it includes
 * (1/11 of the goods; gift certificates carry none), and the gift certificate applied at checkout, which pays there
 * (after shipping is chosen) up to its balance.
 */
export default function CartSummary({ cart, showGst = false }: { cart: Cart; showGst?: boolean }) {
  return (
    <>
      <dl className={styles.summary}>
        {cart.discount && (
          <>
            <dt>Items</dt>
            <dd data-testid="cart-items-total">{formatCents(cart.baseAmountCents)}</dd>
            <DiscountLine code={cart.discount.code} amountCents={cart.discountAmountCents} freeShipping={cart.discount.freeShipping} />
          </>
        )}
        <dt>Sub total</dt>
        <dd data-testid="cart-subtotal">{formatCents(cart.cartAmountCents)}</dd>
        {showGst && (
          <>
            <dt className={styles.quiet}>GST included</dt>
            <dd className={styles.quiet} data-testid="cart-gst">
              {formatCents(cartTaxIncludedCents(cart))}
            </dd>
          </>
        )}
      </dl>
      {cart.giftCertificate && (
        <p className={styles.summaryNote} data-testid="cart-gift-certificate">
          {giftCertificateLabel(cart.giftCertificate.last4)} is applied: it pays up to {formatCents(cart.giftCertificate.balanceCents)} at checkout.
        </p>
      )}
    </>
  );
}
