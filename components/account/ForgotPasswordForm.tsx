import Link from 'next/link';
import { useState } from 'react';
import PostForm from '@/components/forms/PostForm';
import TextField from '@/components/forms/TextField';
import styles from '@/components/forms/Form.module.css';
import { requestPasswordReset } from '@/lib/accounts/api-client';
import { forgotPasswordSchema, type ForgotPasswordValues } from '@/lib/accounts/password-schemas';
import { errorMessage } from '@/lib/http/error-message';

const FALLBACK_ERROR = 'We could not send the link just now. Please try again.';

const FORGOT_PASSWORD_FORM = 'forgot-password';

/**
 * 'Forgot your password?': asks for the email and says the same thing whether or not an account uses it. Without
 * JavaScript the post comes back here with that sentence as the page's notice (or the email kept and the message).
 */
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
    <PostForm<ForgotPasswordValues>
      id={FORGOT_PASSWORD_FORM}
      action="/api/account/forgot-password"
     
      label="Reset your password"
      initialValues={{ email: initialEmail }}
      validationSchema={forgotPasswordSchema}
      onSubmit={submit}
    >
      {({ isSubmitting }) => (
        <>
          {error && (
            <p role="alert" className={styles.alert}>
              {error}
            </p>
          )}
          <div role="status">{sent && <p className={styles.notice}>{sent}</p>}</div>
          <TextField name="email" label="Email" type="email" required autoComplete="email" inputMode="email" />
          <div className={styles.actions}>
            <button type="submit" className="button" disabled={isSubmitting}>
              {isSubmitting ? 'Sending…' : sent ? 'Send another link' : 'Send reset link'}
            </button>
            <Link href="/login" className="link-row">Back to sign in</Link>
          </div>
        </>
      )}
    </PostForm>
  );
}
