/**
 * Carts of the embedded store. Every write is one IMMEDIATE transaction that validates, changes and re-reads
 * the cart, so concurrent adds to one cart serialise and none is lost. A cart lives 30 days after its last
 * change; an expired cart is treated as missing and purged lazily by later writes. Prices are read live from
 * the catalogue, so a cart always shows current prices.
 */
import { randomUUID } from 'node:crypto';
import type { Cart, CartGiftCertificate, CartItemInput, CartLineItem, GiftCertificateInput, ProductOptionValue } from '../types';
import { CommerceError } from '../errors';
import { CART_QUANTITY_MAX } from '../cart-limits';
import { lineLabel } from '../item-name';
import { validateAddItem, validateGiftCertificateAmount, validateUpdateItem } from '../cart-checks';
import { isEmail, storedText } from './customers';
import type { Store } from './db';
import { applyToCart, cartDiscount, goodsLines } from './discounts';
import * as certificatePayments from './gift-certificate-payments';
import { cartGiftCertificate } from './gift-certificate-payments';
import { cartTaxIncludedCents } from '../../checkout/shipping';

export const CART_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const PURGE_INTERVAL_MS = 10 * 60 * 1000;

const CART_NOT_FOUND = 'Your cart could not be found. It may have expired.';
const ITEM_NOT_FOUND = 'That item is not in your cart.';
const GIFT_CERTIFICATE_NOT_FOUND = 'That gift certificate is not in your cart.';

interface CartRow {
  id: string;
  customer_id: number;
  created_at: number;
  updated_at: number;
  discount_code: string | null;
  gift_certificate_code: string | null;
}

interface LineRow {
  id: string;
  product_id: number;
  variant_id: number;
  quantity: number;
  name: string;
  slug: string;
  image_url: string | null;
  is_gift_certificate: number;
  sku: string;
  options_json: string;
  price_cents: number;
  retail_price_cents: number | null;
}

export interface GiftCertificateRow {
  id: string;
  name: string;
  theme: string;
  amount_cents: number;
  sender_name: string;
  sender_email: string;
  recipient_name: string;
  recipient_email: string;
  message: string;
}

interface VariantInfo {
  productId: number;
  productName: string;
  minQuantity: number;
  maxQuantity: number;
  variantId: number;
  options: ProductOptionValue[];
  purchasable: boolean;
  inventory: number;
}

/* ------------------------------------------------------------------ reads */

function liveCartRow(store: Store, cartId: string, now: number): CartRow | undefined {
  return store.get<CartRow>('SELECT id, customer_id, created_at, updated_at, discount_code, gift_certificate_code FROM carts WHERE id = ? AND expires_at > ?', cartId, now);
}

function toLine(row: LineRow): CartLineItem {
  const listPrice = row.retail_price_cents !== null && row.retail_price_cents > row.price_cents ? row.retail_price_cents : row.price_cents;
  return {
    id: row.id,
    productId: row.product_id,
    variantId: row.variant_id,
    quantity: row.quantity,
    name: row.name,
    url: `/products/${row.slug}`,
    imageUrl: row.image_url,
    sku: row.sku,
    options: JSON.parse(row.options_json) as ProductOptionValue[],
    salePriceCents: row.price_cents,
    listPriceCents: listPrice,
    extendedSalePriceCents: row.price_cents * row.quantity,
    isDigital: row.is_gift_certificate === 1,
  };
}

function toGiftCertificate(row: GiftCertificateRow): CartGiftCertificate {
  return {
    id: row.id,
    name: row.name,
    amountCents: row.amount_cents,
    recipient: { name: row.recipient_name, email: row.recipient_email },
    sender: { name: row.sender_name, email: row.sender_email },
    message: row.message,
    theme: row.theme,
  };
}

/**
 * The cart, or null when it does not exist or has expired. Its discount code is checked again on every read: one
 * that stopped applying (a line removed below the minimum, the code expired) is off, with a notice saying why.
 */
