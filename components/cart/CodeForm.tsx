import { useEffect, useId, useImperativeHandle, useRef, useState, type FormEvent, type ReactNode, type Ref } from 'react';
import PostFields from '@/components/forms/PostFields';
import { focusIsLost } from '@/lib/browser/focus';
import type { Cart } from '@/lib/commerce/types';
import { refusalMessage } from '@/lib/http/error-message';
import { useCartMessage } from '@/hooks/use-cart-message';
import { useFormFlash } from '@/hooks/use-form-flash';
import styles from './Discount.module.css';

/** A code the shopper types to put on the cart (a discount code, a gift certificate to pay with), and takes off. */
export interface CodeKind {
  /** The form id a post of its own form comes back under (the form-post flash names it). */
  formId: string;
  /** The field's name, as the API reads it. */
  field: string;
  label: string;
  applyText: string;
  /** The API that applies (POST) and takes off (DELETE) the code. */
  action: string;
  maxLength: number;
  testId: string;
  failed: string;
  /** The code on the cart: its name for Remove's label and what the page shows of it (null: none). */
  applied: (cart: Cart) => { code: string; shown: ReactNode; removeLabel: string } | null;
  /** The status after an apply, from the cart answered. */
  appliedMessage: (cart: Cart | null) => string | null;
  /** The status after a Remove of `code`, from the cart answered (which may still carry another code). */
  removedMessage: (code: string, cart: Cart | null) => string;
  /** Why the shop took the code off (shown as the status). */
  notice?: (cart: Cart) => string | null;
  /** Apply and Remove with JavaScript; a refusal throws FetcherError with the reason. */
  actions: { apply: (code: string) => Promise<Cart | null>; remove: (code: string) => Promise<Cart | null> };
}

interface Props {
  kind: CodeKind;
  cart: Cart;
  /** Where a form post (no JavaScript) comes back to: the page showing the form (server-rendered, to read the flash). */
  returnTo: string;
  /**
   * The page's own form, whose values a post of the code must not lose (the checkout's): the field, Apply and Remove
   * then belong to it (`formId`, its `_form`; `formElementId`, its element), and Apply and Remove post it to the
   * cart API, which applies or takes off the code and brings the typed values back with the page.
   */
  within?: { formId: string; formElementId: string };
  ref?: Ref<CodeFormHandle>;
}

type Within = Props['within'];

/** What the page around the form may ask of it. */
export interface CodeFormHandle {
  /**
   * A code typed but not applied: says `message` under the field and takes the focus there, and answers true (the
   * page then holds what would have left the code behind). No code typed: answers false.
   */
  holdUnapplied(message: string): boolean;
}

/** What a submit button needs to post the page's form to the code's API instead of the form's own action. */
function postsWithin(within: Within, action: string) {
  return within ? { form: within.formElementId, formAction: action, formNoValidate: true } : {};
}

/**
 * The code's field with Apply, or the applied code with Remove. Both are real forms posting to the code's
 * API, so they work before hydration and without JavaScript (the answer is a 303 back to `returnTo` with the
 * message); with JavaScript the code is applied in place and every view of the totals updates from the answer.
 * A refusal is shown under the field, and the field keeps what was typed.
 */
