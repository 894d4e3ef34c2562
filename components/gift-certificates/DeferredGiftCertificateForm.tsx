import type { ComponentProps } from 'react';
import { deferredHydration } from '@/components/ui/deferred-hydration';
import type GiftCertificateFormType from './GiftCertificateForm';
// The form's styles load with the page, not with its deferred code: tests/unit/deferred-styles.test.ts keeps this
// list complete.
import '@/components/forms/Form.module.css';
import './GiftCertificateForm.module.css';

/**
 * The gift certificate form, rendered in full on the server and hydrated once the page is idle or at the shopper's
 * first interaction, from a chunk of its own: Formik, Yup and the form's code stay out of the page's first scripts.
 * Until then it is a working HTML form (a post to the cart API), and what the shopper types in the meantime is
 * adopted when it hydrates (components/forms/PostForm.tsx).
 */
const DeferredGiftCertificateForm = deferredHydration<ComponentProps<typeof GiftCertificateFormType>>(
  'data-deferred-form',
  async () => (await import('./GiftCertificateForm')).default,
);

export default DeferredGiftCertificateForm;
