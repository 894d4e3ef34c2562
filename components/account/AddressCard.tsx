import Link from 'next/link';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import PostFields from '@/components/forms/PostFields';
import { useRemoveAddress } from '@/hooks/use-remove-address';
import type { WireAddress } from '@/lib/accounts/address-wire';
import { refusalMessage } from '@/lib/http/error-message';
import { townLine } from '@/lib/format/address';
import styles from './Account.module.css';

/**
 * One saved address: name, address lines, company, city, state/province, postal code (one town line, as checkout
 * writes it), country, then Edit and Delete. Delete asks first: it opens (a native disclosure, so before and
 * without JavaScript too) "Delete this address?" with the button that deletes, and turns into Cancel, which closes
 * it again (so does Escape, once the script runs). The button is a form posting to the address route (DELETE
 * through `_method`); it is disabled while it runs. On success the list is refetched, the card goes away and
 * `onRemoved` runs; on a failure the button is enabled again and `onRefused` gets the shop's reason (after a 404, the
 * address already deleted elsewhere, the list was refetched and the card goes).
 */
const DELETE_FAILED = 'We could not delete this address just now. Please try again.';

export default function AddressCard({
  address,
  onRemoved,
  onRefused,
}: {
  address: WireAddress;
  onRemoved?: (summary: string) => void;
  onRefused?: (message: string) => void;
}) {
  const removeAddress = useRemoveAddress();
  const [deleting, setDeleting] = useState(false);
  const summary = [address.address1, address.city].filter(Boolean).join(', ');

  async function remove(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setDeleting(true);
    try {
      await removeAddress({ id: address.id });
      onRemoved?.(summary);
    } catch (caught) {
      setDeleting(false);
      onRefused?.(refusalMessage(caught, DELETE_FAILED));
    }
  }

  function closeOnEscape(event: KeyboardEvent<HTMLDetailsElement>) {
    if (event.key !== 'Escape' || !event.currentTarget.open) return;
    event.currentTarget.open = false;
    event.currentTarget.querySelector('summary')?.focus();
  }

  return (
    <li className={styles.card}>
      <address>
        <span className={styles.name}>
          {address.first_name} {address.last_name}
        </span>
        <br />
        {address.address1}
        {address.address2 && (
          <>
            <br />
            {address.address2}
          </>
        )}
        {address.company && (
          <>
            <br />
            {address.company}
          </>
        )}
        <br />
        {townLine(address.city, address.state_or_province, address.postal_code)}
        <br />
        {address.country}
      </address>
      <div className={styles.cardActions}>
        <Link
          href={`/account/edit-address?addressId=${address.id}`}
          className="button button-secondary"
          aria-label={`Edit ${summary}`}
        >
          Edit
        </Link>
        <details className={styles.confirm} onKeyDown={closeOnEscape}>
          <summary className="button button-secondary">
            <span className={styles.whenClosed}>
              Delete<span className="visually-hidden"> {summary}</span>
            </span>
            <span className={styles.whenOpen}>Cancel</span>
          </summary>
          <form method="post" action="/api/bigcommerce/address" onSubmit={remove}>
            <PostFields form={`delete-address-${address.id}`} method="DELETE" />
            <input type="hidden" name="id" value={address.id} />
            <p>Delete this address? This cannot be undone.</p>
            <button type="submit" className="button" disabled={deleting}>
              Yes, delete<span className="visually-hidden"> {summary}</span>
            </button>
          </form>
        </details>
      </div>
    </li>
  );
}
