/**
 * The one-time message of a form post (post, 303, show once): what the next page shows ("Address saved"), or the
 * errors and typed values of a form that did not go through. It travels in a short-lived sealed HttpOnly cookie
 * (iron-session's seal, with the session secret), which the page that reads it clears at once. Values never
 * include a password; the whole cookie stays under browsers' 4 kB limit (long values are cut, and past the limit
 * the values are left out so the message still arrives).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sealData, unsealData } from 'iron-session';
import { sessionSecret } from '../secrets';
import { isRecord } from '../validation/is-record';
import type { Flash } from './flash-types';
import { appendCookie } from './cookies';

export const FLASH_COOKIE = 'bn_flash';
const FLASH_TTL_SECONDS = 120;
const MAX_VALUE_LENGTH = 500;
const MAX_COOKIE_LENGTH = 3800;

export type { Flash, FlashError } from './flash-types';

/** A field that is never sent back to the browser (passwords and their confirmation, secrets, captcha answers). */
function isSecretField(name: string): boolean {
  return /password|confirm|secret|token|captcha|altcha/i.test(name);
}

/** The posted fields as flat name -> value pairs to refill a form with, without secrets. */
export function keptValues(body: unknown, prefix = ''): Record<string, string> {
  const values: Record<string, string> = {};
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return values;
  for (const [key, value] of Object.entries(body)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (key.startsWith('_') || key === 'returnTo' || isSecretField(name)) continue;
    if (typeof value === 'string') values[name] = value.slice(0, MAX_VALUE_LENGTH);
    else if (Array.isArray(value) && typeof value[0] === 'string') values[name] = value[0].slice(0, MAX_VALUE_LENGTH);
    else if (typeof value === 'object' && value !== null) Object.assign(values, keptValues(value, name));
  }
  return values;
}

/** Seals the flash into the response's cookie. */
export async function setFlash(req: IncomingMessage, res: ServerResponse, flash: Flash): Promise<void> {
  const password = sessionSecret();
  let sealed = await sealData(flash, { password, ttl: FLASH_TTL_SECONDS });
  if (sealed.length > MAX_COOKIE_LENGTH) sealed = await sealData({ ...flash, values: undefined }, { password, ttl: FLASH_TTL_SECONDS });
  if (sealed.length > MAX_COOKIE_LENGTH) sealed = await sealData({ message: flash.message, form: flash.form, errors: flash.errors?.slice(0, 5) }, { password, ttl: FLASH_TTL_SECONDS });
  appendCookie(req, res, FLASH_COOKIE, sealed, { maxAge: FLASH_TTL_SECONDS });
}

/**
 * The flash of this request, or null; the cookie is cleared in the same response, so it shows once. Use it in
 * getServerSideProps and pass it to the page as the `flash` prop (undefined keys left out: Next serialises props).
 */
export async function readFlash({ req, res }: { req: IncomingMessage & { cookies: Partial<Record<string, string>> }; res: ServerResponse }): Promise<Flash | null> {
  const sealed = req.cookies[FLASH_COOKIE];
  if (!sealed) return null;
  appendCookie(req, res, FLASH_COOKIE, '', { maxAge: 0 });
  try {
    const data = await unsealData<Flash>(sealed, { password: sessionSecret(), ttl: FLASH_TTL_SECONDS });
    if (!isRecord(data) || Object.keys(data).length === 0) return null;
    return JSON.parse(JSON.stringify(data)) as Flash;
  } catch {
    return null;
  }
}
