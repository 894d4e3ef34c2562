import { Form, Formik } from 'formik';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useState } from 'react';
import AddressFields from '@/components/forms/AddressFields';
import FocusFirstError from '@/components/forms/FocusFirstError';
import styles from '@/components/forms/Form.module.css';
import { useSaveAddress } from '@/hooks/use-save-address';
import { addressSchema, emptyAddressValues, type AddressFormValues } from '@/lib/accounts/address-schema';
import { FetcherError } from '@/lib/http/fetcher';

const FALLBACK_ERROR = 'We could not save this address. Please try again.';

/** Adds an address, or edits one when `addressId` is given; the same field rules as sign-up (spec §5). */
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
    await router.push('/account/addresses');
  }

  return (
    <Formik initialValues={initialValues} validationSchema={addressSchema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form className={styles.form} noValidate aria-label={addressId ? 'Edit address' : 'Add an address'}>
          {error && (
            <p role="alert" className={styles.alert}>
              {error}
            </p>
          )}
          <AddressFields />
          <FocusFirstError />
          <div className={styles.actions}>
            <button type="submit" className="button" disabled={isSubmitting}>
              {addressId ? 'Save address' : 'Add address'}
            </button>
            <Link href="/account/addresses">Cancel</Link>
          </div>
        </Form>
      )}
    </Formik>
  );
}
