import { Form, Formik } from 'formik';
import { useState } from 'react';
import FocusFirstError from '@/components/forms/FocusFirstError';
import TextField from '@/components/forms/TextField';
import formStyles from '@/components/forms/Form.module.css';
import { useCustomer } from '@/hooks/use-customer';
import type { ProductVariant } from '@/lib/commerce/types';
import { apiFetch } from '@/lib/http/client-fetcher';
import { errorMessage } from '@/lib/http/error-message';
import { stockAlertSchema, type StockAlertValues } from '@/lib/stock-alerts/alert-schema';
import styles from './Wishlist.module.css';

const FALLBACK_ERROR = 'We could not save your alert just now. Please try again.';

/**
 * For a sold-out variant: 'Email me when it's back' opens a one-field form (the signed-in customer's email filled in).
 * The shopper gets one email when the variant is restocked.
 */
export default function BackInStockForm({ productId, variant }: { productId: number; variant: Pick<ProductVariant, 'id' | 'options'> }) {
  const { customer } = useCustomer();
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<{ variantId: number; message: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const what = variant.options.map((option) => option.value).join(' / ');

  if (done?.variantId === variant.id) {
    return (
      <p role="status" className={formStyles.notice}>
        {done.message}
      </p>
    );
  }
  if (!open) {
    return (
      <button type="button" className={styles.button} aria-expanded={false} onClick={() => setOpen(true)}>
        Email me when it&apos;s back
        {what && <span className="visually-hidden">: {what}</span>}
      </button>
    );
  }

  async function submit(values: StockAlertValues) {
    setError(null);
    try {
      const result = await apiFetch<{ message: string }>('/api/stock-alerts', { method: 'POST', body: { ...values, productId, variantId: variant.id } });
      setDone({ variantId: variant.id, message: result.message });
    } catch (caught) {
      setError(errorMessage(caught, FALLBACK_ERROR));
    }
  }

  return (
    <Formik<StockAlertValues>
      initialValues={{ email: customer?.email ?? '', productId, variantId: variant.id }}
      validationSchema={stockAlertSchema}
      onSubmit={submit}
    >
      {({ isSubmitting }) => (
        <Form className={formStyles.form} noValidate aria-label="Email me when it's back">
          <p className={styles.alertIntro}>We&apos;ll email you once when {what || 'it'} is back in stock.</p>
          {error && (
            <p role="alert" className={formStyles.alert}>
              {error}
            </p>
          )}
          <TextField name="email" id="field-stock-alert-email" label="Email" type="email" required autoComplete="email" inputMode="email" />
          <FocusFirstError />
          <div className={formStyles.actions}>
            <button type="submit" className="button" disabled={isSubmitting}>
              {isSubmitting ? 'Saving…' : 'Notify me'}
            </button>
          </div>
        </Form>
      )}
    </Formik>
  );
}
