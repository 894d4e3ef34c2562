import { useHydrated } from '@/hooks/use-hydrated';
import { SHIPPING_LABELS, SHIPPING_METHODS } from '@/lib/checkout/shipping';
import type { ShippingMethod } from '@/lib/commerce/types';
import styles from './Checkout.module.css';

/**
 * A figure that depends on the shipping method (the shipping charge, the order total, its GST), always for the method
 * chosen in the page. Once React runs, the figure for Formik's method. Before that, or without JavaScript, a choice
 * made in the page reaches no script: every method's figure is in the HTML and CSS shows the one whose radio is
 * checked (Checkout.module.css, `:has`), so the figure is never that of a method not chosen. The hydrated render
 * shows the very same text, so nothing moves. A browser without `:has` shows each figure with its method's name.
 */
export default function ForShippingMethod({ figures, chosen }: { figures: Record<ShippingMethod, string>; chosen: ShippingMethod }) {
  const hydrated = useHydrated();
  if (hydrated || SHIPPING_METHODS.every((method) => figures[method] === figures[chosen])) return <>{figures[chosen]}</>;
  return (
    <>
      {SHIPPING_METHODS.map((method) => (
        <span key={method} className={styles.forMethod} data-shipping-method={method} data-chosen={method === chosen || undefined}>
          <span className={styles.forMethodLabel}>{SHIPPING_LABELS[method]}: </span>
          {figures[method]}
        </span>
      ))}
    </>
  );
}
