import type { Cart } from '@/lib/commerce/types';
import { formatCents, gstIncluded } from '@/lib/format/money';
import styles from './Cart.module.css';

/** Sub total, and on the cart page the GST it includes (1/11). */
export default function CartSummary({ cart, showGst = false }: { cart: Cart; showGst?: boolean }) {
  return (
    <dl className={styles.summary}>
      <dt>Sub total</dt>
      <dd data-testid="cart-subtotal">{formatCents(cart.cartAmountCents)}</dd>
      {showGst && (
        <>
          <dt className={styles.gst}>GST included</dt>
          <dd className={styles.gst} data-testid="cart-gst">
            {formatCents(gstIncluded(cart.cartAmountCents))}
          </dd>
        </>
      )}
    </dl>
  );
}