export default function CodeForm({ kind, cart, returnTo, within, ref }: Props) {
  const { apply, remove } = kind.actions;
  // A post without JavaScript that was refused comes back with its message and what was typed.
  const posted = useFormFlash(within?.formId ?? kind.formId);
  const postedError = within ? posted?.errors.find((problem) => problem.field === kind.field) : posted?.errors[0];
  // A refusal, and a code applied or removed, belong to the cart they were made for: once the cart changes (a spend
  // minimum met or missed, the code taken off because the cart no longer meets it) they go.
  const [error, setError] = useCartMessage(cart, postedError?.message ?? null);
  const [status, setStatus] = useCartMessage(cart);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const applied = kind.applied(cart);

  const field = useRef<HTMLInputElement>(null);
  const removeButton = useRef<HTMLButtonElement>(null);
  // Apply and Remove are disabled while the answer comes, then give way to each other: the browser put the focus on
  // the page's body. Once answered, the control to go on from takes it: the field to correct a refused code or type
  // another, Remove once a code is on the cart (rendered when the answered cart reaches this form).
  const refocus = useRef<'field' | 'remove' | null>(null);
  useEffect(() => {
    const wanted = refocus.current;
    const target = wanted === 'field' ? field.current : wanted === 'remove' ? removeButton.current : null;
    if (busy || !target) return;
    refocus.current = null;
    if (focusIsLost()) target.focus();
  });
  useImperativeHandle(ref, () => ({
    holdUnapplied(message) {
      const input = field.current;
      if (!input || input.value.trim() === '') return false;
      setError(message);
      input.focus();
      return true;
    },
  }));
  // Within the page's form, its error summary links to the field by this id.
  const inputId = within ? `field-${kind.field}` : `${id}-code`;

  async function applyTyped() {
    if (busy || !field.current) return;
    // Read from the field itself: a code typed before hydration is the one used.
    const input = field.current;
    const code = input.value;
    setBusy(true);
    // Only the answer to this press is said: a status left from the press before would speak of another code.
    setError(null);
    setStatus(null);
    try {
      const next = await apply(code);
      input.value = '';
      refocus.current = 'remove';
      setStatus(kind.appliedMessage(next), next);
    } catch (problem) {
      refocus.current = 'field';
      setError(refusalMessage(problem, kind.failed));
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
    setStatus(null);
    try {
      const next = await remove(applied.code);
      // The cart answered may still carry a code (another tab put a different one on): Remove is then the control.
      refocus.current = next && kind.applied(next) ? 'remove' : 'field';
      setStatus(kind.removedMessage(applied.code, next), next);
    } catch (problem) {
      refocus.current = 'remove';
      setError(refusalMessage(problem, kind.failed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.discount} data-testid={kind.testId}>
      {applied ? (
        <RemoveForm kind={kind} within={within} returnTo={returnTo} code={applied.code} onSubmit={onRemove}>
          <p>{applied.shown}</p>
          <button
            ref={removeButton}
            type="submit"
            className={styles.remove}
            disabled={busy}
            aria-label={applied.removeLabel}
            {...(within ? { ...postsWithin(within, kind.action), name: '_method', value: 'DELETE', onClick: onRemove } : {})}
          >
            Remove
          </button>
        </RemoveForm>
      ) : (
        <ApplyForm kind={kind} within={within} returnTo={returnTo} onSubmit={onApply}>
          <label htmlFor={inputId}>{kind.label}</label>
          <div className={styles.row}>
            <input
              ref={field}
              id={inputId}
              name={kind.field}
              form={within?.formElementId}
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={kind.maxLength}
              defaultValue={posted?.values[kind.field] ?? ''}
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
              {...(within ? { ...postsWithin(within, kind.action), onClick: onApply } : {})}
            >
              {kind.applyText}
            </button>
          </div>
        </ApplyForm>
      )}
      <p id={`${id}-error`} role="alert" className={styles.error}>
        {error}
      </p>
      <p role="status" className={styles.status}>
        {kind.notice?.(cart) ?? status}
      </p>
    </div>
  );
}

/** The Apply field's own form, or (within the page's form, which its controls belong to) a plain group. */
function ApplyForm({ kind, within, returnTo, onSubmit, children }: Pick<Props, 'kind' | 'within' | 'returnTo'> & { onSubmit: (event: FormEvent<HTMLFormElement>) => void; children: ReactNode }) {
  if (within) return <div className={styles.form}>{children}</div>;
  return (
    <form method="post" action={kind.action} onSubmit={onSubmit} className={styles.form} noValidate>
      <PostFields form={kind.formId} returnTo={returnTo} />
      {children}
    </form>
  );
}

/**
 * Remove's own form, or (within the page's form) a plain group. There the page's form carries the field empty:
 * the cart API's DELETE takes the cart's code off when the body names the field, and the checkout,
 * which posts the same form, takes an empty one for no code typed.
 */
function RemoveForm({ kind, within, returnTo, code, onSubmit, children }: Pick<Props, 'kind' | 'within' | 'returnTo'> & { code: string; onSubmit: (event: FormEvent<HTMLFormElement>) => void; children: ReactNode }) {
  if (within) {
    return (
      <div className={styles.applied}>
        <input type="hidden" name={kind.field} value="" form={within.formElementId} />
        {children}
      </div>
    );
  }
  return (
    <form method="post" action={kind.action} onSubmit={onSubmit} className={styles.applied}>
      <PostFields form={kind.formId} method="DELETE" returnTo={returnTo} />
      <input type="hidden" name={kind.field} value={code} />
      {children}
    </form>
  );
}

