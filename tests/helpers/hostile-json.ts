/**
 * Hostile JSON bodies for the bad-input matrix of every API route: the names of Object.prototype's
 * members as keys (at the top and inside every nested object of a valid body) and nesting past the limit.
 * Each route must answer them with a 4xx envelope or ignore the keys, never a 500, and nothing may reach a
 * prototype.
 *
 *   it.each(hostileJsonCases(validBody))('%s', async (_name, text, expected) => {
 *     expectHostileHandled(await route.request('POST', '/', { body: text }), expected);
 *   });
 */
import type { RouteResponse } from './serve-route';

export const PROTOTYPE_KEY_NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'prototype'] as const;

/** What a key could be given: objects that would pollute a prototype, and plain values that shadow methods. */
const NASTY: Record<(typeof PROTOTYPE_KEY_NAMES)[number], string> = {
  __proto__: '{"polluted":"yes","toString":"x"}',
  constructor: '{"prototype":{"polluted":"yes"}}',
  toString: '"not a function"',
  hasOwnProperty: '1',
  valueOf: '{"polluted":"yes"}',
  prototype: '{"polluted":"yes"}',
};

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Serialises like JSON.stringify, writing `keys` (as raw JSON text) first into every object. */
function withKeys(value: Json, keys: string[]): string {
  if (Array.isArray(value)) return `[${value.map((item) => withKeys(item, keys)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const own = Object.entries(value).map(([key, item]) => `${JSON.stringify(key)}:${withKeys(item, keys)}`);
    return `{${[...keys, ...own].join(',')}}`;
  }
  return JSON.stringify(value);
}

/** `depth` nested arrays inside `{ "field": ... }` (depth counts every object and array level). */
export function deeplyNested(depth: number, field = 'item'): string {
  const arrays = Math.max(depth - 1, 0);
  return `{${JSON.stringify(field)}:${'['.repeat(arrays)}${']'.repeat(arrays)}}`;
}

/** 'ok-or-4xx': the keys may be ignored (any non-5xx status); 'too-deep': exactly 400 with the nesting message. */
export type HostileExpectation = 'ok-or-4xx' | 'too-deep';

export function hostileJsonCases(valid: object, field = Object.keys(valid)[0] ?? 'item'): [string, string, HostileExpectation][] {
  const body = valid as Json;
  const cases: [string, string, HostileExpectation][] = [];
  for (const key of PROTOTYPE_KEY_NAMES) {
    const pair = `${JSON.stringify(key)}:${NASTY[key]}`;
    cases.push([`"${key}" in every object of a valid body`, withKeys(body, [pair]), 'ok-or-4xx']);
    cases.push([`"${key}" alone`, `{${pair}}`, 'ok-or-4xx']);
  }
  const all = PROTOTYPE_KEY_NAMES.map((key) => `${JSON.stringify(key)}:${NASTY[key]}`);
  cases.push(['every prototype key in every object', withKeys(body, all), 'ok-or-4xx']);
  cases.push([`"${field}" nested 33 levels deep`, deeplyNested(33, field), 'too-deep']);
  cases.push([`"${field}" nested 30,000 levels deep`, deeplyNested(30_000, field), 'too-deep']);
  cases.push(['an object nested 40 levels deep', `${'{"a":'.repeat(40)}1${'}'.repeat(40)}`, 'too-deep']);
  return cases;
}

/** The checks every hostile case gets: no 5xx, an envelope for a 4xx, and no polluted prototype. */
export function expectHostileHandled(response: RouteResponse, expected: HostileExpectation): void {
  if (expected === 'too-deep') {
    expect(response.status).toBe(400);
    expect(response.json).toEqual({ errors: [{ message: expect.stringMatching(/nested too deeply/), code: 'too_deep' }], requestId: response.headers.get('x-request-id') });
  } else {
    expect(response.status).toBeLessThan(500);
    if (response.status >= 400) {
      expect(response.json).toEqual({ errors: expect.arrayContaining([expect.objectContaining({ message: expect.any(String) })]), requestId: response.headers.get('x-request-id') });
    }
  }
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  expect(String({})).toBe('[object Object]');
  expect(typeof ({}).hasOwnProperty).toBe('function');
}
