import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getIronSession, type IronSession, type SessionOptions } from 'iron-session';
import { sessionSecret } from '../secrets';

/** What the sealed session cookie holds. Nothing else about the shopper lives on the server. */
export interface SessionData {
  customerId?: number;
  email?: string;
  /** Orders placed by this browser as a guest (the confirmation page checks it). */
  guestOrderIds?: number[];
  /** When the session was created (ms since epoch); a new session is created at sign-in. */
  createdAt?: number;
  /** A random id of this session, new at every sign-in (session rotation). */
  sid?: string;
}

const MAX_AGE_SECONDS = 60 * 60 * 24 * 14;

/** Whether the request reached us over https (directly or through a proxy). */
export function isHttps(req: IncomingMessage): boolean {
  const proto = req.headers['x-forwarded-proto'];
  const first = (Array.isArray(proto) ? proto[0] : proto)?.split(',')[0]?.trim();
  if (first) return first === 'https';
  return Boolean((req.socket as { encrypted?: boolean } | undefined)?.encrypted);
}

export function sessionOptions(req: IncomingMessage): SessionOptions {
  const secure = isHttps(req);
  return {
    password: sessionSecret(),
    cookieName: secure ? '__Host-bn_session' : 'bn_session',
    ttl: MAX_AGE_SECONDS,
    cookieOptions: { httpOnly: true, sameSite: 'lax', secure, path: '/' },
  };
}

/* Signed-out sessions: a sealed cookie cannot be recalled, so the ids of sessions signed out are remembered here
   (in this process, until the cookie would have expired anyway) and a copy of such a cookie no longer signs in. */
const REVOKED = Symbol.for('bulk-storefront.session.revoked');

function revokedSessions(): Map<string, number> {
  const holder = globalThis as typeof globalThis & { [REVOKED]?: Map<string, number> };
  holder[REVOKED] ??= new Map();
  return holder[REVOKED];
}

function revoke(sid: string, createdAt: number | undefined): void {
  const revoked = revokedSessions();
  const now = Date.now();
  if (revoked.size > 1000) for (const [id, until] of revoked) if (until <= now) revoked.delete(id);
  revoked.set(sid, (createdAt ?? now) + MAX_AGE_SECONDS * 1000);
}

function isRevoked(sid: string | undefined): boolean {
  if (!sid) return false;
  const until = revokedSessions().get(sid);
  return until !== undefined && until > Date.now();
}

export async function getSession(req: IncomingMessage, res: ServerResponse): Promise<IronSession<SessionData>> {
  const session = await getIronSession<SessionData>(req, res, sessionOptions(req));
  if (isRevoked(session.sid)) {
    delete session.customerId;
    delete session.email;
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
 * Session rotation at sign-in: the old session is destroyed and a fresh one (new sid, new seal) is saved in its
 * place, so a session value planted or seen before sign-in never becomes an authenticated one. Only the
 * browser's own guest order ids are carried over. One Set-Cookie header for the session cookie is sent.
 */
export async function regenerateSession(
  req: IncomingMessage,
  res: ServerResponse,
  data: Pick<SessionData, 'customerId' | 'email'>,
): Promise<IronSession<SessionData>> {
  const options = sessionOptions(req);
  const session = await getIronSession<SessionData>(req, res, options);
  const guestOrderIds = Array.isArray(session.guestOrderIds) ? session.guestOrderIds : undefined;
  session.destroy();
  Object.assign(session, data, { createdAt: Date.now(), sid: randomUUID() }, guestOrderIds ? { guestOrderIds } : {});
  // The fresh cookie replaces destroy()'s expired one: one Set-Cookie header for the session cookie.
  res.setHeader('set-cookie', withoutCookie(res, options.cookieName));
  await session.save();
  return session;
}

/** Sign-out: the session is emptied, its cookie expired and its id remembered as signed out. */
export async function destroySession(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const session = await getSession(req, res);
  if (session.sid) revoke(session.sid, session.createdAt);
  session.destroy();
}
