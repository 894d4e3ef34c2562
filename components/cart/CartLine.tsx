import Link from 'next/link';
import SmartImage from '@/components/ui/SmartImage';
import { useLineRemoval } from '@/hooks/use-line-removal';
import { useRemoveItem } from '@/hooks/use-remove-item';
import { useUpdateItem } from '@/hooks/use-update-item';
import { lineLabel } from '@/lib/commerce/item-name';
import type { CartLineItem } from '@/lib/commerce/types';
import { withVariant } from '@/lib/commerce/variant-path';
import { formatCents } from '@/lib/format/money';
import QuantityStepper, { quantityFormId } from './QuantityStepper';
import RemoveLineForm from './RemoveLineForm';
import styles from './Cart.module.css';

/**
 * One cart line: image, name, options (e.g. Flavour, Package Size), a debounced quantity stepper, the line total and
 * Remove. One component per line, because the update hook is per line. Quantity and Remove are forms posting to the
 * cart API, so they work before and without JavaScript; once hydrated they send their requests themselves. Removing
 * sets the quantity to 0 (a pending quantity change is dropped), shows a loading indicator, and the cart refreshes
 * from the answer; a removal or a quantity change that fails says why beside the line.
 */
export default function CartLine({ line }: { line: CartLineItem }) {
  // The controls' names carry the line's options: two flavours of one product are two lines, told apart by ear too.
  const label = lineLabel(line.name, line.options);
  const updateItem = useUpdateItem(line);
  const removeItem = useRemoveItem();
  const removal = useLineRemoval({ id: line.id, name: label }, () => {
    updateItem.cancel();
    return removeItem({ id: line.id });
  });
  const { removing } = removal;

  return (
    <li className={styles.line} aria-busy={removing} data-testid="cart-line">
      {line.imageUrl ? (
        <SmartImage src={line.imageUrl} alt="" width={64} height={64} className={styles.lineImage} sizes="64px" />
      ) : (
        <span className={styles.lineImage} aria-hidden="true" />
      )}
      <div>
        <h3 className={styles.lineName}>{line.url ? <Link href={withVariant(line.url, line.variantId)}>{line.name}</Link> : line.name}</h3>
        {line.options.length > 0 && (
          <ul className={styles.options} aria-label={`Options of ${line.name}`}>
            {line.options.map((option) => (
              <li key={option.name}>
                {option.name}: {option.value}
              </li>
            ))}
          </ul>
        )}
        <div className={styles.lineControls}>
          <QuantityStepper
            line={line}
            quantity={removing ? 0 : line.quantity}
            name={label}
            disabled={removing}
            onChange={(quantity) => updateItem({ quantity })}
            onFlush={() => updateItem.flush()}
          />
          <RemoveLineForm name={label} field="itemId" id={line.id} removal={removal} />
          {/* The quantity form's submit for a page without JavaScript: placed after the line's other controls
              (`form` attribute), and shown only when scripts are off (Cart.module.css); with them, the stepper sends
              its changes itself (a quantity typed before hydration is sent once it has hydrated). */}
          <button type="submit" form={quantityFormId(line.id)} className={`button button-secondary ${styles.quantityUpdate}`} aria-label={`Update quantity of ${label}`}>
            Update
          </button>
        </div>
      </div>
      <p className={styles.linePrice}>
        {formatCents(line.extendedSalePriceCents)}
        {line.quantity > 1 && <span className={styles.unitPrice}>{formatCents(line.salePriceCents)} each</span>}
      </p>
    </li>
  );
}
