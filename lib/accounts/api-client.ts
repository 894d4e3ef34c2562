/** Browser calls of the account flows that are not cached data (so not hooks). */
import { apiFetch } from '@/lib/http/client-fetcher';

/** POST /api/account/forgot-password: the same confirmation whether or not an account uses the email. */
export async function requestPasswordReset(email: string): Promise<string> {
  const result = await apiFetch<{ message: string }>('/api/account/forgot-password', { method: 'POST', body: { email } });
  return result.message;
}
