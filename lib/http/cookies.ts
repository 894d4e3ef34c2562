import type { IncomingMessage, ServerResponse } from 'node:http';
import { isHttps } from './client-address';

interface CookieOptions {
  /** Seconds; 0 clears the cookie. */
  maxAge: number;
  path?: string;
  /** False for a cookie the browser's code reads (the cart id). */
  httpOnly?: boolean;
}

/**
 * Adds a Set-Cookie to the response: SameSite=Lax, Secure when the request came over https, and an Expires beside
 * Max-Age for browsers that read only that. The value is written as given (already encoded or sealed).
 */
export function appendCookie(req: IncomingMessage, res: ServerResponse, name: string, value: string, { maxAge, path = '/', httpOnly = true }: CookieOptions): void {
  const expires = maxAge > 0 ? new Date(Date.now() + maxAge * 1000) : new Date(0);
  const attributes = [`Path=${path}`, ...(httpOnly ? ['HttpOnly'] : []), 'SameSite=Lax', `Max-Age=${maxAge}`, `Expires=${expires.toUTCString()}`, ...(isHttps(req) ? ['Secure'] : [])];
  res.appendHeader('Set-Cookie', `${name}=${value}; ${attributes.join('; ')}`);
}
