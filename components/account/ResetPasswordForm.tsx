import Link from 'next/link';
import { useRouter } from 'next/router';
import { useState } from 'react';
import PostForm from '@/components/forms/PostForm';
import TextField from '@/components/forms/TextField';
import styles from '@/components/forms/Form.module.css';
import { useAccountUpdate } from '@/hooks/use-account-update';
import { messages } from '@/lib/accounts/fields';
import { newPasswordSchema, type NewPasswordValues } from '@/lib/accounts/password-schemas';
import { DEFAULT_RETURN_TO } from '@/lib/accounts/return-to';
import type { Customer } from '@/lib/commerce/types';
import { errorMessage } from '@/lib/http/error-message';
import { leaveNoticeFor } from '@/lib/ui/next-page-notice';

const FALLBACK_ERROR = 'We could not set your new password just now. Please try again.';

const RESET_PASSWORD_FORM = 'reset-password';

/**
 * The new-password form of a reset link (sign-up's password rules); success signs the shopper in. The link's
 * customer and token go with the post in hidden fields (never in the post's address); a post without JavaScript that
 * does not go through comes back to `returnTo`, the page's bare address (its link kept in a cookie).
 */
export default function ResetPasswordForm({ customerId, token, returnTo }: { customerId: number; token: string; returnTo: string }) {
  const update = useAccountUpdate();
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);

  async function submit(values: NewPasswordValues) {
    setError(null);
    try {
      await update<{ customer: Customer | null }>('/api/account/reset-password', 'POST', { customerId, token, ...values });
    } catch (caught) {
      setError(errorMessage(caught, FALLBACK_ERROR));
      return;
    }
    // The account's orders say so, as they do after a post without JavaScript.
    leaveNoticeFor(DEFAULT_RETURN_TO, messages.passwordReset);
    await router.replace(DEFAULT_RETURN_TO);
  }

  return (
    <PostForm<NewPasswordValues> id={RESET_PASSWORD_FORM} action="/api/account/reset-password" returnTo={returnTo} label="Choose a new password" initialValues={{ password: '', confirm: '' }} validationSchema={newPasswordSchema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <>
          <input type="hidden" name="customerId" value={customerId} />
          <input type="hidden" name="token" value={token} />
          {error && (
            <p role="alert" className={styles.alert}>
              {error} {error === messages.resetLinkInvalid && <Link href="/forgot-password">Ask for a new link</Link>}
            </p>
          )}
          <TextField name="password" label="New password" type="password" required autoComplete="new-password" hint={messages.password} revealable />
          <TextField name="confirm" label="Confirm new password" type="password" required autoComplete="new-password" revealable />
          <div className={styles.actions}>
            <button type="submit" className="button" disabled={isSubmitting}>
              {isSubmitting ? 'Saving…' : 'Save new password'}
            </button>
          </div>
        </>
      )}
    </PostForm>
  );
}
