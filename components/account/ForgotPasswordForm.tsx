import { Form, Formik } from 'formik';
import Link from 'next/link';
import { useState } from 'react';
import FocusFirstError from '@/components/forms/FocusFirstError';
import TextField from '@/components/forms/TextField';
import styles from '@/components/forms/Form.module.css';
import { requestPasswordReset } from '@/lib/accounts/api-client';
import { forgotPasswordSchema, type ForgotPasswordValues } from '@/lib/accounts/password-schemas';
import { errorMessage } from '@/lib/http/error-message';

const FALLBACK_ERROR = 'We could not send the link just now. Please try again.';

/** 'Forgot your password?': asks for the email and says the same thing whether or not an account uses it. */
export default function ForgotPasswordForm({ initialEmail = '' }: { initialEmail?: string }) {
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  async function submit(values: ForgotPasswordValues) {
    setError(null);
    try {
      setSent(await requestPasswordReset(values.email));
    } catch (caught) {
      setError(errorMessage(caught, FALLBACK_ERROR));
    }
  }

  return (
    <Formik<ForgotPasswordValues> initialValues={{ email: initialEmail }} validationSchema={forgotPasswordSchema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form className={styles.form} noValidate aria-label="Reset your password">
          {error && (
            <p role="alert" className={styles.alert}>
              {error}
            </p>
          )}
          <div role="status">{sent && <p className={styles.notice}>{sent}</p>}</div>
          <TextField name="email" label="Email" type="email" required autoComplete="email" inputMode="email" />
          <FocusFirstError />
          <div className={styles.actions}>
            <button type="submit" className="button" disabled={isSubmitting}>
              {isSubmitting ? 'Sending…' : sent ? 'Send another link' : 'Send reset link'}
            </button>
            <Link href="/login">Back to sign in</Link>
          </div>
        </Form>
      )}
    </Formik>
  );
}
