/**
 * Discount codes: the one place their arithmetic and their refusals are decided. Pure (no server imports), so
 * the embedded store, the hosted adapter's message mapping and the tests all use the same rules.
 *
 * The rules, stated once:
 * - a code is matched without regard to case, and surrounding spaces are ignored ("  save10 " is SAVE10);
 * - one code per order;
 * - a code applies to the cart's goods lines (products); gift certificates are never discounted and do not
 *   count towards a minimum spend;
 * - a minimum spend is compared with the goods subtotal before any discount;
 * - a code limited to categories or products discounts only those lines (the "eligible subtotal"); a cart with
 *   none of them is refused;
 * - percentage: round(eligible subtotal x percent / 100) to the nearest cent, a half cent rounding up, computed
 *   once on the eligible subtotal (not line by line, so the lines' roundings never add up);
 * - fixed amount: the amount, but never more than the eligible subtotal (an order never goes below $0.00);
 * - free shipping: standard shipping costs nothing (express is charged as usual); nothing comes off the goods;
 * - the free-shipping threshold is compared with the goods subtotal after the discount (what the shopper pays).
 */
import type { CartDiscount, Cents, DiscountKind } from './types';
import { formatCents } from '../format/money';

/** A code as the store keeps it. Times are milliseconds since the epoch. */
export interface DiscountCodeRule {
  code: string;
  kind: DiscountKind;
  /** Whole percent 1..100 (percentage codes). */
  percent: number | null;
  /** Amount off (fixed codes). */
  amountCents: Cents | null;
  minSubtotalCents: Cents | null;
  startsAt: number | null;
  endsAt: number | null;
  /** Uses in total; null: unlimited. */
  maxUses: number | null;
  usesCount: number;
  /** Uses per customer (per email for guests); null: unlimited. */
  maxUsesPerCustomer: number | null;
  /** Empty (both): every product. Otherwise the products listed, and those of the categories listed. */
  productIds: number[];
  categorySlugs: string[];
}

type DiscountRefusal =
  | 'unknown'
  | 'not_started'
  | 'expired'
  | 'minimum'
  | 'used_up'
  | 'customer_used'
  | 'not_applicable'
  | 'one_per_order';

export interface DiscountLine {
  productId: number;
  /** The line's total (unit price x quantity). */
  totalCents: Cents;
}

export interface DiscountContext {
  now: number;
  /** The cart's goods lines (gift certificates left out). */
  lines: DiscountLine[];
  /** The products in the code's categories (ignored for a code without categories). */
  categoryProductIds?: ReadonlySet<number>;
  /** How often this customer (or guest email) has used the code already; unknown: 0. */
  customerUses?: number;
}

type DiscountOutcome =
  | { ok: true; discount: CartDiscount }
  | { ok: false; reason: DiscountRefusal; message: string };

/** The longest code a shopper may type (a longer one is bad input, not an unknown code). */
export const DISCOUNT_CODE_MAX_LENGTH = 50;
/** What a code the shop creates may look like: letters, digits, - and _, 2 to 32 characters. */
export const DISCOUNT_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{1,31}$/;

/** The code as the shop spells it: upper case, without spaces (a code has none: ' free ship ' is FREESHIP). */
export function normaliseDiscountCode(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase();
}

function day(ms: number): string {
  return new Date(ms).toLocaleDateString('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Australia/Sydney' });
}

