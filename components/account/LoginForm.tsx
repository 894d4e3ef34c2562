import Link from 'next/link';
import { useRouter } from 'next/router';
import { useState } from 'react';
import PostForm from '@/components/forms/PostForm';
import TextField from '@/components/forms/TextField';
import styles from '@/components/forms/Form.module.css';
import { useLogin } from '@/hooks/use-login';
import { loginSchema, type LoginValues } from '@/lib/accounts/login-schema';
import { FetcherError } from '@/lib/http/fetcher';

const FALLBACK_ERROR = 'We could not sign you in just now. Please try again.';

const LOGIN_FORM = 'login';

/**
 * The sign-in form: email and password; on success the shopper goes to `returnTo` (a path of this site). Before or
 * without JavaScript it posts itself to the sign-in route, which sends the shopper on to `returnTo`, or back here with
 * the email kept and the message. `save` (a wish list save a guest asked for: lib/accounts/pending-save.ts) goes with
 * it either way, as a hidden field or in the script's call, and the route makes the save once signed in; the link to
 * create an account (`signUpHref`) carries both on.
 */
export default function LoginForm({ returnTo, save = null, signUpHref = '/create-account' }: { returnTo: string; save?: string | null; signUpHref?: string }) {
  const login = useLogin();
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);

  async function submit(values: LoginValues) {
    setError(null);
    try {
      await login(save ? { ...values, save } : values);
    } catch (caught) {
      setError(caught instanceof FetcherError ? (caught.errors[0]?.message ?? FALLBACK_ERROR) : FALLBACK_ERROR);
      return;
    }
    await router.replace(returnTo);
  }

  return (
    <PostForm<LoginValues>
      id={LOGIN_FORM}
      action="/api/bigcommerce/customers/login"
      returnTo={returnTo}
      label="Sign in"
      initialValues={{ email: '', password: '' }}
      validationSchema={loginSchema}
      onSubmit={submit}
    >
      {({ isSubmitting }) => (
        <>
          {save && <input type="hidden" name="save" value={save} />}
          {error && (
            <p role="alert" className={styles.alert}>
              {error}
            </p>
          )}
          <TextField name="email" label="Email" type="email" required autoComplete="email" inputMode="email" />
          <TextField name="password" label="Password" type="password" required autoComplete="current-password" revealable />
          <Link href="/forgot-password" className={styles.forgot}>
            Forgot your password?
          </Link>
          <div className={styles.actions}>
            <button type="submit" className="button" disabled={isSubmitting}>
              {isSubmitting ? 'Signing in…' : 'Sign in'}
            </button>
            <Link href={signUpHref}>Create an account</Link>
          </div>
        </>
      )}
    </PostForm>
  );
}
