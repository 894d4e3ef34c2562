/** Google reCAPTCHA v2, verified on the server through the one fetch wrapper. */
import { fetchJson, FetcherError } from '@/lib/http/fetcher';
import { getLogger } from '@/lib/operations/logger';

export const SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
const TIMEOUT_MS = 10_000;

interface SiteverifyResponse {
  success?: boolean;
  'error-codes'?: string[];
}

/** True when Google confirms the response token; false for a refused token or when Google cannot be reached. */
export async function verifyRecaptcha(token: unknown, secret: string, remoteIp?: string, verifyUrl: string = SITEVERIFY_URL): Promise<boolean> {
  if (typeof token !== 'string' || token.length === 0 || token.length > 4096) return false;
  const form = new URLSearchParams({ secret, response: token });
  if (remoteIp) form.set('remoteip', remoteIp);
  try {
    const result = await fetchJson<SiteverifyResponse>(verifyUrl, {
      method: 'POST',
      body: form,
      timeoutMs: TIMEOUT_MS,
      service: 'recaptcha',
      operation: 'siteverify',
    });
    return result?.success === true;
  } catch (error) {
    if (error instanceof FetcherError) {
      getLogger().warn({ err: error }, 'reCAPTCHA verification failed');
      return false;
    }
    throw error;
  }
}