/** A reason as the end of a longer message: a full stop after it when it has none (a short refusal such as the minimum's). */
function asSentence(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/** Every refusal's message, one place (the hosted adapter maps BigCommerce's refusals to these too). */
export const discountMessages = {
  unknown: (code: string) => `${code} isn't a discount code we know. Check the spelling and try again.`,
  expired: (code: string) => `The code ${code} has expired.`,
  notStarted: (code: string, startsAt: number | null) =>
    startsAt === null ? `The code ${code} can't be used yet.` : `The code ${code} can't be used until ${day(startsAt)}.`,
  minimum: (code: string, remainingCents: Cents) => `Spend ${formatCents(remainingCents)} more to use ${code}`,
  usedUp: (code: string) => `The code ${code} is no longer available: it has been used as many times as it can be.`,
  customerUsed: (code: string) => `You have already used the code ${code}.`,
  notApplicable: (code: string) => `The code ${code} doesn't apply to the items in your cart.`,
  onePerOrder: (applied: string) => `Only one discount code can be used per order. Remove ${applied} to use another code.`,
  required: 'Please enter a discount code.',
  tooLong: `A discount code is at most ${DISCOUNT_CODE_MAX_LENGTH} characters.`,
  notText: 'The discount code has to be text.',
  removed: (code: string, why: string) => `${code} was removed from your order. ${asSentence(why)}`,
  noneApplied: 'There is no discount code on your cart.',
  /** Remove pressed for a code the cart no longer has (another tab put another on): the cart's code stays. */
  notOnCart: (named: string, kept: string) => `${named} is not on your cart: its discount code is ${kept}.`,
} as const;

/** What the code gives, in words: "10% off", "$15.00 off", "Free standard shipping" (plus what it is limited to). */
export function describeDiscount(rule: Pick<DiscountCodeRule, 'kind' | 'percent' | 'amountCents' | 'productIds' | 'categorySlugs'>): string {
  const limited = rule.productIds.length > 0 || rule.categorySlugs.length > 0 ? ' selected items' : '';
  if (rule.kind === 'percentage') return `${rule.percent ?? 0}% off${limited}`;
  if (rule.kind === 'fixed') return `${formatCents(rule.amountCents ?? 0)} off${limited}`;
  return 'Free standard shipping';
}

function inScope(rule: DiscountCodeRule, productId: number, categoryProductIds: ReadonlySet<number> | undefined): boolean {
  if (rule.productIds.length === 0 && rule.categorySlugs.length === 0) return true;
  return rule.productIds.includes(productId) || (rule.categorySlugs.length > 0 && (categoryProductIds?.has(productId) ?? false));
}

/** round(cents x percent / 100), a half cent rounding up; integers only, so no floating-point drift. */
export function percentOf(cents: Cents, percent: number): Cents {
  return Math.floor((cents * percent + 50) / 100);
}

/**
 * Whether the code applies to this cart now, and what it takes off. Checked in this order, so a shopper hears
 * the first thing to fix: dates, uses in total, uses by this customer, the items, the minimum spend.
 */
export function evaluateDiscount(rule: DiscountCodeRule, context: DiscountContext): DiscountOutcome {
  const { code } = rule;
  const refuse = (reason: DiscountRefusal, message: string): DiscountOutcome => ({ ok: false, reason, message });
  if (rule.startsAt !== null && context.now < rule.startsAt) return refuse('not_started', discountMessages.notStarted(code, rule.startsAt));
  if (rule.endsAt !== null && context.now >= rule.endsAt) return refuse('expired', discountMessages.expired(code));
  if (rule.maxUses !== null && rule.usesCount >= rule.maxUses) return refuse('used_up', discountMessages.usedUp(code));
  if (rule.maxUsesPerCustomer !== null && (context.customerUses ?? 0) >= rule.maxUsesPerCustomer) {
    return refuse('customer_used', discountMessages.customerUsed(code));
  }
  const goods = context.lines.reduce((sum, line) => sum + line.totalCents, 0);
  const eligible = context.lines
    .filter((line) => inScope(rule, line.productId, context.categoryProductIds))
    .reduce((sum, line) => sum + line.totalCents, 0);
  if (eligible <= 0) return refuse('not_applicable', discountMessages.notApplicable(code));
  if (rule.minSubtotalCents !== null && goods < rule.minSubtotalCents) {
    return refuse('minimum', discountMessages.minimum(code, rule.minSubtotalCents - goods));
  }
  let amountCents = 0;
  if (rule.kind === 'percentage') amountCents = Math.min(eligible, percentOf(eligible, rule.percent ?? 0));
  else if (rule.kind === 'fixed') amountCents = Math.min(eligible, rule.amountCents ?? 0);
  return {
    ok: true,
    discount: { code, kind: rule.kind, amountCents, freeShipping: rule.kind === 'free_shipping', description: describeDiscount(rule) },
  };
}
