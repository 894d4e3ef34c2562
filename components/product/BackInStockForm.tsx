import { useEffect, useState } from 'react';
import PostForm from '@/components/forms/PostForm';
import TextField from '@/components/forms/TextField';
import formStyles from '@/components/forms/Form.module.css';
import { useCustomer } from '@/hooks/use-customer';
import type { ProductVariant } from '@/lib/commerce/types';
import { apiFetch } from '@/lib/http/client-fetcher';
import { errorMessage } from '@/lib/http/error-message';
import { stockAlertSchema, type StockAlertValues } from '@/lib/stock-alerts/alert-schema';
import styles from './Wishlist.module.css';

const FALLBACK_ERROR = 'We could not save your alert just now. Please try again.';

interface Props {
  productId: number;
  variant: Pick<ProductVariant, 'id' | 'options'>;
  /** The variant's option values, as the shopper reads them ('Salted Caramel / 5kg'). */
  what: string;
  /** The signed-in customer's email as the page's server knew it (else the one the browser reads, once known). */
  email?: string | null;
  onDone(message: string): void;
}

/** The back-in-stock alert's one-field form (loaded by BackInStockAlert when the shopper opens it). */
export default function BackInStockForm({ productId, variant, what, email = null, onDone }: Props) {
  const { customer } = useCustomer();
  const [error, setError] = useState<string | null>(null);
  const fieldId = `field-stock-alert-email-${variant.id}`;

  // The button that opened the form is gone: the shopper continues in the form's field.
  useEffect(() => document.getElementById(fieldId)?.focus(), [fieldId]);

  async function submit(values: StockAlertValues) {
    setError(null);
    try {
      const result = await apiFetch<{ message: string }>('/api/stock-alerts', { method: 'POST', body: { ...values, productId, variantId: variant.id } });
      onDone(result.message);
    } catch (caught) {
      setError(errorMessage(caught, FALLBACK_ERROR));
    }
  }

  return (
    <PostForm<StockAlertValues>
      id={`stock-alert-${variant.id}`}
      action="/api/stock-alerts"
      label="Email me when it's back"
      initialValues={{ email: email ?? customer?.email ?? '', productId, variantId: variant.id }}
      validationSchema={stockAlertSchema}
      onSubmit={submit}
    >
      {({ isSubmitting }) => (
        <>
          <input type="hidden" name="productId" value={productId} />
          <input type="hidden" name="variantId" value={variant.id} />
          <p className={styles.alertIntro}>We&apos;ll email you once when {what || 'it'} is back in stock.</p>
          {error && (
            <p role="alert" className={formStyles.alert}>
              {error}
            </p>
          )}
          <TextField name="email" id={fieldId} label="Email" type="email" required autoComplete="email" inputMode="email" />
          <div className={formStyles.actions}>
            <button type="submit" className="button" disabled={isSubmitting}>
              {isSubmitting ? 'Saving…' : 'Notify me'}
            </button>
          </div>
        </>
      )}
    </PostForm>
  );
}
