/**
 * Discount codes of the embedded store (table discount_codes, migration 8). The rules themselves are
 * ../discount-rules.ts; this module reads codes, applies one to a cart (carts.discount_code), re-checks it every
 * time the cart is read, and records a use in the transaction that places the order (orders.ts).
 *
 * Category limits: which products are in a category is the content service's knowledge, not the store's. The
 * adapter resolves the categories the codes name (asynchronously, cached for a few minutes) before any cart
 * operation, into a per-connection map that the synchronous transactions read.
 */
import type { Cart, CartDiscount, CartLineItem } from '../types';
import { CommerceError } from '../errors';
import { discountMessages, evaluateDiscount, normaliseDiscountCode, type DiscountCodeRule, type DiscountLine } from '../discount-rules';
import type { Store } from './db';

/** The products of a category (by its slug, e.g. "categories/shop-by-ingredient/protein"); empty when unknown. */
export type CategoryProducts = (slug: string) => Promise<number[]>;

interface CodeRow {
  code: string;
  kind: DiscountCodeRule['kind'];
  percent: number | null;
  amount_cents: number | null;
  min_subtotal_cents: number | null;
  starts_at: number | null;
  ends_at: number | null;
  max_uses: number | null;
  max_uses_per_customer: number | null;
  uses_count: number;
  product_ids_json: string;
  category_slugs_json: string;
}

const CODE_COLUMNS = `code, kind, percent, amount_cents, min_subtotal_cents, starts_at, ends_at, max_uses, max_uses_per_customer,
  uses_count, product_ids_json, category_slugs_json`;

function toRule(row: CodeRow): DiscountCodeRule {
  return {
    code: row.code,
    kind: row.kind,
    percent: row.percent,
    amountCents: row.amount_cents,
    minSubtotalCents: row.min_subtotal_cents,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    maxUses: row.max_uses,
    usesCount: row.uses_count,
    maxUsesPerCustomer: row.max_uses_per_customer,
    productIds: JSON.parse(row.product_ids_json) as number[],
    categorySlugs: JSON.parse(row.category_slugs_json) as string[],
  };
}

export function findCode(store: Store, code: string): DiscountCodeRule | null {
  const row = store.get<CodeRow>(`SELECT ${CODE_COLUMNS} FROM discount_codes WHERE code = ?`, normaliseDiscountCode(code));
  return row ? toRule(row) : null;
}

export function listCodes(store: Store): DiscountCodeRule[] {
  return store.all<CodeRow>(`SELECT ${CODE_COLUMNS} FROM discount_codes ORDER BY code`).map(toRule);
}

/* ------------------------------------------------------------------ category scopes */

const SCOPE_TTL_MS = 5 * 60 * 1000;

interface Scope {
  productIds: number[];
  loadedAt: number;
}

function scopes(store: Store): Map<string, Scope> {
  return store.shared('discounts.categoryScopes', () => new Map<string, Scope>());
}

/** Loads (or refreshes, past a few minutes) the products of every category a code names. */
export async function refreshCategoryScopes(store: Store, resolve: CategoryProducts | undefined, now: number): Promise<void> {
  const rows = store.all<{ category_slugs_json: string }>("SELECT DISTINCT category_slugs_json FROM discount_codes WHERE category_slugs_json <> '[]'");
  const slugs = new Set(rows.flatMap((row) => JSON.parse(row.category_slugs_json) as string[]));
  const cache = scopes(store);
  await Promise.all(
    [...slugs].map(async (slug) => {
      const known = cache.get(slug);
      if (known && now - known.loadedAt < SCOPE_TTL_MS) return;
      try {
        cache.set(slug, { productIds: resolve ? await resolve(slug) : [], loadedAt: now });
      } catch {
        // The content service is down: keep what was known (an unknown category limits the code to nothing).
        if (!known) cache.set(slug, { productIds: [], loadedAt: now - SCOPE_TTL_MS + 30_000 });
      }
    }),
  );
}

function categoryProductIds(store: Store, slugs: string[]): Set<number> {
  const cache = scopes(store);
  return new Set(slugs.flatMap((slug) => cache.get(slug)?.productIds ?? []));
}

/* ------------------------------------------------------------------ evaluating */

/** How often a customer (by account, or by email) has used the code in placed orders. */
function customerUses(store: Store, code: string, customerId: number, email: string | null): number {
  const row = store.get<{ n: number }>(
    'SELECT COUNT(*) AS n FROM discount_code_uses WHERE code = ? AND ((customer_id = ? AND customer_id > 0) OR email = ?)',
    code,
    customerId,
    email ?? '',
  );
  return row?.n ?? 0;
}

function customerEmail(store: Store, customerId: number): string | null {
  if (customerId <= 0) return null;
  return store.get<{ email: string }>('SELECT email FROM customers WHERE id = ?', customerId)?.email ?? null;
}

