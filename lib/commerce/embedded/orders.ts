/**
 * Orders of the embedded store: reads always scoped to the customer, a guest order (customer 0) only with the
 * guest token it was placed with (its SHA-256 is stored, compared in constant time), and placing an order.
 *
 * placeOrder is ONE write transaction (BEGIN IMMEDIATE, so concurrent checkouts serialise, across processes too):
 *   1. a cart that already became an order answers that order again (orders.cart_id is UNIQUE): a double
 *      submit, or a retry after a lost response, never makes a second order. Only to the same customer, and
 *      for a guest only to the same guest token: a cart id and an email are not enough to read an order;
 *   2. the cart is read and every line re-priced from the catalogue (variants.price_cents); no price from the
 *      client or from anywhere else is used;
 *   3. every line's stock and purchase limits are checked; any problem throws (out_of_stock naming the
 *      products, or quantity_limit) before anything is written;
 *   4. the order, its lines (gift certificates become lines too, plus an order_gift_certificates row with a
 *      code) and the address snapshot are inserted, stock is decremented (catalogue.adjustInventoryInTransaction) and the
 *      cart is deleted (its lines cascade);
 *   5. the cart's discount code is checked again (with the order's email) and its use counted (discounts.ts):
 *      a code that no longer applies throws discount_refused, so its last use goes to exactly one order.
 * A throw anywhere rolls the whole transaction back: nothing is written, the cart stays as it was.
 * Once it is committed, the adapter emails the certificates to their recipients (gift-certificate-emails.ts).
 */
