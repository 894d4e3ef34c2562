import { validateYupSchema, yupToFormErrors, type FormikErrors } from 'formik';
import { useRouter } from 'next/router';
import { useRef, useState } from 'react';
import AddressFields from '@/components/forms/AddressFields';
import Captcha, { type CaptchaHandle } from '@/components/forms/Captcha';
import CheckboxField from '@/components/forms/CheckboxField';
import PostForm from '@/components/forms/PostForm';
import TextField from '@/components/forms/TextField';
import styles from '@/components/forms/Form.module.css';
import ErrorModal from '@/components/ui/ErrorModal';
import LoadingModal from '@/components/ui/LoadingModal';
import { useSignup } from '@/hooks/use-signup';
import { messages } from '@/lib/accounts/fields';
import { DEFAULT_RETURN_TO } from '@/lib/accounts/return-to';
import { initialSignupValues, signupSchema, type SignupFormValues } from '@/lib/accounts/signup-schema';
import type { CaptchaChallenge } from '@/lib/captcha/types';
import { FetcherError } from '@/lib/http/fetcher';
import { toTrackerProfile } from '@/lib/marketing/profile';
import { identify } from '@/lib/marketing/tracker';

const SIGNUP_FORM = 'signup';

/**
 * The sign-up form: 'Your details', 'Password' and the newsletter, then
 * the captcha. While submitting, the button is disabled and a loading modal shows. Success: the customer is
 * refetched and the shopper lands on /account/orders. Failure: the captcha is reset and the error modal says
 * why ('Please complete the captcha correctly', the email in use, or 'Error signing up').
 *
 * `save` (a wish list save asked for as a guest, carried from sign-in) goes with the post, as a hidden field or in the
 * script's call, and the route makes it with the account; the shopper then goes on to `returnTo`.
 *
 * The captcha's answer goes with the sign-up post, in one step. The form is a real post to the sign-up route, so it
 * works before hydration too; without JavaScript (no captcha answer) it comes back with a sentence saying that the
 * security check needs JavaScript, every value kept but the password.
 */
export default function SignupForm({
  captchaChallenge = null,
  returnTo = DEFAULT_RETURN_TO,
  save = null,
}: {
  captchaChallenge?: CaptchaChallenge | null;
  returnTo?: string;
  save?: string | null;
}) {
  const router = useRouter();
  const signup = useSignup();
  const captcha = useRef<CaptchaHandle>(null);
  const [captchaCode, setCaptchaCode] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function fail(message: string) {
    setLoading(false);
    setError(message);
    captcha.current?.reset();
    setCaptchaCode(null);
  }

  /** The shared schema's errors, plus the captcha's when it has not been completed (it is not a Formik field). */
  async function validate(values: SignupFormValues): Promise<FormikErrors<SignupFormValues & { captcha: string }>> {
    let errors: FormikErrors<SignupFormValues & { captcha: string }> = {};
    try {
      await validateYupSchema(values, signupSchema);
    } catch (caught) {
      errors = yupToFormErrors(caught);
    }
    if (!captchaCode) errors.captcha = messages.captcha;
    return errors;
  }

  async function submit(values: SignupFormValues) {
    if (!captchaCode) {
      fail(messages.captcha);
      return;
    }
    setLoading(true);
    try {
      await signup({ ...values, captcha: captchaCode, ...(save ? { save } : {}) });
    } catch (caught) {
      if (caught instanceof FetcherError && caught.errors.some((item) => item.code === 'captcha')) {
        fail(messages.captcha);
        return;
      }
      if (caught instanceof FetcherError && caught.status === 429) {
        fail(caught.message);
        return;
      }
      // The route says when the email is in use (409): no second request, and the email never goes into a URL.
      fail(caught instanceof FetcherError && caught.status === 409 ? messages.emailInUse(values.email.trim()) : messages.signupFailed);
      return;
    }
    const { password: _password, confirm: _confirm, ...profile } = values;
    identify(toTrackerProfile(profile));
    await router.push(returnTo);
  }

  return (
    <>
      <PostForm<SignupFormValues>
        id={SIGNUP_FORM}
        action="/api/bigcommerce/customers/signup"
        returnTo={returnTo}
        label="Create an account"
        initialValues={initialSignupValues}
        validate={validate}
        onSubmit={submit}
      >
        {({ isSubmitting, submitCount }) => {
          // Once a submit was tried without completing the captcha, it says so (until it is completed).
          const captchaMessage = submitCount > 0 && !captchaCode ? messages.captcha : null;
          return (
            <>
              {save && <input type="hidden" name="save" value={save} />}
              <fieldset className={styles.section}>
                <legend>Your details</legend>
                <div className={styles.grid}>
                  <TextField name="firstName" label="First name" required autoComplete="given-name" />
                  <TextField name="lastName" label="Last name" required autoComplete="family-name" />
                </div>
                <TextField name="email" label="Email" type="email" required autoComplete="email" inputMode="email" />
                <AddressFields names={false} />
              </fieldset>

              <fieldset className={styles.section}>
                <legend>Password</legend>
                <div className={styles.grid}>
                  <TextField
                    name="password"
                    label="Password"
                    type="password"
                    required
                    autoComplete="new-password"
                    hint="At least 8 characters, with a letter, a number and one of @$!%*#?&()."
                    revealable
                  />
                  <TextField name="confirm" label="Confirm password" type="password" required autoComplete="new-password" revealable />
                </div>
              </fieldset>

              <fieldset className={styles.section}>
                <legend>Newsletter</legend>
                <CheckboxField name="newsletter" label="Email me news, recipes and special offers" />
              </fieldset>

              <fieldset className={styles.section} aria-describedby={captchaMessage ? 'captcha-error' : undefined}>
                <legend>Security check</legend>
                <noscript>
                  <p>This security check needs JavaScript. Please turn it on to create an account.</p>
                </noscript>
                <div data-invalid={captchaMessage ? 'true' : undefined}>
                  <Captcha ref={captcha} onChange={setCaptchaCode} challenge={captchaChallenge} />
                </div>
                {captchaMessage && (
                  <p id="captcha-error" className={styles.error}>
                    {captchaMessage}
                  </p>
                )}
              </fieldset>

              <div className={styles.actions}>
                <button type="submit" className="button" disabled={isSubmitting}>
                  Create account
                </button>
              </div>
            </>
          );
        }}
      </PostForm>
      <LoadingModal open={loading} label="Creating your account…" />
      <ErrorModal open={error !== null} message={error ?? ''} onClose={() => setError(null)} />
    </>
  );
}
