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

export function getSession(req: IncomingMessage, res: ServerResponse): Promise<IronSession<SessionData>> {
  return getIronSession<SessionData>(req, res, sessionOptions(req));
}

/** The signed-in customer's id, or null for a guest. */
export async function currentCustomerId(req: IncomingMessage, res: ServerResponse): Promise<number | null> {
  const session = await getSession(req, res);
  return typeof session.customerId === 'number' ? session.customerId : null;
}
