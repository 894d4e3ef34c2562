import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import SmartImage from '@/components/ui/SmartImage';
import { useRemoveItem } from '@/hooks/use-remove-item';
import { useUpdateItem } from '@/hooks/use-update-item';
import { CART_URL } from '@/lib/commerce/cart-cookie';
import type { CartLineItem } from '@/lib/commerce/types';
import { formatCents } from '@/lib/format/money';
import QuantityStepper, { quantityFormId } from './QuantityStepper';
import styles from './Cart.module.css';

/**
 * One cart line: image, name, options (e.g. Flavour, Package Size), a debounced quantity stepper, the line total and
 * Remove. One component per line, because the update hook is per line. Quantity and Remove are forms posting to the
 * cart API, so they work before and without JavaScript; once hydrated they send their requests themselves. Removing
 * sets the quantity to 0 (a pending quantity change is dropped), shows a loading indicator, and the cart refreshes
 * from the answer; a failure is only logged.
 */
export default function CartLine({ line }: { line: CartLineItem }) {
  const updateItem = useUpdateItem(line);
  const removeItem = useRemoveItem();
  const [removing, setRemoving] = useState(false);

  const remove = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    updateItem.cancel();
    setRemoving(true);
    try {
      await removeItem({ id: line.id });
    } catch (error) {
      console.error('Could not remove the cart line', error);
      setRemoving(false);
    }
  };

  return (
    <li className={styles.line} aria-busy={removing} data-testid="cart-line">
      {line.imageUrl ? (
        <SmartImage src={line.imageUrl} alt="" width={64} height={64} className={styles.lineImage} sizes="64px" />
      ) : (
        <span className={styles.lineImage} aria-hidden="true" />
      )}
      <div>
        <h3 className={styles.lineName}>{line.url ? <Link href={line.url}>{line.name}</Link> : line.name}</h3>
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
            name={line.name}
            disabled={removing}
            onChange={(quantity) => updateItem({ quantity })}
            onFlush={() => updateItem.flush()}
          />
          <form method="post" action={CART_URL} onSubmit={remove} className={styles.removeForm}>
            <input type="hidden" name="_method" value="DELETE" />
            <input type="hidden" name="itemId" value={line.id} />
            <button type="submit" className={styles.linkButton} disabled={removing} aria-label={`Remove ${line.name}`}>
              Remove
            </button>
          </form>
          {/* The quantity form's submit for a page without JavaScript: placed after the line's other controls
              (`form` attribute), and shown only when scripts are off (Cart.module.css); with them, the stepper sends
              its changes itself (a quantity typed before hydration is sent once it has hydrated). */}
          <button type="submit" form={quantityFormId(line.id)} className={`button button-secondary ${styles.quantityUpdate}`} aria-label={`Update quantity of ${line.name}`}>
            Update
          </button>
          {removing && (
            <span role="status">
              <span className={styles.spinner} aria-hidden="true" /> <span className="visually-hidden">Removing {line.name}</span>
            </span>
          )}
        </div>
      </div>
      <p className={styles.linePrice}>
        {formatCents(line.extendedSalePriceCents)}
        {line.quantity > 1 && <span className={styles.unitPrice}>{formatCents(line.salePriceCents)} each</span>}
      </p>
    </li>
  );
}
