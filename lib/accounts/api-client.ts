/** Browser calls of the account flows that are not cached data (so not hooks). */
import { apiFetch } from '@/lib/http/client-fetcher';

/** POST /api/recaptcha { code }: the one-time sign-up pass when the captcha is right, else null. */
export async function verifyCaptchaCode(code: string): Promise<string | null> {
  const result = await apiFetch<{ success: boolean; token: string } | false | null>('/api/recaptcha', { method: 'POST', body: { code } });
  return result && result.success ? result.token : null;
}

/** GET /api/customer/checkEmail: whether an account already uses this email. */
export async function checkEmailInUse(email: string): Promise<boolean> {
  const result = await apiFetch<{ inUse: boolean } | null>(`/api/customer/checkEmail?email=${encodeURIComponent(email.trim())}`);
  return Boolean(result?.inUse);
}

/** POST /api/account/forgot-password: the same confirmation whether or not an account uses the email. */
export async function requestPasswordReset(email: string): Promise<string> {
  const result = await apiFetch<{ message: string }>('/api/account/forgot-password', { method: 'POST', body: { email } });
  return result.message;
}
