import { useId } from 'react';
import type { LineRemoval } from '@/hooks/use-line-removal';
import { CART_URL } from '@/lib/commerce/cart-cookie';
import styles from './Cart.module.css';

interface Props {
  /** What the line is, for the labels: "Remove {name}". */
  name: string;
  /** The field the cart API removes the line by, and the line's id. */
  field: 'itemId' | 'giftCertificateId';
  id: string;
  removal: LineRemoval;
}

/**
 * A cart line's Remove: a form posting DELETE to the cart API (before and without JavaScript, the page comes back
 * with the cart as it is then, or the reason it could not be done); once hydrated it sends the request itself
 * (useLineRemoval), with a spinner while it is out and the reason beneath the line when it fails.
 */
export default function RemoveLineForm({ name, field, id, removal }: Props) {
  const errorId = useId();
  return (
    <>
      <form method="post" action={CART_URL} onSubmit={removal.submit} className={styles.removeForm}>
        <input type="hidden" name="_method" value="DELETE" />
        <input type="hidden" name={field} value={id} />
        <button
          type="submit"
          className={styles.linkButton}
          disabled={removal.removing}
          aria-label={`Remove ${name}`}
          aria-describedby={removal.error ? errorId : undefined}
        >
          Remove
        </button>
      </form>
      {removal.removing && (
        <span role="status">
          <span className={styles.spinner} aria-hidden="true" /> <span className="visually-hidden">Removing {name}</span>
        </span>
      )}
      {removal.error && (
        <p id={errorId} className={styles.fieldError} role="alert">
          {removal.error}
        </p>
      )}
    </>
  );
}