export function readCart(store: Store, cartId: string, now: number): Cart | null {
  const row = liveCartRow(store, cartId, now);
  if (!row) return null;
  const lines = store
    .all<LineRow>(
      `SELECT ci.id, ci.product_id, ci.variant_id, ci.quantity, p.name, p.slug, p.image_url, p.is_gift_certificate,
              v.sku, v.options_json, v.price_cents, v.retail_price_cents
         FROM cart_items ci
         JOIN variants v ON v.id = ci.variant_id
         JOIN products p ON p.id = ci.product_id
        WHERE ci.cart_id = ?
        ORDER BY ci.created_at, ci.rowid`,
      cartId,
    )
    .map(toLine);
  const giftCertificates = store
    .all<GiftCertificateRow>(
      `SELECT id, name, theme, amount_cents, sender_name, sender_email, recipient_name, recipient_email, message
         FROM cart_gift_certificates WHERE cart_id = ? ORDER BY created_at, rowid`,
      cartId,
    )
    .map(toGiftCertificate);

  const baseAmountCents =
    lines.reduce((sum, line) => sum + line.extendedSalePriceCents, 0) +
    giftCertificates.reduce((sum, certificate) => sum + certificate.amountCents, 0);
  const { discount, notice } = cartDiscount(store, row.id, row.discount_code, goodsLines(lines), row.customer_id, now);
  const discountAmountCents = discount?.amountCents ?? 0;
  const cartAmountCents = baseAmountCents - discountAmountCents;
  return {
    id: row.id,
    customerId: row.customer_id,
    currency: 'AUD',
    baseAmountCents,
    discountAmountCents,
    cartAmountCents,
    taxIncludedCents: cartTaxIncludedCents({ baseAmountCents, discountAmountCents, lineItems: { physicalItems: [], digitalItems: [], giftCertificates } }),
    lineItems: {
      physicalItems: lines.filter((line) => !line.isDigital),
      digitalItems: lines.filter((line) => line.isDigital),
      giftCertificates,
    },
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    checkoutUrl: null,
    discount,
    discountNotice: notice,
    giftCertificate: cartGiftCertificate(store, row.gift_certificate_code),
  };
}

/* ------------------------------------------------------------------ write helpers */

/** Deletes expired carts, at most every few minutes per connection (their lines and certificates cascade). */
function purgeExpired(store: Store, now: number): void {
  const state = store.shared('carts.purge', () => ({ last: 0 }));
  if (now - state.last < PURGE_INTERVAL_MS) return;
  state.last = now;
  store.run('DELETE FROM carts WHERE expires_at <= ?', now);
}

/** The live cart `cartId`, or a new one when cartId is null, missing or expired (an expired one is deleted). */
function cartForAdd(store: Store, cartId: string | null, customerId: number, now: number): string {
  if (cartId !== null) {
    if (liveCartRow(store, cartId, now)) return cartId;
    store.run('DELETE FROM carts WHERE id = ? AND expires_at <= ?', cartId, now);
  }
  const id = randomUUID();
  store.run(
    'INSERT INTO carts (id, customer_id, created_at, updated_at, expires_at) VALUES (?, ?, ?, ?, ?)',
    id,
    customerId,
    now,
    now,
    now + CART_TTL_MS,
  );
  return id;
}

function requireCart(store: Store, cartId: string, now: number): CartRow {
  const row = liveCartRow(store, cartId, now);
  if (!row) throw new CommerceError('not_found', CART_NOT_FOUND);
  return row;
}

function touch(store: Store, cartId: string, now: number): void {
  store.run('UPDATE carts SET updated_at = ?, expires_at = ? WHERE id = ?', now, now + CART_TTL_MS, cartId);
}

/** After a removal: an empty cart is deleted (null), otherwise its expiry is pushed back and it is returned. */
function afterRemoval(store: Store, cartId: string, now: number): Cart | null {
  const left = store.get<{ n: number }>(
    `SELECT (SELECT COUNT(*) FROM cart_items WHERE cart_id = ?) + (SELECT COUNT(*) FROM cart_gift_certificates WHERE cart_id = ?) AS n`,
    cartId,
    cartId,
  );
  if (!left || left.n === 0) {
    store.run('DELETE FROM carts WHERE id = ?', cartId);
    return null;
  }
  touch(store, cartId, now);
  return readCart(store, cartId, now);
}

