/**
 * Who may see an order (server only): the signed-in customer who placed it, or the browser that placed it as a
 * guest. A guest browser holds an unguessable guest token (32 random bytes) in its sealed, httpOnly session
 * cookie; a guest order keeps only the token's SHA-256 and is read only with the token itself. A cart id, an
 * email or an order number are never enough. Anyone else gets null, answered as a 404 by both the confirmation
 * page and GET /api/orders/[id], so an order number reveals nothing.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { IronSession } from 'iron-session';
import { getCommerce, isCommerceError } from '@/lib/commerce';
import type { Order } from '@/lib/commerce/types';
import { getSession, type SessionData } from '@/lib/http/session';

/** An order id from a path segment or query value: a whole number above 0, else null. */
function parseOrderId(raw: unknown): number | null {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (typeof value !== 'string' || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id >= 1 ? id : null;
}

/**
 * This browser's guest token; one is made and saved in the session when it has none. The checkout page does it
 * before the form is shown, so a double submit carries the same token and is answered the same order.
 */
export async function ensureGuestToken(session: IronSession<SessionData>): Promise<string> {
  if (typeof session.guestToken === 'string' && session.guestToken.length >= 43) return session.guestToken;
  session.guestToken = randomBytes(32).toString('base64url');
  await session.save();
  return session.guestToken;
}

async function orderOrNull(orderId: number, customerId: number, guestToken?: string): Promise<Order | null> {
  try {
    return await (await getCommerce()).getOrder(orderId, customerId, guestToken);
  } catch (error) {
    if (isCommerceError(error) && (error.code === 'not_found' || error.code === 'forbidden')) return null;
    throw error;
  }
}

/** The order when this request's shopper may see it, otherwise null. */
export async function orderForViewer(req: IncomingMessage, res: ServerResponse, rawId: unknown): Promise<Order | null> {
  const orderId = parseOrderId(rawId);
  if (orderId === null) return null;
  const session = await getSession(req, res);
  if (typeof session.customerId === 'number') {
    const own = await orderOrNull(orderId, session.customerId);
    if (own) return own;
  }
  return typeof session.guestToken === 'string' ? orderOrNull(orderId, 0, session.guestToken) : null;
}
