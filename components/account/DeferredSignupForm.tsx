import type { ComponentProps } from 'react';
import { deferredHydration } from '@/components/ui/deferred-hydration';
import type SignupFormType from './SignupForm';
// The form's styles load with the page, not with its deferred code: tests/unit/deferred-styles.test.ts keeps this
// list complete.
import '@/components/forms/Form.module.css';
import '@/components/ui/Modal.module.css';

/**
 * The sign-up form, rendered in full on the server and hydrated once the page is idle or at the shopper's first
 * interaction, from a chunk of its own: Formik, Yup and the form's code stay out of the page's first scripts. Until
 * then it is a working HTML form (a post to the sign-up route; its captcha widget loads once it has hydrated), and
 * what the shopper types in the meantime is adopted when it hydrates (components/forms/PostForm.tsx).
 */
const DeferredSignupForm = deferredHydration<ComponentProps<typeof SignupFormType>>(
  'data-deferred-form',
  async () => (await import('./SignupForm')).default,
);

export default DeferredSignupForm;
