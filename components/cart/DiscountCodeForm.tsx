import { memo, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import PostFields from '@/components/forms/PostFields';
import { CART_URL } from '@/lib/commerce/cart-cookie';
import { DISCOUNT_CODE_MAX_LENGTH } from '@/lib/commerce/discount-rules';
import type { Cart } from '@/lib/commerce/types';
import { refusalMessage } from '@/lib/http/error-message';
import { useCartMessage } from '@/hooks/use-cart-message';
import { useDiscountCode } from '@/hooks/use-discount-code';
import { useFormFlash } from '@/hooks/use-form-flash';
import styles from './Discount.module.css';

/** The form id a posted discount code comes back under (the form-post flash names it). */
const DISCOUNT_FORM_ID = 'discount-code';
const FAILED = "We couldn't check that code just now. Please try again.";

interface Props {
  cart: Cart;
  /** Where a form post (no JavaScript) comes back to: the page showing the form (server-rendered, to read the flash). */
  returnTo: string;
  /**
   * The page's own form, whose values a post of the code must not lose (the checkout's): the field, Apply and Remove
   * then belong to it (`formId`, its `_form`; `formElementId`, its element), and Apply and Remove post it to the
   * cart API, which applies or takes off the code and brings the typed values back with the page.
   */
  within?: { formId: string; formElementId: string };
}

type Within = Props['within'];

/** What a submit button needs to post the page's form to the cart API instead of the form's own action. */
function postsWithin(within: Within) {
  return within ? { form: within.formElementId, formAction: CART_URL, formNoValidate: true } : {};
}

/**
 * The "Discount code" field with Apply, or the applied code with Remove. Both are real forms posting to the cart
 * API, so they work before hydration and without JavaScript (the answer is a 303 back to `returnTo` with the
 * message); with JavaScript the code is applied in place and every view of the totals updates from the answer.
 * A refusal is shown under the field, and the field keeps what was typed.
 */
function DiscountCodeForm({ cart, returnTo, within }: Props) {
  const { apply, remove } = useDiscountCode();
  // A post without JavaScript that was refused comes back with its message and what was typed.
  const posted = useFormFlash(within?.formId ?? DISCOUNT_FORM_ID);
  const postedError = within ? posted?.errors.find((problem) => problem.field === 'discountCode') : posted?.errors[0];
  // A refusal, and a code applied or removed, belong to the cart they were made for: once the cart changes (a spend
  // minimum met or missed, the code taken off because the cart no longer meets it) they go.
  const [error, setError] = useCartMessage(cart, postedError?.message ?? null);
  const [status, setStatus] = useCartMessage(cart);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const applied = cart.discount ?? null;

  const field = useRef<HTMLInputElement>(null);
  // Within the page's form, its error summary links to the field by this id.
  const inputId = within ? 'field-discountCode' : `${id}-code`;

  async function applyTyped() {
    if (busy || !field.current) return;
    // Read from the field itself: a code typed before hydration is the one used.
    const input = field.current;
    const code = input.value;
    setBusy(true);
    setError(null);
    try {
      const next = await apply(code);
      input.value = '';
      setStatus(next?.discount ? `${next.discount.code} applied: ${next.discount.description}.` : null, next);
    } catch (problem) {
      setError(refusalMessage(problem, FAILED));
    } finally {
      setBusy(false);
    }
  }

  function onApply(event: { preventDefault(): void }) {
    event.preventDefault();
    void applyTyped();
  }

  async function onRemove(event: { preventDefault(): void }) {
    event.preventDefault();
    if (busy || !applied) return;
    setBusy(true);
    setError(null);
    try {
      const next = await remove(applied.code);
      setStatus(`${applied.code} removed.`, next);
    } catch (problem) {
      setError(refusalMessage(problem, FAILED));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.discount} data-testid="discount-code">
      {applied ? (
        <RemoveForm within={within} returnTo={returnTo} code={applied.code} onSubmit={onRemove}>
          <p>
            <span className={styles.code}>{applied.code}</span> <span>{applied.description}</span>
          </p>
          <button
            type="submit"
            className={styles.remove}
            disabled={busy}
            aria-label={`Remove discount code ${applied.code}`}
            {...(within ? { ...postsWithin(within), name: '_method', value: 'DELETE', onClick: onRemove } : {})}
          >
            Remove
          </button>
        </RemoveForm>
      ) : (
        <ApplyForm within={within} returnTo={returnTo} onSubmit={onApply}>
          <label htmlFor={inputId}>Discount code</label>
          <div className={styles.row}>
            <input
              ref={field}
              id={inputId}
              name="discountCode"
              form={within?.formElementId}
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={DISCOUNT_CODE_MAX_LENGTH}
              defaultValue={posted?.values.discountCode ?? ''}
              // Enter applies the code (in the page's form it would submit that form instead).
              onKeyDown={within ? (event) => event.key === 'Enter' && onApply(event) : undefined}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
            <button
              type="submit"
              className="button"
              disabled={busy}
              aria-busy={busy || undefined}
              {...(within ? { ...postsWithin(within), onClick: onApply } : {})}
            >
              Apply
            </button>
          </div>
        </ApplyForm>
      )}
      <p id={`${id}-error`} role="alert" className={styles.error}>
        {error}
      </p>
      <p role="status" className={styles.status}>
        {cart.discountNotice ?? status}
      </p>
    </div>
  );
}

/** The Apply field's own form, or (within the page's form, which its controls belong to) a plain group. */
function ApplyForm({ within, returnTo, onSubmit, children }: Pick<Props, 'within' | 'returnTo'> & { onSubmit: (event: FormEvent<HTMLFormElement>) => void; children: ReactNode }) {
  if (within) return <div className={styles.form}>{children}</div>;
  return (
    <form method="post" action={CART_URL} onSubmit={onSubmit} className={styles.form} noValidate>
      <PostFields form={DISCOUNT_FORM_ID} returnTo={returnTo} />
      {children}
    </form>
  );
}

/**
 * Remove's own form, or (within the page's form) a plain group. There the page's form carries an empty
 * `discountCode`: the cart API's DELETE takes the cart's code off when the body names the field, and the checkout,
 * which posts the same form, takes an empty one for no code typed.
 */
function RemoveForm({ within, returnTo, code, onSubmit, children }: Pick<Props, 'within' | 'returnTo'> & { code: string; onSubmit: (event: FormEvent<HTMLFormElement>) => void; children: ReactNode }) {
  if (within) {
    return (
      <div className={styles.applied}>
        <input type="hidden" name="discountCode" value="" form={within.formElementId} />
        {children}
      </div>
    );
  }
  return (
    <form method="post" action={CART_URL} onSubmit={onSubmit} className={styles.applied}>
      <PostFields form={DISCOUNT_FORM_ID} method="DELETE" returnTo={returnTo} />
      <input type="hidden" name="discountCode" value={code} />
      {children}
    </form>
  );
}

/** Memoised: the checkout renders it inside its form's render function, which runs on every keystroke. */
export default memo(DiscountCodeForm);
