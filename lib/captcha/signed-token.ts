/**
 * Small signed, expiring tokens for the captcha: base64url(JSON payload) "." base64url(HMAC-SHA256).
 * The key is derived from the session secret (SESSION_SECRET, or the one the embedded mode keeps in DATA_DIR),
 * so nothing new needs configuring and a token from another deployment does not verify.
 */
import { createHmac } from 'node:crypto';
import { sameSecret, sessionSecret } from '@/lib/secrets';

function key(): Buffer {
  return createHmac('sha256', sessionSecret()).update('bulk-storefront/captcha/v1').digest();
}

export function hmac(value: string): string {
  return createHmac('sha256', key()).update(value).digest('base64url');
}

export function sign(payload: object): string {
  const body = Buffer.from(JSON.stringify(payload), 'utf8').toString('base64url');
  return `${body}.${hmac(body)}`;
}

/** The payload of a token whose signature checks out, else null (never throws on garbage). */
export function unsign<T extends object>(token: unknown): T | null {
  if (typeof token !== 'string' || token.length > 2048) return null;
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  if (!sameSecret(signature, hmac(body))) return null;
  try {
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as unknown;
    return typeof payload === 'object' && payload !== null ? (payload as T) : null;
  } catch {
    return null;
  }
}
