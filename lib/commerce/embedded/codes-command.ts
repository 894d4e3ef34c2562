/**
 * `npm run codes`: the embedded store's discount codes from the command line (scripts/codes.mjs runs this).
 *
 *   npm run codes                                  list every code with its state and uses
 *   npm run codes -- create --code SPRING20 --percent 20 [options]
 *   npm run codes -- create --code FIVEOFF --amount 5 [options]
 *   npm run codes -- create --code SHIPFREE --free-shipping [options]
 *      --min <dollars>  --starts <date>  --ends <date>  --uses <n>  --per-customer <n>
 *      --category <slug> (repeatable)  --product <id> (repeatable)
 *   npm run codes -- expire --code OLDCODE
 *
 * Dollars are written as 5 or 5.50; dates as 2026-12-01 (midnight UTC) or a full ISO time. Every bad input is an
 * error naming what is wrong and the usage; nothing is written then.
 */
import { parseArgs } from 'node:util';
import { CommerceError } from '../errors';
import type { DiscountKind } from '../types';
import type { Store } from './db';
import type { CategoryProducts } from './discounts';
import { createDiscountCode, describeCode, expireDiscountCode, listCodes, type NewDiscountCode } from './discount-admin';

const CODES_USAGE = [
  'Usage:',
  '  npm run codes [-- list]',
  '  npm run codes -- create --code <CODE> (--percent <1-100> | --amount <dollars> | --free-shipping)',
  '       [--min <dollars>] [--starts <date>] [--ends <date>] [--uses <n>] [--per-customer <n>]',
  '       [--category <slug>]... [--product <id>]...',
  '  npm run codes -- expire --code <CODE>',
].join('\n');

class UsageError extends Error {
  constructor(message: string) {
    super(`${message}\n${CODES_USAGE}`);
    this.name = 'UsageError';
  }
}

function cents(value: string | undefined, flag: string): number | null {
  if (value === undefined) return null;
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(value.trim())) throw new UsageError(`${flag} takes an amount in dollars, such as 5 or 12.50 (got "${value}").`);
  const [dollars, part = ''] = value.trim().split('.');
  return Number(dollars) * 100 + Number(part.padEnd(2, '0'));
}

function whole(value: string | undefined, flag: string): number | null {
  if (value === undefined) return null;
  if (!/^\d{1,9}$/.test(value.trim())) throw new UsageError(`${flag} takes a whole number (got "${value}").`);
  return Number(value.trim());
}

function time(value: string | undefined, flag: string): number | null {
  if (value === undefined) return null;
  const text = value.trim();
  const ms = /^\d{4}-\d{2}-\d{2}$/.test(text) ? Date.parse(`${text}T00:00:00Z`) : /^\d{4}-\d{2}-\d{2}T/.test(text) ? Date.parse(text) : NaN;
  if (!Number.isFinite(ms)) throw new UsageError(`${flag} takes a date such as 2026-12-01 or 2026-12-01T09:00:00+10:00 (got "${value}").`);
  return ms;
}

const OPTIONS = {
  code: { type: 'string' },
  percent: { type: 'string' },
  amount: { type: 'string' },
  'free-shipping': { type: 'boolean' },
  min: { type: 'string' },
  starts: { type: 'string' },
  ends: { type: 'string' },
  uses: { type: 'string' },
  'per-customer': { type: 'string' },
  category: { type: 'string', multiple: true },
  product: { type: 'string', multiple: true },
} as const;

/** The new code the `create` arguments describe (not yet checked against the store's rules: that is createDiscountCode's). */
function newCodeFromArgs(values: Record<string, string | boolean | string[] | undefined>): NewDiscountCode {
  const str = (key: string) => values[key] as string | undefined;
  if (!str('code')) throw new UsageError('create needs --code.');
  const kinds = [str('percent') !== undefined && 'percent', str('amount') !== undefined && 'amount', values['free-shipping'] === true && 'free-shipping'].filter(Boolean);
  if (kinds.length !== 1) throw new UsageError('create needs exactly one of --percent, --amount or --free-shipping.');
  const kind: DiscountKind = str('percent') !== undefined ? 'percentage' : str('amount') !== undefined ? 'fixed' : 'free_shipping';
  return {
    code: str('code') as string,
    kind,
    percent: whole(str('percent'), '--percent'),
    amountCents: cents(str('amount'), '--amount'),
    minSubtotalCents: cents(str('min'), '--min'),
    startsAt: time(str('starts'), '--starts'),
    endsAt: time(str('ends'), '--ends'),
    maxUses: whole(str('uses'), '--uses'),
    maxUsesPerCustomer: whole(str('per-customer'), '--per-customer'),
    categorySlugs: (values.category as string[] | undefined) ?? [],
    productIds: ((values.product as string[] | undefined) ?? []).map((id) => whole(id, '--product') as number),
  };
}

/** Runs one command against the store (categoryProducts: the content's, to refuse a category without products); resolves with what to print. */
export async function runCodesCommand(argv: string[], store: Store, now: number, categoryProducts?: CategoryProducts): Promise<string> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const [command = 'list', ...rest] = parsed.positionals;
  if (rest.length > 0) throw new UsageError(`Unexpected argument "${rest[0]}".`);
  try {
    if (command === 'list') {
      const codes = listCodes(store);
      return codes.length === 0 ? 'No discount codes yet.' : codes.map((rule) => describeCode(rule, now)).join('\n');
    }
    if (command === 'create') {
      const created = await createDiscountCode(store, newCodeFromArgs(parsed.values), now, categoryProducts);
      return `Created ${describeCode(created, now)}`;
    }
    if (command === 'expire') {
      if (!parsed.values.code) throw new UsageError('expire needs --code.');
      const expired = await expireDiscountCode(store, parsed.values.code, now);
      return `Expired ${describeCode(expired, now)}`;
    }
  } catch (error) {
    // The store's own refusals (a bad value, a code that exists or does not) need no usage text.
    if (error instanceof CommerceError) throw new Error(error.message);
    throw error;
  }
  throw new UsageError(`Unknown command "${command}".`);
}
