/**
 * Administration of the embedded store's discount codes: the demo codes the first start seeds, and what
 * `npm run codes` does (list, create, expire). Hosted codes are BigCommerce coupons, managed in its control panel.
 */
import { CommerceError } from '../errors';
import { DISCOUNT_CODE_PATTERN, describeDiscount, normaliseDiscountCode, type DiscountCodeRule } from '../discount-rules';
import type { DiscountKind } from '../types';
import type { Store } from './db';
import { findCode, listCodes, type CategoryProducts } from './discounts';

const DISCOUNT_SEED_META_KEY = 'discount_codes_seed';

/** What creating a code takes; everything but code and kind is optional. */
export interface NewDiscountCode {
  code: string;
  kind: DiscountKind;
  percent?: number | null;
  amountCents?: number | null;
  minSubtotalCents?: number | null;
  startsAt?: number | null;
  endsAt?: number | null;
  maxUses?: number | null;
  maxUsesPerCustomer?: number | null;
  productIds?: number[];
  categorySlugs?: string[];
}

/** The demo codes (listed in the README). OLDCODE ended on 1 January 2025. */
export const SEED_DISCOUNT_CODES: readonly NewDiscountCode[] = [
  { code: 'SAVE10', kind: 'percentage', percent: 10 },
  { code: 'TAKE15', kind: 'fixed', amountCents: 1500, minSubtotalCents: 10_000 },
  { code: 'FREESHIP', kind: 'free_shipping', minSubtotalCents: 5000 },
  { code: 'PROTEIN20', kind: 'percentage', percent: 20, categorySlugs: ['categories/shop-by-ingredient/protein'] },
  { code: 'LASTONE', kind: 'percentage', percent: 5, maxUses: 1 },
  { code: 'OLDCODE', kind: 'percentage', percent: 10, startsAt: Date.UTC(2024, 0, 1), endsAt: Date.UTC(2025, 0, 1) },
];

function whole(value: number | null | undefined, label: string, min: number, max = Number.MAX_SAFE_INTEGER): number | null {
  if (value === undefined || value === null) return null;
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw new CommerceError('invalid_input', `${label} has to be a whole number from ${min}${max < Number.MAX_SAFE_INTEGER ? ` to ${max}` : ''}.`);
  }
  return value;
}

/** A category as the content keeps its slug: "protein/whey" or "/categories/protein/whey/" -> "categories/protein/whey". */
function categorySlug(value: string): string {
  const trimmed = value.trim().replace(/^\/+|\/+$/g, '');
  return trimmed.startsWith('categories/') ? trimmed : `categories/${trimmed}`;
}

/** Checks a new code completely before anything is written; every problem is invalid_input naming the field. */
function checkNewCode(input: NewDiscountCode): NewDiscountCode & { code: string } {
  // A new code is spelt exactly (a space inside is a typo to refuse, where a shopper's typed code just drops it).
  const code = (typeof input.code === 'string' ? input.code : '').trim().toUpperCase();
  if (!DISCOUNT_CODE_PATTERN.test(code)) {
    throw new CommerceError('invalid_input', 'A code has 2 to 32 letters, digits, - or _, and starts with a letter or digit.');
  }
  if (!['percentage', 'fixed', 'free_shipping'].includes(input.kind)) {
    throw new CommerceError('invalid_input', 'The kind has to be percentage, fixed or free_shipping.');
  }
  const percent = whole(input.percent, 'The percentage', 1, 100);
  const amountCents = whole(input.amountCents, 'The amount in cents', 1);
  if (input.kind === 'percentage' && percent === null) throw new CommerceError('invalid_input', 'A percentage code needs its percentage (1 to 100).');
  if (input.kind !== 'percentage' && percent !== null) throw new CommerceError('invalid_input', 'Only a percentage code has a percentage.');
  if (input.kind === 'fixed' && amountCents === null) throw new CommerceError('invalid_input', 'A fixed code needs its amount.');
  if (input.kind !== 'fixed' && amountCents !== null) throw new CommerceError('invalid_input', 'Only a fixed code has an amount.');
  const startsAt = whole(input.startsAt, 'The start time', 0);
  const endsAt = whole(input.endsAt, 'The end time', 0);
  if (startsAt !== null && endsAt !== null && endsAt <= startsAt) throw new CommerceError('invalid_input', 'A code has to end after it starts.');
  const productIds = input.productIds ?? [];
  if (!productIds.every((id) => Number.isSafeInteger(id) && id > 0)) throw new CommerceError('invalid_input', 'Product ids are whole numbers above 0.');
  const categorySlugs = (input.categorySlugs ?? []).map(categorySlug);
  if (categorySlugs.some((slug) => slug === 'categories/')) throw new CommerceError('invalid_input', 'A category needs its slug.');
  return {
    code,
    kind: input.kind,
    percent,
    amountCents,
    minSubtotalCents: whole(input.minSubtotalCents, 'The minimum spend in cents', 0),
    startsAt,
    endsAt,
    maxUses: whole(input.maxUses, 'The number of uses', 1),
    maxUsesPerCustomer: whole(input.maxUsesPerCustomer, 'The number of uses per customer', 1),
    productIds: [...new Set(productIds)],
    categorySlugs: [...new Set(categorySlugs)],
  };
}

