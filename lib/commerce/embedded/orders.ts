/**
 * Order reads, always scoped to the customer (0 = guest orders, which the API layer checks against the
 * session's guestOrderIds before asking). Placing an order belongs here too: one write transaction that
 * re-reads the cart, checks and decrements stock (catalogue.adjustInventory), inserts the order and its lines
 * (orders.cart_id is UNIQUE, so one cart cannot become two orders) and deletes the cart.
 */
import type { AddressInput, Order, ProductOptionValue } from '../types';
import { CommerceError } from '../errors';
import type { Store } from './db';

interface OrderRow {
  id: number;
  customer_id: number;
  email: string;
  status: Order['status'];
  created_at: number;
  subtotal_cents: number;
  shipping_cents: number;
  total_cents: number;
  tax_included_cents: number;
  shipping_method: string;
  shipping_address_json: string;
}

interface OrderLineRow {
  order_id: number;
  product_id: number;
  variant_id: number;
  name: string;
  sku: string;
  options_json: string;
  quantity: number;
  unit_price_cents: number;
  total_cents: number;
}

const ORDER_COLUMNS = `id, customer_id, email, status, created_at, subtotal_cents, shipping_cents, total_cents,
  tax_included_cents, shipping_method, shipping_address_json`;

function toOrder(row: OrderRow, lines: OrderLineRow[]): Order {
  return {
    id: row.id,
    customerId: row.customer_id,
    email: row.email,
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
    subtotalCents: row.subtotal_cents,
    shippingCents: row.shipping_cents,
    totalCents: row.total_cents,
    taxIncludedCents: row.tax_included_cents,
    shippingMethod: row.shipping_method,
    shippingAddress: JSON.parse(row.shipping_address_json) as AddressInput,
    lines: lines.map((line) => ({
      productId: line.product_id,
      variantId: line.variant_id,
      name: line.name,
      sku: line.sku,
      options: JSON.parse(line.options_json) as ProductOptionValue[],
      quantity: line.quantity,
      unitPriceCents: line.unit_price_cents,
      totalCents: line.total_cents,
    })),
  };
}

function linesOf(store: Store, orderIds: number[]): Map<number, OrderLineRow[]> {
  const rows = store.all<OrderLineRow>(
    `SELECT order_id, product_id, variant_id, name, sku, options_json, quantity, unit_price_cents, total_cents
       FROM order_lines WHERE order_id IN (SELECT value FROM json_each(?)) ORDER BY order_id, id`,
    JSON.stringify(orderIds),
  );
  const byOrder = new Map<number, OrderLineRow[]>();
  for (const row of rows) {
    const list = byOrder.get(row.order_id);
    if (list) list.push(row);
    else byOrder.set(row.order_id, [row]);
  }
  return byOrder;
}

/** The customer's orders, newest first. Guest orders (customer 0) are never listed together. */
export function listOrders(store: Store, customerId: number): Order[] {
  if (!Number.isSafeInteger(customerId) || customerId < 1) return [];
  const rows = store.all<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM orders WHERE customer_id = ? ORDER BY created_at DESC, id DESC`, customerId);
  const lines = linesOf(store, rows.map((row) => row.id));
  return rows.map((row) => toOrder(row, lines.get(row.id) ?? []));
}

export function getOrder(store: Store, orderId: number, customerId: number): Order {
  const row = store.get<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM orders WHERE id = ? AND customer_id = ?`, orderId, customerId);
  if (!row) throw new CommerceError('not_found', `Order ${orderId} was not found.`);
  return toOrder(row, linesOf(store, [row.id]).get(row.id) ?? []);
}
