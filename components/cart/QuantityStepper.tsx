import { useId, useState } from 'react';
import { CommerceError } from '@/lib/commerce/errors';
import { CART_QUANTITY_MAX } from '@/lib/commerce/cart-limits';
import styles from './Cart.module.css';

interface Props {
  /** The quantity the cart holds now. */
  quantity: number;
  /** What the quantity is of, for the labels: "Quantity of {name}". */
  name: string;
  disabled?: boolean;
  /**
   * Called on every change (typing, −, +). It is expected to be debounced (useUpdateItem sends one PUT 500 ms
   * after the last change); a rejection shows its message under the field.
   */
  onChange: (quantity: number) => Promise<unknown>;
}

/**
 * A quantity field with − and + buttons for a cart line. Quick changes accumulate locally and are sent once
 * (debounced by the update hook); 0 removes the line (spec §4, §9: min 0, max 9999).
 */
export default function QuantityStepper({ quantity, name, disabled = false, onChange }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  const [draft, setDraft] = useState(String(quantity));
  const [synced, setSynced] = useState(quantity);
  const [error, setError] = useState<string | null>(null);

  // The cart changed (an answer from the server, or another view of the same line): show its quantity.
  if (synced !== quantity) {
    setSynced(quantity);
    setDraft(String(quantity));
  }

  const send = (value: number) => {
    setError(null);
    onChange(value).catch((reason: unknown) => {
      setError(reason instanceof Error ? reason.message : 'We could not update the quantity.');
      // A rejected change (stock, limits) puts back what the cart holds; a mistyped value stays for fixing.
      if (!(reason instanceof CommerceError && reason.code === 'invalid_input')) setDraft(String(quantity));
    });
  };

  const current = Number.parseInt(draft, 10);
  const base = Number.isNaN(current) ? quantity : current;

  const step = (delta: number) => {
    const next = Math.min(CART_QUANTITY_MAX, Math.max(0, base + delta));
    setDraft(String(next));
    send(next);
  };

  return (
    <div>
      <div className={styles.stepper}>
        <button type="button" onClick={() => step(-1)} disabled={disabled || base <= 0} aria-label={`Decrease quantity of ${name}`}>
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={0}
          max={CART_QUANTITY_MAX}
          step={1}
          value={draft}
          disabled={disabled}
          aria-label={`Quantity of ${name}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            const value = event.target.value;
            setDraft(value);
            if (value.trim() === '') return;
            send(Number(value));
          }}
        />
        <button
          type="button"
          onClick={() => step(1)}
          disabled={disabled || base >= CART_QUANTITY_MAX}
          aria-label={`Increase quantity of ${name}`}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      {error && (
        <p id={errorId} className={styles.fieldError} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