function insert(store: Store, code: NewDiscountCode, now: number): void {
  store.run(
    `INSERT INTO discount_codes (code, kind, percent, amount_cents, min_subtotal_cents, starts_at, ends_at, max_uses,
       max_uses_per_customer, product_ids_json, category_slugs_json, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    code.code,
    code.kind,
    code.percent ?? null,
    code.amountCents ?? null,
    code.minSubtotalCents ?? null,
    code.startsAt ?? null,
    code.endsAt ?? null,
    code.maxUses ?? null,
    code.maxUsesPerCustomer ?? null,
    JSON.stringify(code.productIds ?? []),
    JSON.stringify(code.categorySlugs ?? []),
    now,
  );
}

/** Creates the demo codes once (a code expired or changed later stays as it is). */
export function seedDiscountCodes(store: Store, now: number): void {
  if (store.get('SELECT 1 FROM meta WHERE key = ?', DISCOUNT_SEED_META_KEY)) return;
  store.writeNow(() => {
    if (store.get('SELECT 1 FROM meta WHERE key = ?', DISCOUNT_SEED_META_KEY)) return;
    for (const code of SEED_DISCOUNT_CODES) {
      if (!findCode(store, code.code)) insert(store, checkNewCode(code), now);
    }
    store.run('INSERT INTO meta (key, value) VALUES (?, ?)', DISCOUNT_SEED_META_KEY, new Date(now).toISOString());
  });
}

/**
 * Creates a code. With `categoryProducts` (the content's categories), a category that holds no product is refused:
 * the code would apply to nothing (a slug typed without its parents, "protein" for "shop-by-ingredient/protein").
 */
export async function createDiscountCode(store: Store, input: NewDiscountCode, now: number, categoryProducts?: CategoryProducts): Promise<DiscountCodeRule> {
  const code = checkNewCode(input);
  for (const slug of code.categorySlugs ?? []) {
    if (categoryProducts && (await categoryProducts(slug)).length === 0) {
      throw new CommerceError('invalid_input', `No product is in the category ${slug}: give its slug as in the shop's address, e.g. shop-by-ingredient/protein.`);
    }
  }
  return store.write(() => {
    if (findCode(store, code.code)) throw new CommerceError('conflict', `The code ${code.code} already exists.`);
    // A code limited to products the store does not have would apply to nothing.
    const unknown = (code.productIds ?? []).filter((id) => !store.get('SELECT 1 FROM products WHERE id = ?', id));
    if (unknown.length > 0) throw new CommerceError('invalid_input', `The store has no product ${unknown.join(', ')} (product ids such as 101).`);
    insert(store, code, now);
    return findCode(store, code.code) as DiscountCodeRule;
  });
}

/** Ends a code now (orders that used it keep it). */
export async function expireDiscountCode(store: Store, code: string, now: number): Promise<DiscountCodeRule> {
  const wanted = normaliseDiscountCode(typeof code === 'string' ? code : '');
  return store.write(() => {
    const found = findCode(store, wanted);
    if (!found) throw new CommerceError('not_found', `There is no code ${wanted}.`);
    store.run('UPDATE discount_codes SET ends_at = ? WHERE code = ? AND (ends_at IS NULL OR ends_at > ?)', now, found.code, now);
    return findCode(store, found.code) as DiscountCodeRule;
  });
}

export { listCodes };

/** One line of `npm run codes list`. */
export function describeCode(rule: DiscountCodeRule, now: number): string {
  const state =
    rule.endsAt !== null && now >= rule.endsAt
      ? 'expired'
      : rule.startsAt !== null && now < rule.startsAt
        ? `starts ${new Date(rule.startsAt).toISOString()}`
        : rule.maxUses !== null && rule.usesCount >= rule.maxUses
          ? 'used up'
          : 'active';
  const parts = [describeDiscount(rule)];
  if (rule.minSubtotalCents !== null) parts.push(`min $${(rule.minSubtotalCents / 100).toFixed(2)}`);
  if (rule.categorySlugs.length > 0) parts.push(`categories ${rule.categorySlugs.join(', ')}`);
  if (rule.productIds.length > 0) parts.push(`products ${rule.productIds.join(', ')}`);
  parts.push(`uses ${rule.usesCount}${rule.maxUses !== null ? `/${rule.maxUses}` : ''}`);
  if (rule.maxUsesPerCustomer !== null) parts.push(`${rule.maxUsesPerCustomer} per customer`);
  if (rule.endsAt !== null && state !== 'expired') parts.push(`ends ${new Date(rule.endsAt).toISOString()}`);
  return `${rule.code.padEnd(12)} ${state.padEnd(8)} ${parts.join('; ')}`;
}
