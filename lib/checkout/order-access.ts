/**
 * Who may see an order (server only): the signed-in customer who placed it, or the browser session that placed
 * it as a guest (its id is in the sealed session's guestOrderIds). Anyone else gets null, answered as a 404 by
 * both the confirmation page and GET /api/orders/[id], so an order number reveals nothing.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getCommerce, isCommerceError } from '@/lib/commerce';
import type { Order } from '@/lib/commerce/types';
import { getSession } from '@/lib/http/session';

/** How many guest order ids the session cookie keeps (the newest ones). */
export const MAX_GUEST_ORDER_IDS = 20;

/** An order id from a path segment or query value: a whole number above 0, else null. */
export function parseOrderId(raw: unknown): number | null {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (typeof value !== 'string' || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id >= 1 ? id : null;
}

async function orderOrNull(orderId: number, customerId: number): Promise<Order | null> {
  try {
    return await (await getCommerce()).getOrder(orderId, customerId);
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
  const guestOrders = Array.isArray(session.guestOrderIds) ? session.guestOrderIds : [];
  return guestOrders.includes(orderId) ? orderOrNull(orderId, 0) : null;
}

/** Remembers a guest order in the session (newest last, at most MAX_GUEST_ORDER_IDS). The caller saves. */
export function withGuestOrder(ids: unknown, orderId: number): number[] {
  const known = Array.isArray(ids) ? ids.filter((id): id is number => Number.isSafeInteger(id) && id !== orderId) : [];
  return [...known, orderId].slice(-MAX_GUEST_ORDER_IDS);
}
