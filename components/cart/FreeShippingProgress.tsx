import type { Cart } from '@/lib/commerce/types';
import { freeShippingBasisCents, freeShippingProgress, type ShippingRates } from '@/lib/checkout/shipping';
import { formatCents } from '@/lib/format/money';
import { useShippingRates } from '@/hooks/use-shipping-rates';
import styles from './Cart.module.css';

/**
 * "$X away from free shipping" with a bar, or "You've got free shipping", by the rule the checkout charges by
 * (the goods after any discount, gift certificates left out, against the configured threshold). Nothing for a cart with nothing to ship, or until
 * the rates are known (`rates`: those the server rendered the page with).
 */
export default function FreeShippingProgress({ cart, rates: known }: { cart: Cart; rates?: ShippingRates }) {
  const rates = useShippingRates(known);
  if (!rates || cart.lineItems.physicalItems.length === 0) return null;
  // A free-shipping code makes standard shipping free whatever the amount (lib/commerce/discount-rules.ts).
  const progress = cart.discount?.freeShipping ? { qualifies: true, remainingCents: 0, ratio: 1 } : freeShippingProgress(freeShippingBasisCents(cart), rates);
  return (
    <div className={styles.freeShipping} data-testid="free-shipping">
      <p aria-live="polite" className={progress.qualifies ? styles.freeShippingDone : undefined}>
        {progress.qualifies ? "You've got free shipping" : `${formatCents(progress.remainingCents)} away from free shipping`}
      </p>
      <progress className={styles.freeShippingBar} max={100} value={Math.round(progress.ratio * 100)} aria-hidden="true" />
    </div>
  );
}
