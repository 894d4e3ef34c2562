import Link from 'next/link';
import { useRouter } from 'next/router';
import { useEffect, useRef, useState } from 'react';
import { messages } from '@/lib/accounts/fields';
import { useAddresses } from '@/hooks/use-addresses';
import type { WireAddressPage } from '@/lib/accounts/address-wire';
import { ADDRESS_LIMIT_MESSAGE, addressBookFull } from '@/lib/commerce/address-limit';
import formStyles from '@/components/forms/Form.module.css';
import AddressCard from './AddressCard';
import styles from './Account.module.css';

/** The address book's page `page` (the first page is the bare address). */
export function addressesPageHref(page: number): string {
  return page > 1 ? `/account/addresses?page=${page}` : '/account/addresses';
}

/**
 * The customer's saved addresses, one page at a time (`?page=`), with Previous/Next links and 'Add an address' (at
 * the limit of saved addresses, the limit's message instead). Once an address is deleted in place, "Address
 * deleted." is shown and announced (as the page says after a delete without JavaScript) and focus moves to the count
 * above the list, since the card that held it is gone. A page left with no address while the book still
 * holds some (its last one deleted) gives way to the last page that has addresses, in place.
 */
export default function AddressList({ customerId, page, initial }: { customerId: number; page: number; initial: WireAddressPage | null }) {
  const router = useRouter();
  const { page: data, error } = useAddresses(customerId, page, initial);
  const [notice, setNotice] = useState('');
  const [refusal, setRefusal] = useState('');
  const countRef = useRef<HTMLParagraphElement>(null);
  // Each announcement names the address, so a second delete in a row changes the text and is announced too.
  function removed(summary: string) {
    setRefusal('');
    setNotice(`${messages.addressDeleted} (${summary})`);
    countRef.current?.focus();
  }
  const addresses = data?.addresses ?? [];
  const pages = data?.pagination.pages;
  const lastPage = data && addresses.length === 0 && data.pagination.total > 0 ? data.pagination.total_pages : null;
  useEffect(() => {
    if (lastPage !== null && lastPage !== page) void router.replace(addressesPageHref(lastPage), undefined, { shallow: true, scroll: false });
  }, [lastPage, page, router]);

  return (
    <>
      <div className={styles.toolbar}>
        <p ref={countRef} tabIndex={-1}>
          {data ? `${data.pagination.total} saved address${data.pagination.total === 1 ? '' : 'es'}` : error ? '' : 'Loading addresses…'}
        </p>
        {/* At the limit the book says so before any form is filled in; deleting one brings the link back. */}
        {data && addressBookFull(data.pagination.total) ? (
          <p className={styles.limit}>{ADDRESS_LIMIT_MESSAGE}</p>
        ) : (
          <Link href="/account/add-address" className="button">
            Add an address
          </Link>
        )}
      </div>
      {/* Shown once there is something to say: an earlier notice of the page ("Address saved.") may still be above. */}
      <p role="status" className={notice ? formStyles.notice : 'visually-hidden'}>
        {notice}
      </p>
      {/* A delete the shop refused says why (an address already deleted in another tab is gone from the list too). */}
      <p role="alert">{refusal}</p>
      {error && !data && <p role="alert">Your addresses could not be loaded. Please refresh the page.</p>}
      {data && data.pagination.total === 0 && (
        <p className={styles.empty}>You have no saved addresses yet. Add one to check out faster.</p>
      )}
      {addresses.length > 0 && (
        <ul className={styles.cards} aria-label="Saved addresses">
          {addresses.map((address) => (
            <AddressCard key={address.id} address={address} onRemoved={removed} onRefused={setRefusal} />
          ))}
        </ul>
      )}
      {data && data.pagination.total_pages > 1 && (
        <nav className={styles.pager} aria-label="Address pages">
          {pages?.previous ? <Link href={`/account/addresses?page=${pages.previous}`}>Previous page</Link> : null}
          <span>
            Page {pages?.current ?? page} of {data.pagination.total_pages}
          </span>
          {pages?.next ? <Link href={`/account/addresses?page=${pages.next}`}>Next page</Link> : null}
        </nav>
      )}
    </>
  );
}
