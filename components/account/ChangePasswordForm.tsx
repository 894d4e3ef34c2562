import type { FormikHelpers } from 'formik';
import { useCallback, useState } from 'react';
import OnSubmitAttempt from '@/components/forms/OnSubmitAttempt';
import PostForm, { postFormElementId } from '@/components/forms/PostForm';
import TextField from '@/components/forms/TextField';
import styles from '@/components/forms/Form.module.css';
import { useAccountUpdate } from '@/hooks/use-account-update';
import { useActionNotice } from '@/hooks/use-action-notice';
import { messages } from '@/lib/accounts/fields';
import { changePasswordSchema, type ChangePasswordValues } from '@/lib/accounts/password-schemas';
import type { Customer } from '@/lib/commerce/types';
import { errorMessage } from '@/lib/http/error-message';

const FALLBACK_ERROR = 'We could not change your password just now. Please try again.';
const EMPTY: ChangePasswordValues = { currentPassword: '', password: '', confirm: '' };

const CHANGE_PASSWORD_FORM = 'change-password';

/** Password change: the current password, then the new one twice (sign-up's rules). Other devices are signed out. */
export default function ChangePasswordForm() {
  const update = useAccountUpdate();
  // The shop's refusal of the last submit: a new attempt (sent, or stopped by the form's own checks) takes it away.
  const [error, setError] = useState<string | null>(null);
  const clearError = useCallback(() => setError(null), []);
  const [notice, setNotice] = useActionNotice(postFormElementId(CHANGE_PASSWORD_FORM));

  async function submit(values: ChangePasswordValues, helpers: FormikHelpers<ChangePasswordValues>) {
    setError(null);
    setNotice(null);
    try {
      const result = await update<{ customer: Customer | null; message: string }>('/api/account/password', 'POST', values);
      helpers.resetForm({ values: EMPTY });
      setNotice(result.message ?? messages.passwordChanged);
    } catch (caught) {
      setError(errorMessage(caught, FALLBACK_ERROR));
    }
  }

  return (
    <PostForm<ChangePasswordValues> id={CHANGE_PASSWORD_FORM} action="/api/account/password" label="Change password" initialValues={EMPTY} validationSchema={changePasswordSchema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <>
          <OnSubmitAttempt onAttempt={clearError} />
          {error && (
            <p role="alert" className={styles.alert}>
              {error}
            </p>
          )}
          <div role="status">{notice && <p className={styles.notice}>{notice}</p>}</div>
          <TextField name="currentPassword" label="Current password" type="password" required autoComplete="current-password" revealable />
          <TextField name="password" label="New password" type="password" required autoComplete="new-password" hint={messages.password} revealable />
          <TextField name="confirm" label="Confirm new password" type="password" required autoComplete="new-password" revealable />
          <div className={styles.actions}>
            <button type="submit" className="button" disabled={isSubmitting}>
              {isSubmitting ? 'Changing…' : 'Change password'}
            </button>
          </div>
        </>
      )}
    </PostForm>
  );
}
