import { Field } from 'formik';
import { qualifiesForFreeShipping, shippingCents, type ShippingRates } from '@/lib/checkout/shipping';
import { formatCents } from '@/lib/format/money';
import styles from './Checkout.module.css';

interface Props {
  rates: ShippingRates;
  subtotalCents: number;
  /** A free-shipping discount code is on the cart: standard shipping is free whatever the amount. */
  freeStandard?: boolean;
}

function price(cents: number): string {
  return cents === 0 ? 'Free' : formatCents(cents);
}

/**
 * Standard (flat rate, free at or over the threshold) or express (flat rate + $10, never free). Asked only of an
 * order with something to ship.
 */
export default function ShippingMethodChoice({ rates, subtotalCents, freeStandard = false }: Props) {
  const free = freeStandard || qualifiesForFreeShipping(subtotalCents, rates);
  return (
    <fieldset className={styles.section}>
      <legend>Shipping method</legend>
      <div className={styles.choices}>
        <label className={styles.choice}>
          <Field type="radio" name="shippingMethod" value="standard" aria-describedby="shipping-standard-hint" />
          <span>
            <span className={styles.choiceTitle}>
              <span>Standard shipping</span>
              <span>{price(free ? 0 : shippingCents('standard', subtotalCents, rates))}</span>
            </span>
            <span id="shipping-standard-hint" className={styles.choiceHint}>
              {freeStandard
                ? 'Free with your discount code. 2–6 business days.'
                : free
                ? `Your order qualifies for free standard shipping (orders of ${formatCents(rates.freeOverCents)} or more).`
                : `Flat rate ${formatCents(rates.flatRateCents)}. Free on orders of ${formatCents(rates.freeOverCents)} or more. 2–6 business days.`}
            </span>
          </span>
        </label>
        <label className={styles.choice}>
          <Field type="radio" name="shippingMethod" value="express" aria-describedby="shipping-express-hint" />
          <span>
            <span className={styles.choiceTitle}>
              <span>Express shipping</span>
              <span>{price(shippingCents('express', subtotalCents, rates))}</span>
            </span>
            <span id="shipping-express-hint" className={styles.choiceHint}>
              1–2 business days. Free shipping offers do not apply.
            </span>
          </span>
        </label>
      </div>
    </fieldset>
  );
}