function variantInfo(store: Store, productId: number, variantId: number): VariantInfo {
  const row = store.get<{
    product_id: number;
    name: string;
    min_quantity: number;
    max_quantity: number;
    variant_id: number | null;
    variant_product_id: number | null;
    options_json: string | null;
    purchasable: number | null;
    inventory: number | null;
  }>(
    `SELECT p.id AS product_id, p.name, p.min_quantity, p.max_quantity,
            v.id AS variant_id, v.product_id AS variant_product_id, v.options_json, v.purchasable, i.quantity AS inventory
       FROM products p
       LEFT JOIN variants v ON v.id = ?
       LEFT JOIN inventory i ON i.variant_id = v.id
      WHERE p.id = ?`,
    variantId,
    productId,
  );
  if (!row) throw new CommerceError('not_found', `Product ${productId} was not found.`);
  if (row.variant_id === null) throw new CommerceError('not_found', `Variant ${variantId} of ${row.name} was not found.`);
  if (row.variant_product_id !== productId) {
    throw new CommerceError('invalid_input', `Variant ${variantId} is not an option of ${row.name}.`);
  }
  return {
    productId,
    productName: row.name,
    minQuantity: row.min_quantity,
    maxQuantity: row.max_quantity,
    variantId,
    options: JSON.parse(row.options_json ?? '[]') as ProductOptionValue[],
    purchasable: row.purchasable === 1,
    inventory: row.inventory ?? 0,
  };
}

/** The product's minimum and maximum per order, then stock: `quantity` is what the line would hold, `inCart` what it holds now. */
function checkLine(variant: VariantInfo, quantity: number, inCart: number): void {
  const label = lineLabel(variant.productName, variant.options);
  if (!variant.purchasable || variant.inventory <= 0) {
    throw new CommerceError('out_of_stock', `Sorry, ${label} is out of stock.`);
  }
  const max = variant.maxQuantity > 0 ? Math.min(variant.maxQuantity, CART_QUANTITY_MAX) : CART_QUANTITY_MAX;
  if (quantity > max) {
    throw new CommerceError('quantity_limit', `You can only purchase a maximum of ${max} of ${variant.productName} per order`);
  }
  if (variant.minQuantity > 0 && quantity < variant.minQuantity) {
    throw new CommerceError(
      'quantity_limit',
      `You can only purchase a minimum of ${variant.minQuantity} of ${variant.productName} per order`,
    );
  }
  if (quantity > variant.inventory) {
    const verb = variant.inventory === 1 ? 'is' : 'are';
    const already = inCart > 0 ? ` and you already have ${inCart} in your cart` : '';
    throw new CommerceError('out_of_stock', `Sorry, only ${variant.inventory} of ${label} ${verb} in stock${already}.`);
  }
}

/* ------------------------------------------------------------------ writes */

export async function addCartItem(store: Store, cartId: string | null, item: CartItemInput, customerId: number, now: number): Promise<Cart> {
  // How many is too many is the line's maximum (checkLine), which names the product.
  validateAddItem(item);
  return store.write(() => {
    purgeExpired(store, now);
    const variant = variantInfo(store, item.productId, item.variantId);
    const existing =
      cartId === null
        ? undefined
        : store.get<{ id: string; quantity: number }>(
            `SELECT ci.id, ci.quantity FROM cart_items ci JOIN carts c ON c.id = ci.cart_id
              WHERE ci.cart_id = ? AND ci.variant_id = ? AND c.expires_at > ?`,
            cartId,
            item.variantId,
            now,
          );
    const inCart = existing?.quantity ?? 0;
    checkLine(variant, inCart + item.quantity, inCart);

    const id = cartForAdd(store, cartId, customerId, now);
    if (existing) {
      store.run('UPDATE cart_items SET quantity = quantity + ? WHERE id = ?', item.quantity, existing.id);
    } else {
      store.run(
        'INSERT INTO cart_items (id, cart_id, product_id, variant_id, quantity, created_at) VALUES (?, ?, ?, ?, ?, ?)',
        randomUUID(),
        id,
        item.productId,
        item.variantId,
        item.quantity,
        now,
      );
    }
    touch(store, id, now);
    return readCart(store, id, now) as Cart;
  });
}