/** The goods lines a code can discount: products (gift certificates are never discounted). */
export function goodsLines(lines: Pick<CartLineItem, 'productId' | 'extendedSalePriceCents'>[]): DiscountLine[] {
  return lines.map((line) => ({ productId: line.productId, totalCents: line.extendedSalePriceCents }));
}

type Checked = { ok: true; rule: DiscountCodeRule; discount: CartDiscount } | { ok: false; message: string };

/** Whether `code` applies to these lines for this shopper now (email: known at checkout, else the account's). */
function checkCode(store: Store, code: string, lines: DiscountLine[], customerId: number, email: string | null, now: number): Checked {
  const rule = findCode(store, code);
  if (!rule) return { ok: false, message: discountMessages.unknown(normaliseDiscountCode(code)) };
  const who = email ?? customerEmail(store, customerId);
  const outcome = evaluateDiscount(rule, {
    now,
    lines,
    categoryProductIds: categoryProductIds(store, rule.categorySlugs),
    customerUses: rule.maxUsesPerCustomer === null ? 0 : customerUses(store, rule.code, customerId, who),
  });
  return outcome.ok ? { ok: true, rule, discount: outcome.discount } : { ok: false, message: outcome.message };
}

/**
 * The discount of a cart's code, for readCart: the discount, or (the code stopped applying) a notice saying
 * why it is off. Inside a write transaction the stale code is also cleared, so the notice is given once.
 */
export function cartDiscount(
  store: Store,
  cartId: string,
  code: string | null,
  lines: DiscountLine[],
  customerId: number,
  now: number,
): { discount: CartDiscount | null; notice: string | null } {
  if (code === null) return { discount: null, notice: null };
  const checked = checkCode(store, code, lines, customerId, null, now);
  if (checked.ok) return { discount: checked.discount, notice: null };
  if (store.db.inTransaction) store.run('UPDATE carts SET discount_code = NULL WHERE id = ? AND discount_code = ?', cartId, code);
  return { discount: null, notice: discountMessages.removed(code, checked.message) };
}

/* ------------------------------------------------------------------ cart writes (inside carts.ts transactions) */

/** Applies a code to the cart (one per order); throws discount_refused with the reason. */
export function applyToCart(store: Store, cart: Cart, input: string, customerId: number, now: number): void {
  const code = normaliseDiscountCode(input);
  if (cart.discount && cart.discount.code !== code) throw new CommerceError('discount_refused', discountMessages.onePerOrder(cart.discount.code));
  const checked = checkCode(store, code, goodsLines([...cart.lineItems.physicalItems, ...cart.lineItems.digitalItems]), customerId, null, now);
  if (!checked.ok) throw new CommerceError('discount_refused', checked.message);
  store.run('UPDATE carts SET discount_code = ? WHERE id = ?', checked.rule.code, cart.id);
}

/* ------------------------------------------------------------------ placing an order (inside its transaction) */

/**
 * The discount an order gets from its cart's code, checked again with the order's email (per-customer limits
 * count guests by email). A code that no longer applies throws discount_refused: nothing is written, the cart
 * keeps its lines (the adapter then takes the code off the cart).
 */
export function orderDiscount(
  store: Store,
  cartId: string,
  lines: DiscountLine[],
  customerId: number,
  email: string,
  now: number,
): { code: string; discount: CartDiscount } | null {
  const code = store.get<{ discount_code: string | null }>('SELECT discount_code FROM carts WHERE id = ?', cartId)?.discount_code ?? null;
  if (code === null) return null;
  const checked = checkCode(store, code, lines, customerId, email, now);
  if (!checked.ok) throw new CommerceError('discount_refused', discountMessages.removed(code, checked.message));
  return { code: checked.rule.code, discount: checked.discount };
}

/** Counts the use: in the transaction that creates the order (the CHECK on uses_count is the last guard). */
export function recordUse(store: Store, code: string, orderId: number, customerId: number, email: string, now: number): void {
  store.run('UPDATE discount_codes SET uses_count = uses_count + 1 WHERE code = ?', code);
  store.run('INSERT INTO discount_code_uses (code, order_id, customer_id, email, created_at) VALUES (?, ?, ?, ?, ?)', code, orderId, customerId, email, now);
}

/** After a checkout refused the cart's code: it comes off the cart (only that code, if still there). */
export async function dropCartCode(store: Store, cartId: string, code: string | null): Promise<void> {
  await store.write(() => {
    if (code === null) store.run('UPDATE carts SET discount_code = NULL WHERE id = ?', cartId);
    else store.run('UPDATE carts SET discount_code = NULL WHERE id = ? AND discount_code = ?', cartId, code);
  });
}
