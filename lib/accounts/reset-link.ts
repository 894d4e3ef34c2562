import type { IncomingMessage, ServerResponse } from 'node:http';
import { appendCookie } from '../http/cookies';
import { RESET_PASSWORD_PATH } from '../site';

/**
 * A password reset link's customer and token, kept out of the address bar. The emailed link
 * (`/reset-password?c=<customer id>&t=<token>`) is answered with a redirect to `/reset-password`; the pair travels in
 * an HttpOnly cookie sent to that page alone, so the token does not stay in the browser's history, in a bookmark, in
 * the address of a form sent from the page (Exit Preview), or in a shared screen. Once the new password is set, the
 * cookie is cleared.
 */
interface ResetLink {
  customerId: number;
  token: string;
}

const COOKIE = 'bn_reset';
/** As long as a link lasts: past it, the shopper opens the emailed link again (or asks for a new one). */
const MAX_AGE_SECONDS = 60 * 60;

/** The link's `c` and `t` as a reset link, or null when either is missing or malformed. */
export function parseResetLink(c: string | undefined, t: string | undefined): ResetLink | null {
  if (!c || !/^\d{1,10}$/.test(c) || Number(c) < 1 || !t || t.length > 512) return null;
  return { customerId: Number(c), token: t };
}

export function keepResetLink(req: IncomingMessage, res: ServerResponse, link: ResetLink): void {
  appendCookie(req, res, COOKIE, `${link.customerId}.${encodeURIComponent(link.token)}`, { maxAge: MAX_AGE_SECONDS, path: RESET_PASSWORD_PATH });
}

/** The link this browser opened last, from the request's cookies (Next parses them), or null. */
export function readResetLink(cookies: Partial<Record<string, string>>): ResetLink | null {
  const value = cookies[COOKIE];
  const dot = value?.indexOf('.') ?? -1;
  if (!value || dot < 1) return null;
  try {
    return parseResetLink(value.slice(0, dot), decodeURIComponent(value.slice(dot + 1)));
  } catch {
    return null;
  }
}

/** Clears the kept link (its password is set: the link is spent). */
export function forgetResetLink(req: IncomingMessage, res: ServerResponse): void {
  appendCookie(req, res, COOKIE, '', { maxAge: 0, path: RESET_PASSWORD_PATH });
}