/** Sets a line's quantity (below 1 removes it) and, when item names another variant, switches the line to it. */
export async function updateCartItem(store: Store, cartId: string, itemId: string, item: CartItemInput, now: number): Promise<Cart | null> {
  validateUpdateItem(item);
  return store.write(() => {
    requireCart(store, cartId, now);
    const line = store.get<{ id: string; product_id: number; variant_id: number }>(
      'SELECT id, product_id, variant_id FROM cart_items WHERE id = ? AND cart_id = ?',
      itemId,
      cartId,
    );
    if (!line) throw new CommerceError('not_found', ITEM_NOT_FOUND);
    if (item.quantity < 1) {
      store.run('DELETE FROM cart_items WHERE id = ?', itemId);
      return afterRemoval(store, cartId, now);
    }
    if (item.productId !== line.product_id) {
      throw new CommerceError('invalid_input', 'That cart line holds another product; add the new product instead.');
    }
    const variant = variantInfo(store, item.productId, item.variantId);
    if (item.variantId === line.variant_id) {
      checkLine(variant, item.quantity, 0);
      store.run('UPDATE cart_items SET quantity = ? WHERE id = ?', item.quantity, itemId);
    } else {
      // Another variant: merge into its line when the cart already has one.
      const other = store.get<{ id: string; quantity: number }>(
        'SELECT id, quantity FROM cart_items WHERE cart_id = ? AND variant_id = ?',
        cartId,
        item.variantId,
      );
      checkLine(variant, item.quantity + (other?.quantity ?? 0), other?.quantity ?? 0);
      if (other) {
        store.run('UPDATE cart_items SET quantity = quantity + ? WHERE id = ?', item.quantity, other.id);
        store.run('DELETE FROM cart_items WHERE id = ?', itemId);
      } else {
        store.run('UPDATE cart_items SET variant_id = ?, quantity = ? WHERE id = ?', item.variantId, item.quantity, itemId);
      }
    }
    touch(store, cartId, now);
    return readCart(store, cartId, now);
  });
}

export async function removeCartItem(store: Store, cartId: string, itemId: string, now: number): Promise<Cart | null> {
  return store.write(() => {
    requireCart(store, cartId, now);
    const { changes } = store.run('DELETE FROM cart_items WHERE id = ? AND cart_id = ?', itemId, cartId);
    if (changes === 0) throw new CommerceError('not_found', ITEM_NOT_FOUND);
    return afterRemoval(store, cartId, now);
  });
}

function cleanGiftCertificate(input: GiftCertificateInput): Required<GiftCertificateInput> {
  validateGiftCertificateAmount(input.amountCents);
  const recipient = { name: storedText(input.recipient?.name, 100), email: storedText(input.recipient?.email, 254) };
  if (recipient.name === '' || !isEmail(recipient.email)) {
    throw new CommerceError('invalid_input', "A gift certificate needs the recipient's name and a valid email address.");
  }
  const sender = { name: storedText(input.sender?.name, 100), email: storedText(input.sender?.email, 254) };
  if (sender.email !== '' && !isEmail(sender.email)) {
    throw new CommerceError('invalid_input', "The sender's email address is not valid.");
  }
  return {
    name: storedText(input.name, 100) || 'Gift Certificate',
    amountCents: input.amountCents,
    theme: storedText(input.theme, 50) || 'General',
    sender,
    recipient,
    message: storedText(input.message, 1000),
  };
}

