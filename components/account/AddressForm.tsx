import Link from 'next/link';
import { useRouter } from 'next/router';
import { useState } from 'react';
import AddressFields from '@/components/forms/AddressFields';
import PostForm from '@/components/forms/PostForm';
import styles from '@/components/forms/Form.module.css';
import { useSaveAddress } from '@/hooks/use-save-address';
import { addressSchema, emptyAddressValues, type AddressFormValues } from '@/lib/accounts/address-schema';
import { messages } from '@/lib/accounts/fields';
import { FetcherError } from '@/lib/http/fetcher';
import { leaveNoticeFor } from '@/lib/ui/next-page-notice';

const FALLBACK_ERROR = 'We could not save this address. Please try again.';

const ADDRESS_FORM = 'address';

const ADDRESSES_PAGE = '/account/addresses';

/**
 * Adds an address, or edits one when `addressId` is given; the same field rules as sign-up. Before or
 * without JavaScript it posts to the address route (PUT through `_method` for an edit), which goes on to the list;
 * by script it goes on to the list itself, which says 'Address saved.' either way.
 */
export default function AddressForm({ addressId, initialValues = emptyAddressValues }: { addressId?: number; initialValues?: AddressFormValues }) {
  const save = useSaveAddress();
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);

  async function submit(values: AddressFormValues) {
    setError(null);
    try {
      await save(values, addressId);
    } catch (caught) {
      setError(caught instanceof FetcherError ? (caught.errors[0]?.message ?? FALLBACK_ERROR) : FALLBACK_ERROR);
      return;
    }
    // The list says so, as it does after a post without JavaScript.
    leaveNoticeFor(ADDRESSES_PAGE, messages.addressSaved);
    await router.push(ADDRESSES_PAGE);
  }

  return (
    <PostForm<AddressFormValues>
      id={ADDRESS_FORM}
      action="/api/bigcommerce/address"
      method={addressId ? 'PUT' : undefined}
      label={addressId ? 'Edit address' : 'Add an address'}
      initialValues={initialValues}
      validationSchema={addressSchema}
      onSubmit={submit}
    >
      {({ isSubmitting }) => (
        <>
          {addressId && <input type="hidden" name="id" value={addressId} />}
          {error && (
            <p role="alert" className={styles.alert}>
              {error}
            </p>
          )}
          <AddressFields />
          <div className={styles.actions}>
            <button type="submit" className="button" disabled={isSubmitting}>
              {addressId ? 'Save address' : 'Add address'}
            </button>
            <Link href="/account/addresses">Cancel</Link>
          </div>
        </>
      )}
    </PostForm>
  );
}
