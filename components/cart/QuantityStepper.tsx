import { useEffect, useEffectEvent, useId, useRef, useState, type FormEvent } from 'react';
import { useFormFlash } from '@/hooks/use-form-flash';
import { useHydrated } from '@/hooks/use-hydrated';
import { useLineRefusal } from '@/hooks/use-line-refusal';
import { CommerceError } from '@/lib/commerce/errors';
import { CART_QUANTITY_MAX } from '@/lib/commerce/cart-limits';
import { CART_URL } from '@/lib/commerce/cart-cookie';
import type { CartLineItem } from '@/lib/commerce/types';
import styles from './Cart.module.css';

/** The cart line a stepper changes: what its form posts besides the quantity. */
type StepperLine = Pick<CartLineItem, 'id' | 'productId' | 'variantId'>;

interface Props {
  line: StepperLine;
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
  /** Sends a pending change now (Enter in the field). */
  onFlush?: () => void;
}

/** The form id of a line's quantity form: the flash of a refused post names it, to come back beside its field. */
export function quantityFormId(lineId: string): string {
  return `cart-line-${lineId}`;
}

/**
 * A cart line's quantity: a form that posts the new quantity to the cart API (PUT), so it works without JavaScript
 * (with the line's 'Update' button, CartLine.tsx) and before hydration (Enter); a refused post comes back with its
 * message and the typed value. Once the page has hydrated, − and + appear, and quick changes accumulate locally and
 * are sent once (debounced by the update hook); 0 removes the line (min 0, max 9999).
 */
export default function QuantityStepper({ line, quantity, name, disabled = false, onChange, onFlush }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  const formId = quantityFormId(line.id);
  const flash = useFormFlash(formId);
  const hydrated = useHydrated();
  const [draft, setDraft] = useState(() => flash?.values['item.quantity'] ?? String(quantity));
  const [synced, setSynced] = useState(quantity);
  const [error, setError] = useState<string | null>(() => flash?.errors[0]?.message ?? null);
  const refusal = useLineRefusal(line.id);

  // The cart changed (an answer from the server, or another view of the same line): show its quantity.
  if (synced !== quantity) {
    setSynced(quantity);
    setDraft(String(quantity));
  }

  const send = (value: number) => {
    setError(null);
    onChange(value).catch((reason: unknown) => {
      setError(refusal(reason, `We couldn't change the quantity of ${name}. Please try again.`));
      // A rejected change (stock, limits) puts back what the cart holds; a mistyped value stays for fixing.
      if (!(reason instanceof CommerceError && reason.code === 'invalid_input')) setDraft(String(quantity));
    });
  };

  const type = (value: string) => {
    setDraft(value);
    if (value.trim() === '') return;
    send(Number(value));
  };

  // A quantity typed before the page hydrated: React kept it in the field (it does not reset a field it hydrates),
  // and it is the shopper's change, sent now.
  const field = useRef<HTMLInputElement>(null);
  const typedEarly = useEffectEvent(() => {
    const typed = field.current?.value;
    if (typed !== undefined && typed !== draft) type(typed);
  });
  useEffect(() => typedEarly(), []);

  const current = Number.parseInt(draft, 10);
  const base = Number.isNaN(current) ? quantity : current;

  const step = (delta: number) => {
    const next = Math.min(CART_QUANTITY_MAX, Math.max(0, base + delta));
    setDraft(String(next));
    send(next);
  };

  // Enter in the field once hydrated: the change typed so far goes now, without leaving the page.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onFlush?.();
  };

  return (
    <form id={formId} method="post" action={CART_URL} onSubmit={submit} className={styles.quantityForm}>
      <input type="hidden" name="_method" value="PUT" />
      <input type="hidden" name="_form" value={formId} />
      <input type="hidden" name="itemId" value={line.id} />
      <input type="hidden" name="item.productId" value={line.productId} />
      <input type="hidden" name="item.variantId" value={line.variantId} />
      <div className={styles.stepper} data-hydrated={hydrated}>
        <button
          type="button"
          onClick={() => step(-1)}
          disabled={disabled || base <= 0}
          aria-label={`Decrease quantity of ${name}`}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          ref={field}
          id={id}
          name="item.quantity"
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
          onChange={(event) => type(event.target.value)}
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
    </form>
  );
}