/** Adds one gift certificate (quantity is always 1); creates the cart when needed. */
export async function addGiftCertificate(
  store: Store,
  cartId: string | null,
  input: GiftCertificateInput,
  customerId: number,
  now: number,
): Promise<Cart> {
  const certificate = cleanGiftCertificate(input);
  return store.write(() => {
    purgeExpired(store, now);
    const id = cartForAdd(store, cartId, customerId, now);
    store.run(
      `INSERT INTO cart_gift_certificates (id, cart_id, name, theme, amount_cents, sender_name, sender_email,
         recipient_name, recipient_email, message, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      randomUUID(),
      id,
      certificate.name,
      certificate.theme,
      certificate.amountCents,
      certificate.sender.name,
      certificate.sender.email,
      certificate.recipient.name,
      certificate.recipient.email,
      certificate.message,
      now,
    );
    touch(store, id, now);
    return readCart(store, id, now) as Cart;
  });
}

export async function removeGiftCertificate(store: Store, cartId: string, certificateId: string, now: number): Promise<Cart | null> {
  return store.write(() => {
    requireCart(store, cartId, now);
    const { changes } = store.run('DELETE FROM cart_gift_certificates WHERE id = ? AND cart_id = ?', certificateId, cartId);
    if (changes === 0) throw new CommerceError('not_found', GIFT_CERTIFICATE_NOT_FOUND);
    return afterRemoval(store, cartId, now);
  });
}

/** Attaches a guest cart to a customer; the customer's own cart is returned as it is; anyone else's is refused. */
export async function attachCartToCustomer(store: Store, cartId: string, customerId: number, now: number): Promise<Cart> {
  return store.write(() => {
    const customer = store.get<{ id: number }>('SELECT id FROM customers WHERE id = ?', customerId);
    if (!customer) throw new CommerceError('not_found', `Customer ${customerId} was not found.`);
    const cart = requireCart(store, cartId, now);
    if (cart.customer_id !== customerId) {
      if (cart.customer_id !== 0) throw new CommerceError('forbidden', 'This cart belongs to another customer.');
      store.run('UPDATE carts SET customer_id = ? WHERE id = ?', customerId, cartId);
      touch(store, cartId, now);
    }
    return readCart(store, cartId, now) as Cart;
  });
}

/* ------------------------------------------------------------------ discount codes */

/** Applies a discount code to the cart (rules: ../discount-rules.ts); a refusal throws discount_refused. */
export async function applyDiscountCode(store: Store, cartId: string, code: string, customerId: number, now: number): Promise<Cart> {
  return store.write(() => {
    requireCart(store, cartId, now);
    applyToCart(store, readCart(store, cartId, now) as Cart, code, customerId, now);
    touch(store, cartId, now);
    return readCart(store, cartId, now) as Cart;
  });
}

/** Applies a gift certificate to pay with (one per order); throws gift_certificate_refused with the reason. */
export async function applyGiftCertificateCode(store: Store, cartId: string, code: string, now: number): Promise<Cart> {
  return changeCart(store, cartId, now, (row) => certificatePayments.applyToCart(store, cartId, row.gift_certificate_code, code));
}

/** Takes the cart's gift certificate off (none on it: the cart as it is). */
export async function removeGiftCertificateCode(store: Store, cartId: string, now: number): Promise<Cart> {
  return changeCart(store, cartId, now, () => certificatePayments.removeFromCart(store, cartId));
}

function changeCart(store: Store, cartId: string, now: number, change: (row: CartRow) => void): Promise<Cart> {
  return store.write(() => {
    change(requireCart(store, cartId, now));
    touch(store, cartId, now);
    return readCart(store, cartId, now) as Cart;
  });
}

/** Takes the cart's discount code off (none on it: the cart as it is). */
export async function removeDiscountCode(store: Store, cartId: string, now: number): Promise<Cart> {
  return store.write(() => {
    requireCart(store, cartId, now);
    store.run('UPDATE carts SET discount_code = NULL WHERE id = ?', cartId);
    touch(store, cartId, now);
    return readCart(store, cartId, now) as Cart;
  });
}
