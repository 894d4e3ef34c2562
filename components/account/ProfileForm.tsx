import type { FormikHelpers } from 'formik';
import { useState } from 'react';
import PostForm, { postFormElementId } from '@/components/forms/PostForm';
import TextField from '@/components/forms/TextField';
import styles from '@/components/forms/Form.module.css';
import { useAccountUpdate } from '@/hooks/use-account-update';
import { useActionNotice } from '@/hooks/use-action-notice';
import { messages } from '@/lib/accounts/fields';
import { profileSchema, profileValues, sameEmail, type ProfileValues } from '@/lib/accounts/profile-schema';
import type { Customer } from '@/lib/commerce/types';
import { errorMessage } from '@/lib/http/error-message';

const FALLBACK_ERROR = 'We could not save your details just now. Please try again.';

const PROFILE_FORM = 'profile';

/** Name, phone and email. A new email needs the current password too (reset links go to the email). */
export default function ProfileForm({ customer }: { customer: Customer }) {
  const update = useAccountUpdate();
  const [saved, setSaved] = useState<Customer>(customer);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useActionNotice(postFormElementId(PROFILE_FORM));

  async function submit(values: ProfileValues, helpers: FormikHelpers<ProfileValues>) {
    setError(null);
    setNotice(null);
    try {
      const { customer: updated } = await update<{ customer: Customer }>('/api/account/profile', 'PUT', values);
      setSaved(updated);
      helpers.resetForm({ values: profileValues(updated) });
      setNotice(messages.profileSaved);
    } catch (caught) {
      setError(errorMessage(caught, FALLBACK_ERROR));
    }
  }

  return (
    <PostForm<ProfileValues> id={PROFILE_FORM} action="/api/account/profile" method="PUT" label="Your details" initialValues={profileValues(customer)} validationSchema={profileSchema} onSubmit={submit}>
      {({ isSubmitting, values }) => (
        <>
          {error && (
            <p role="alert" className={styles.alert}>
              {error}
            </p>
          )}
          <div role="status">{notice && <p className={styles.notice}>{notice}</p>}</div>
          <div className={styles.grid}>
            <TextField name="firstName" label="First name" required autoComplete="given-name" />
            <TextField name="lastName" label="Last name" required autoComplete="family-name" />
            <TextField name="phone" label="Phone number" type="tel" required autoComplete="tel" inputMode="tel" />
            <TextField name="email" label="Email" type="email" required autoComplete="email" inputMode="email" />
          </div>
          {/* Always offered, so a new email goes through in one post before and without JavaScript too; it is
              required (and checked by the route) only when the email changes. */}
          <TextField
            name="currentPassword"
            id="field-profile-currentPassword"
            label="Current password"
            type="password"
            required={!sameEmail(values.email, saved.email)}
            autoComplete="current-password"
            hint="Needed only to change your email."
            revealable
          />
          <div className={styles.actions}>
            <button type="submit" className="button" disabled={isSubmitting}>
              {isSubmitting ? 'Saving…' : 'Save details'}
            </button>
          </div>
        </>
      )}
    </PostForm>
  );
}