import { createHash, randomBytes } from 'node:crypto';
import { sameSecret } from '../../secrets';
import type { AddressInput, Order, OrderLine, OrderPage, PlaceOrderInput, ProductOptionValue } from '../types';
import { orderPaging } from '../order-paging';
import { CommerceError } from '../errors';
import { lineLabel } from '../item-name';
import { orderGiftCertificate, spend } from './gift-certificate-payments';
import { NO_SHIPPING_LABEL, SHIPPING_LABELS, isShippingMethod, orderTotals, type ShippingRates } from '../../checkout/shipping';
import type { GiftCertificateRow } from './carts';
import { adjustInventoryInTransaction } from './catalogue';
import { cleanAddress, cleanContact, isEmail, normaliseEmail } from './customers';
import type { Store } from './db';
import { orderDiscount, recordUse } from './discounts';

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
  discount_code: string | null;
  discount_cents: number;
  gift_certificate_code: string | null;
  gift_certificate_cents: number;
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
  tax_included_cents, shipping_method, shipping_address_json, discount_code, discount_cents, gift_certificate_code, gift_certificate_cents`;

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
    discountCode: row.discount_code,
    discountCents: row.discount_cents,
    giftCertificateLast4: row.gift_certificate_code === null ? null : row.gift_certificate_code.slice(-4),
    giftCertificateCents: row.gift_certificate_cents,
    shippingMethod: row.shipping_method,
    shippingAddress: JSON.parse(row.shipping_address_json) as AddressInput,
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
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

/** One page of the customer's orders, newest first. Guest orders (customer 0) are never listed together. */
export function listOrders(store: Store, customerId: number, pageNumber?: number, size?: number): OrderPage {
  const { page, perPage } = orderPaging(pageNumber, size);
  if (!Number.isSafeInteger(customerId) || customerId < 1) return { items: [], page, perPage, hasNextPage: false };
  // One row more than the page shows: whether older orders follow, exactly.
  const rows = store.all<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM orders WHERE customer_id = ? ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
    customerId,
    perPage + 1,
    (page - 1) * perPage,
  );
  const shown = rows.slice(0, perPage);
  const lines = linesOf(store, shown.map((row) => row.id));
  return { items: shown.map((row) => toOrder(row, lines.get(row.id) ?? [])), page, perPage, hasNextPage: rows.length > perPage };
}

/** A guest token is at least 32 characters of base64url (the app makes 43). */
const GUEST_TOKEN = /^[A-Za-z0-9_-]{32,128}$/;

function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function sameToken(storedHash: string | null, token: string | undefined): boolean {
  if (!storedHash || typeof token !== 'string' || !GUEST_TOKEN.test(token)) return false;
  return sameSecret(tokenHash(token), storedHash);
}

export function getOrder(store: Store, orderId: number, customerId: number, guestToken?: string): Order {
  const row = store.get<OrderRow & { guest_token_hash: string | null }>(
    `SELECT ${ORDER_COLUMNS}, guest_token_hash FROM orders WHERE id = ? AND customer_id = ?`,
    orderId,
    customerId,
  );
  if (!row || (customerId === 0 && !sameToken(row.guest_token_hash, guestToken))) {
    throw new CommerceError('not_found', `Order ${orderId} was not found.`);
  }
  return toOrder(row, linesOf(store, [row.id]).get(row.id) ?? []);
}

/* ------------------------------------------------------------------ placing an order */

const CHECKOUT_CART_NOT_FOUND = 'Your cart could not be found. It may have expired or already been ordered.';
const CHECKOUT_CART_EMPTY = 'Your cart is empty. Add something to your cart before checking out.';
const CART_OF_ANOTHER_CUSTOMER = 'This cart belongs to another customer. Sign in to that account to check it out.';
const GIFT_CERTIFICATE_SKU = 'GIFT-CERTIFICATE';

interface CheckoutLineRow {
  product_id: number;
  variant_id: number;
  quantity: number;
  name: string;
  min_quantity: number;
  max_quantity: number;
  is_gift_certificate: number;
  sku: string;
  options_json: string;
  price_cents: number;
  purchasable: number;
  inventory: number;
}

/** A line as it will be ordered: catalogue price, never the caller's. */
interface PricedLine extends Omit<OrderLine, 'totalCents'> {
  physical: boolean;
}

/**
 * The address snapshot the order keeps; the API layer has validated it with the form's schema already. An order with
 * nothing to ship keeps the buyer's details only: a name (and the phone and company given), no address lines.
 */
function orderAddress(input: AddressInput, needsShipping: boolean): AddressInput {
  if (!needsShipping) return cleanContact(input);
  const address = cleanAddress(input ?? ({} as AddressInput), 'A shipping address');
  if (address.countryCode === 'AU' && !address.stateOrProvince) {
    throw new CommerceError('invalid_input', 'State cannot be blank.');
  }
  return address;
}

/**
 * Stock and limit problems of the cart's lines, checked all at once so the shopper hears about every product.
 * Stock wins over limits (409 out_of_stock, then 422 quantity_limit).
 */
function checkLines(rows: CheckoutLineRow[]): void {
  const stock: string[] = [];
  const limits: string[] = [];
  for (const row of rows) {
    const label = lineLabel(row.name, JSON.parse(row.options_json) as ProductOptionValue[]);
    if (row.purchasable !== 1 || row.inventory <= 0) {
      stock.push(`${label} is out of stock`);
    } else if (row.quantity > row.inventory) {
      stock.push(`only ${row.inventory} of ${label} ${row.inventory === 1 ? 'is' : 'are'} left (your cart has ${row.quantity})`);
    } else if (row.max_quantity > 0 && row.quantity > row.max_quantity) {
      limits.push(`You can only purchase a maximum of ${row.max_quantity} of ${row.name} per order`);
    } else if (row.min_quantity > 0 && row.quantity < row.min_quantity) {
      limits.push(`You can only purchase a minimum of ${row.min_quantity} of ${row.name} per order`);
    }
  }
  if (stock.length === 1) {
    const [problem] = stock;
    throw new CommerceError(
      'out_of_stock',
      `Sorry, ${problem}. Please update your cart to place your order; you have not been charged.`,
    );
  }
  if (stock.length > 1) {
    throw new CommerceError(
      'out_of_stock',
      `Sorry, some items in your cart are no longer available: ${stock.join('; ')}. Please update your cart to place your order; you have not been charged.`,
    );
  }
  if (limits.length > 0) throw new CommerceError('quantity_limit', `${limits.join('. ')}.`);
}

function giftCertificateCode(): string {
  // 16 characters from an alphabet without look-alikes (0/O, 1/I).
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return Array.from(randomBytes(16), (byte) => alphabet[byte % alphabet.length]).join('');
}

/** An order that this cart already became, answered again only to the shopper who placed it. */
/** The order's status as it stands now (it moves on after the order is placed: a certificate-only order is Completed once emailed). */
export function orderStatus(store: Store, orderId: number): Order['status'] | null {
  return store.get<{ status: Order['status'] }>('SELECT status FROM orders WHERE id = ?', orderId)?.status ?? null;
}

function replayedOrder(store: Store, cartId: string, customerId: number, guestToken: string | undefined): Order | null {
  const existing = store.get<{ id: number; customer_id: number; guest_token_hash: string | null }>(
    'SELECT id, customer_id, guest_token_hash FROM orders WHERE cart_id = ?',
    cartId,
  );
  if (!existing) return null;
  // Someone else holding the cart id (with or without the email) learns nothing: the cart is simply not found.
  if (existing.customer_id !== customerId) throw new CommerceError('not_found', CHECKOUT_CART_NOT_FOUND);
  if (customerId === 0 && !sameToken(existing.guest_token_hash, guestToken)) throw new CommerceError('not_found', CHECKOUT_CART_NOT_FOUND);
  return getOrder(store, existing.id, customerId, guestToken);
}

/** Places the order of a cart (see the header of this file): it all happens in one transaction. */
export async function placeOrder(store: Store, input: PlaceOrderInput, rates: ShippingRates, now: number): Promise<Order> {
  const cartId = typeof input?.cartId === 'string' ? input.cartId : '';
  const customerId = input?.customerId;
  if (!Number.isSafeInteger(customerId) || customerId < 0) throw new CommerceError('invalid_input', 'A customer id (0 for a guest) is required.');
  const email = normaliseEmail(input.email);
  if (!isEmail(email)) throw new CommerceError('invalid_input', 'Please enter a valid email address.');
  const guestToken = customerId === 0 ? input.guestToken : undefined;
  if (customerId === 0 && (typeof guestToken !== 'string' || !GUEST_TOKEN.test(guestToken))) {
    throw new CommerceError('invalid_input', 'A guest order needs the guest token of the browser placing it.');
  }
  if (cartId === '') throw new CommerceError('not_found', CHECKOUT_CART_NOT_FOUND);

  return store.write(() => {
    const replay = replayedOrder(store, cartId, customerId, guestToken);
    if (replay) return replay;

    const cart = store.get<{ customer_id: number }>('SELECT customer_id FROM carts WHERE id = ? AND expires_at > ?', cartId, now);
    if (!cart) throw new CommerceError('not_found', CHECKOUT_CART_NOT_FOUND);
    if (cart.customer_id !== 0 && cart.customer_id !== customerId) throw new CommerceError('forbidden', CART_OF_ANOTHER_CUSTOMER);
    if (customerId !== 0 && !store.get<{ id: number }>('SELECT id FROM customers WHERE id = ?', customerId)) {
      throw new CommerceError('unauthenticated', 'Your account could not be found. Please sign in again.');
    }

    const rows = store.all<CheckoutLineRow>(
      `SELECT ci.product_id, ci.variant_id, ci.quantity, p.name, p.min_quantity, p.max_quantity, p.is_gift_certificate,
              v.sku, v.options_json, v.price_cents, v.purchasable, COALESCE(i.quantity, 0) AS inventory
         FROM cart_items ci
         JOIN products p ON p.id = ci.product_id
         JOIN variants v ON v.id = ci.variant_id AND v.product_id = ci.product_id
         LEFT JOIN inventory i ON i.variant_id = v.id
        WHERE ci.cart_id = ?
        ORDER BY ci.created_at, ci.rowid`,
      cartId,
    );
    const certificates = store.all<Omit<GiftCertificateRow, 'id'>>(
      `SELECT name, theme, amount_cents, sender_name, sender_email, recipient_name, recipient_email, message
         FROM cart_gift_certificates WHERE cart_id = ? ORDER BY created_at, rowid`,
      cartId,
    );
    const itemCount = store.get<{ n: number }>('SELECT COUNT(*) AS n FROM cart_items WHERE cart_id = ?', cartId)?.n ?? 0;
    if (itemCount !== rows.length) {
      // A line whose variant left the catalogue (or moved to another product) cannot be priced.
      throw new CommerceError('out_of_stock', 'Sorry, an item in your cart is no longer sold. Please update your cart to place your order.');
    }
    if (rows.length === 0 && certificates.length === 0) throw new CommerceError('conflict', CHECKOUT_CART_EMPTY);
    checkLines(rows);

    const lines: PricedLine[] = rows.map((row) => ({
      productId: row.product_id,
      variantId: row.variant_id,
      name: row.name,
      sku: row.sku,
      options: JSON.parse(row.options_json) as ProductOptionValue[],
      quantity: row.quantity,
      unitPriceCents: row.price_cents,
      physical: row.is_gift_certificate !== 1,
    }));
    const amounts = {
      goodsCents: lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0),
      giftCertificatesCents: certificates.reduce((sum, certificate) => sum + certificate.amount_cents, 0),
    };
    // Checked now that the cart's lines say whether anything ships (a throw writes nothing).
    const needsShipping = lines.some((line) => line.physical);
    const method = input.shippingMethod;
    if (needsShipping && !isShippingMethod(method)) throw new CommerceError('invalid_input', 'Please choose a shipping method: standard or express.');
    const address = orderAddress(input.shippingAddress, needsShipping);
    // The cart's discount code, checked again now (with the order's email); its use is counted below, in this
    // same transaction, so a code's last use goes to exactly one order.
    const goods = lines.map((line) => ({ productId: line.productId, totalCents: line.unitPriceCents * line.quantity }));
    const applied = orderDiscount(store, cartId, goods, customerId, email, now);
    // The certificate the cart pays with, its balance read now: what it pays is taken from it below, in this same
    // transaction, so two orders never both spend one balance.
    const paidWith = orderGiftCertificate(store, cartId);
    const totals = orderTotals(amounts, method ?? 'standard', rates, needsShipping, applied?.discount ?? null, paidWith?.balanceCents ?? null);

    const orderId = store.run(
      `INSERT INTO orders (customer_id, cart_id, email, status, subtotal_cents, shipping_cents, total_cents, tax_included_cents,
         shipping_method, shipping_address_json, created_at, guest_token_hash, discount_code, discount_cents,
         gift_certificate_code, gift_certificate_cents)
       VALUES (?, ?, ?, 'Awaiting Fulfillment', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      customerId,
      cartId,
      email,
      totals.subtotalCents,
      totals.shippingCents,
      totals.totalCents,
      totals.taxIncludedCents,
      needsShipping && method ? SHIPPING_LABELS[method] : NO_SHIPPING_LABEL,
      JSON.stringify(address),
      now,
      guestToken === undefined ? null : tokenHash(guestToken),
      applied?.code ?? null,
      totals.discountCents,
      totals.giftCertificateCents > 0 && paidWith ? paidWith.code : null,
      totals.giftCertificateCents,
    ).lastInsertRowid;
    if (applied) recordUse(store, applied.code, orderId, customerId, email, now);
    if (paidWith) spend(store, paidWith.code, totals.giftCertificateCents);

    const insertLine = (line: Omit<PricedLine, 'physical'>) =>
      store.run(
        `INSERT INTO order_lines (order_id, product_id, variant_id, name, sku, options_json, quantity, unit_price_cents, total_cents)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        orderId,
        line.productId,
        line.variantId,
        line.name,
        line.sku,
        JSON.stringify(line.options),
        line.quantity,
        line.unitPriceCents,
        line.unitPriceCents * line.quantity,
      );
    for (const line of lines) {
      insertLine(line);
      adjustInventoryInTransaction(store, line.variantId, -line.quantity, now);
    }
    for (const certificate of certificates) {
      insertLine({
        productId: 0,
        variantId: 0,
        name: certificate.name,
        sku: GIFT_CERTIFICATE_SKU,
        options: [{ name: 'Recipient', value: certificate.recipient_name }],
        quantity: 1,
        unitPriceCents: certificate.amount_cents,
      });
      store.run(
        `INSERT INTO order_gift_certificates (order_id, code, name, theme, amount_cents, sender_name, sender_email,
           recipient_name, recipient_email, message, balance_cents)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        orderId,
        giftCertificateCode(),
        certificate.name,
        certificate.theme,
        certificate.amount_cents,
        certificate.sender_name,
        certificate.sender_email,
        certificate.recipient_name,
        certificate.recipient_email,
        certificate.message,
        certificate.amount_cents,
      );
    }
    store.run('DELETE FROM carts WHERE id = ?', cartId);
    return getOrder(store, orderId, customerId, guestToken);
  });
}
