import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getIronSession, type IronSession, type SessionOptions } from 'iron-session';
import { CART_COOKIE, CART_COOKIE_MAX_AGE_SECONDS } from '../commerce/cart-cookie';
import { sessionSecret } from '../secrets';
import { isHttps } from './client-address';
import { appendCookie } from './cookies';
import { getSharedState } from '../shared-state';
import { getLogger } from '../operations/logger';

/** What the sealed session cookie holds. Nothing else about the shopper lives on the server. */
export interface SessionData {
  customerId?: number;
  email?: string;
  /** This browser's secret for its guest orders (lib/checkout/order-access.ts); kept across sign-in. */
  guestToken?: string;
  /** When the session was created (ms since epoch); a new session is created at sign-in. */
  createdAt?: number;
  /** A random id of this session, new at every sign-in (session rotation). */
  sid?: string;
  /** The customer's session version at sign-in (see endAllSessions). */
  v?: number;
}

const MAX_AGE_SECONDS = 60 * 60 * 24 * 14;

export function sessionOptions(req: IncomingMessage): SessionOptions {
  const secure = isHttps(req);
  const cookieName = secure ? '__Host-bn_session' : 'bn_session';
  return {
    password: sessionSecret(),
    cookieName,
    ttl: MAX_AGE_SECONDS,
    cookieOptions: { httpOnly: true, sameSite: 'lax', secure, path: '/' },
    // An expired cookie is how a session ends. Any other unreadable one is worth an operator's eye: many of them
    // after a deploy mean SESSION_SECRET changed (every shopper signed out); from one address, someone probing.
    onUnsealError: (reason) => {
      if (reason !== 'expired') getLogger().warn({ reason, cookieName }, 'session cookie rejected');
    },
  };
}

/*
 * Lasting sign-out. A sealed cookie cannot be recalled, so the shared state (lib/shared-state: SQLite or Redis,
 * surviving restarts and shared by instances) remembers
 *   - each signed-out session id, until its cookie would have expired anyway, and
 *   - a per-customer session version: a session signed in under an older version is no longer signed in, so
 *     endAllSessions(customerId) ends every session of that customer at once (e.g. after a password reset).
 */
const MAX_AGE_MS = MAX_AGE_SECONDS * 1000;
const revokedKey = (sid: string) => `session:revoked:${sid}`;
const versionKey = (customerId: number) => `session:version:${customerId}`;

async function currentVersion(customerId: number): Promise<number> {
  const stored = await (await getSharedState()).get(versionKey(customerId));
  return stored === null ? 0 : Number(stored);
}

/** Whether a signed-in session still counts: not signed out, and of the customer's current session version. */
async function isStillSignedIn(session: SessionData): Promise<boolean> {
  if (typeof session.customerId !== 'number') return false;
  const state = await getSharedState();
  const [revoked, version] = await Promise.all([session.sid ? state.get(revokedKey(session.sid)) : null, currentVersion(session.customerId)]);
  return revoked === null && (session.v ?? 0) === version;
}

/** Ends every session of the customer, on every instance (the next request of each is signed out). */
export async function endAllSessions(customerId: number): Promise<void> {
  // The version outlives every session signed in under the previous one (their cookies last MAX_AGE).
  await (await getSharedState()).increment(versionKey(customerId), MAX_AGE_MS + 24 * 60 * 60 * 1000);
}

export async function getSession(req: IncomingMessage, res: ServerResponse): Promise<IronSession<SessionData>> {
  const session = await getIronSession<SessionData>(req, res, sessionOptions(req));
  if (typeof session.customerId === 'number' && !(await isStillSignedIn(session))) {
    delete session.customerId;
    delete session.email;
    delete session.v;
  }
  return session;
}

/** The signed-in customer's id, or null for a guest. */
export async function currentCustomerId(req: IncomingMessage, res: ServerResponse): Promise<number | null> {
  const session = await getSession(req, res);
  return typeof session.customerId === 'number' ? session.customerId : null;
}

/** The Set-Cookie headers of a response without those of one cookie name. */
function withoutCookie(res: ServerResponse, cookieName: string): string[] {
  const current = res.getHeader('set-cookie');
  const list = current === undefined ? [] : Array.isArray(current) ? current : [String(current)];
  return list.filter((line) => !line.startsWith(`${cookieName}=`));
}

/**
 * Session rotation at sign-in: every value of the old session is dropped and a fresh one (new sid, new seal) is
 * saved in its place, so a session value planted or seen before sign-in never becomes an authenticated one. Only
 * the browser's guest token (its guest orders) is carried over. One Set-Cookie header for the session cookie is sent.
 */
export async function regenerateSession(
  req: IncomingMessage,
  res: ServerResponse,
  data: Pick<SessionData, 'customerId' | 'email'>,
): Promise<IronSession<SessionData>> {
  const options = sessionOptions(req);
  const session = await getIronSession<SessionData>(req, res, options);
  const guestToken = typeof session.guestToken === 'string' ? session.guestToken : undefined;
  const v = typeof data.customerId === 'number' ? await currentVersion(data.customerId) : undefined;
  // Not destroy(): a destroyed session cannot be saved again. Emptying it drops the old values just the same.
  for (const key of Object.keys(session)) delete (session as unknown as Record<string, unknown>)[key];
  Object.assign(session, data, { createdAt: Date.now(), sid: randomUUID(), v }, guestToken ? { guestToken } : {});
  // A cookie this request saved before (a guest token) gives way to the fresh one.
  res.setHeader('set-cookie', withoutCookie(res, options.cookieName));
  await session.save();
  return session;
}

/** Sign-out: the session is emptied, its cookie expired and its id stored as signed out. */
export async function destroySession(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const session = await getIronSession<SessionData>(req, res, sessionOptions(req));
  if (session.sid) {
    const remaining = (session.createdAt ?? Date.now()) + MAX_AGE_MS - Date.now();
    if (remaining > 0) await (await getSharedState()).set(revokedKey(session.sid), '1', remaining);
  }
  session.destroy();
}

/** Sets (30-day max age) or clears the cart id cookie. Not httpOnly: the browser's cart code reads it. */
export function setCartCookie(req: IncomingMessage, res: ServerResponse, cartId: string | null): void {
  appendCookie(req, res, CART_COOKIE, cartId ?? '', { maxAge: cartId ? CART_COOKIE_MAX_AGE_SECONDS : 0, httpOnly: false });
}
