import { MAX_QUERY_LENGTH } from '../constants';
import { quote, SearchRequestError } from './errors';
import { buildFilter, type FilterList, type FilterNode } from './filters';
import {
  MAX_ATTRIBUTE_LENGTH,
  MAX_ATTRIBUTES,
  MAX_HITS_PER_PAGE,
  MAX_HITS_PER_RESPONSE,
  MAX_PAGE,
  MAX_REQUESTS,
  MAX_TAG_LENGTH,
  MAX_VALUES_PER_FACET,
  PAGINATION_LIMIT,
} from './limits';
import { isRecord } from '../../validation/is-record';

export interface SearchParams {
  query: string;
  page: number;
  hitsPerPage: number;
  facets: string[];
  maxValuesPerFacet: number;
  facetFilters: FilterList;
  numericFilters: FilterList;
  tagFilters: FilterList;
  filters: string;
  /** All of the above filters, parsed and checked (null: none). */
  filter: FilterNode | null;
  attributesToRetrieve: string[] | null;
  attributesToHighlight: string[] | null;
  attributesToSnippet: string[] | null;
  restrictSearchableAttributes: string[] | null;
  highlightPreTag: string;
  highlightPostTag: string;
  snippetEllipsisText: string;
  /** The parameters as received, echoed back in `params`. */
  raw: Record<string, unknown>;
}

export interface NormalizedRequest {
  indexName: string;
  params: SearchParams;
}

const DEFAULTS = {
  hitsPerPage: 20,
  maxValuesPerFacet: 100,
  highlightPreTag: '<em>',
  highlightPostTag: '</em>',
  snippetEllipsisText: '…',
};

const JSON_PARAMS = new Set([
  'facets', 'facetFilters', 'numericFilters', 'tagFilters', 'optionalFilters', 'attributesToRetrieve',
  'attributesToHighlight', 'attributesToSnippet', 'restrictSearchableAttributes', 'analyticsTags', 'ruleContexts',
]);

/** Parses Algolia's urlencoded `params` string: arrays are JSON, numbers and booleans are text. */
function parseParamsString(text: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const trimmed = value.trim();
    if (JSON_PARAMS.has(key) && (trimmed.startsWith('[') || trimmed.startsWith('{'))) {
      try {
        out[key] = JSON.parse(trimmed);
      } catch {
        throw new SearchRequestError(`The parameter ${key} is not valid JSON.`);
      }
    } else {
      out[key] = value;
    }
  }
  return out;
}

function integer(raw: Record<string, unknown>, key: string, fallback: number, min: number, max: number): number {
  const value = raw[key];
  if (value === undefined || value === null || value === '') return fallback;
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new SearchRequestError(`The parameter ${key} must be a whole number from ${min} to ${max}.`);
  }
  return n;
}

function text(raw: Record<string, unknown>, key: string, fallback: string, maxLength = Infinity): string {
  const value = raw[key];
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'string') throw new SearchRequestError(`The parameter ${key} must be a string.`);
  if (value.length > maxLength) throw new SearchRequestError(`The parameter ${key} is ${value.length} characters long; at most ${maxLength} are accepted.`);
  return value;
}

/**
 * A list of attribute names: an array of strings, or a comma-separated string; repeats are dropped. At most
 * MAX_ATTRIBUTES names of at most MAX_ATTRIBUTE_LENGTH characters each.
 */
function stringList(raw: Record<string, unknown>, key: string): string[] | null {
  const value = raw[key];
  if (value === undefined || value === null) return null;
  let list: string[];
  if (typeof value === 'string') list = value.split(',');
  else if (Array.isArray(value) && value.every((v) => typeof v === 'string')) list = value as string[];
  else throw new SearchRequestError(`The parameter ${key} must be a list of strings.`);
  const names = [...new Set(list.map((s) => s.trim()).filter(Boolean))];
  if (names.length > MAX_ATTRIBUTES) {
    throw new SearchRequestError(`The parameter ${key} names ${names.length} attributes; at most ${MAX_ATTRIBUTES} are accepted.`);
  }
  const long = names.find((name) => name.length > MAX_ATTRIBUTE_LENGTH);
  if (long !== undefined) {
    throw new SearchRequestError(`The parameter ${key} names an attribute of ${long.length} characters (${quote(long)}); at most ${MAX_ATTRIBUTE_LENGTH} are accepted.`);
  }
  return names;
}

/** facetFilters / numericFilters / tagFilters: a string, or an array of strings and arrays of strings. */
function filterList(raw: Record<string, unknown>, key: string): FilterList {
  let value = raw[key];
  if (value === undefined || value === null || value === '') return [];
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (trimmed.startsWith('[')) {
      try {
        value = JSON.parse(trimmed);
      } catch {
        throw new SearchRequestError(`The parameter ${key} is not valid JSON.`);
      }
    } else {
      // Legacy form: "a:1,b:2" is a list of AND-ed filters.
      return trimmed.split(',').map((s) => s.trim()).filter(Boolean);
    }
  }
  if (!Array.isArray(value)) throw new SearchRequestError(`The parameter ${key} must be an array of filters.`);
  return value.map((item: unknown) => {
    if (typeof item === 'string') return item;
    if (Array.isArray(item) && item.every((v) => typeof v === 'string')) return item as string[];
    throw new SearchRequestError(`The parameter ${key} may only nest arrays of strings one level deep.`);
  });
}

/** Validates and fills in the parameters of one query. */
function normalizeParams(raw: Record<string, unknown>): SearchParams {
  const query = text(raw, 'query', '');
  if (query.length > MAX_QUERY_LENGTH) {
    throw new SearchRequestError(`The query is longer than ${MAX_QUERY_LENGTH} characters.`);
  }
  const facets = stringList(raw, 'facets') ?? [];
  const filters = {
    facetFilters: filterList(raw, 'facetFilters'),
    numericFilters: filterList(raw, 'numericFilters'),
    tagFilters: filterList(raw, 'tagFilters'),
    filters: text(raw, 'filters', ''),
  };
  return {
    query,
    page: integer(raw, 'page', 0, 0, MAX_PAGE),
    hitsPerPage: integer(raw, 'hitsPerPage', DEFAULTS.hitsPerPage, 0, MAX_HITS_PER_PAGE),
    facets,
    maxValuesPerFacet: integer(raw, 'maxValuesPerFacet', DEFAULTS.maxValuesPerFacet, 0, MAX_VALUES_PER_FACET),
    ...filters,
    filter: buildFilter(filters),
    attributesToRetrieve: stringList(raw, 'attributesToRetrieve'),
    attributesToHighlight: stringList(raw, 'attributesToHighlight'),
    attributesToSnippet: stringList(raw, 'attributesToSnippet'),
    restrictSearchableAttributes: stringList(raw, 'restrictSearchableAttributes'),
    highlightPreTag: text(raw, 'highlightPreTag', DEFAULTS.highlightPreTag, MAX_TAG_LENGTH),
    highlightPostTag: text(raw, 'highlightPostTag', DEFAULTS.highlightPostTag, MAX_TAG_LENGTH),
    snippetEllipsisText: text(raw, 'snippetEllipsisText', DEFAULTS.snippetEllipsisText, MAX_TAG_LENGTH),
    raw,
  };
}

/**
 * One request of a multi-query: `{ indexName, params: "a=1&b=2" }`, `{ indexName, params: {...} }` or
 * `{ indexName, ...params }` (the v5 client's form).
 */
function normalizeRequest(request: unknown, position = 0): NormalizedRequest {
  if (!isRecord(request)) throw new SearchRequestError(`Request ${position + 1} must be an object.`);
  const { indexName, params, type, ...rest } = request;
  if (typeof indexName !== 'string' || indexName.trim() === '') {
    throw new SearchRequestError(`Request ${position + 1} needs an indexName.`);
  }
  if (type !== undefined && type !== 'default') {
    throw new SearchRequestError(`Request ${position + 1}: only hit searches (type "default") are supported.`);
  }
  let raw: Record<string, unknown>;
  if (params === undefined || params === null) raw = {};
  else if (typeof params === 'string') raw = parseParamsString(params);
  else if (isRecord(params)) raw = { ...params };
  else throw new SearchRequestError(`Request ${position + 1}: params must be a string or an object.`);
  return { indexName, params: normalizeParams({ ...rest, ...raw }) };
}

/** The hits a query can answer: its hitsPerPage, less what lies past the pagination limit. */
function hitsAsked(params: Pick<SearchParams, 'page' | 'hitsPerPage'>): number {
  return Math.max(0, Math.min(params.hitsPerPage, PAGINATION_LIMIT - params.page * params.hitsPerPage));
}

/** The body of POST /api/search (or the argument of a search client's search()). */
export function normalizeRequests(body: unknown): NormalizedRequest[] {
  const requests = Array.isArray(body) ? body : isRecord(body) ? body.requests : undefined;
  if (!Array.isArray(requests)) throw new SearchRequestError('The body must be { "requests": [ ... ] }.');
  if (requests.length === 0) throw new SearchRequestError('At least one request is needed.');
  if (requests.length > MAX_REQUESTS) throw new SearchRequestError(`At most ${MAX_REQUESTS} requests are accepted at once.`);
  const normalized = requests.map((request, i) => normalizeRequest(request, i));
  const hits = normalized.reduce((sum, request) => sum + hitsAsked(request.params), 0);
  if (hits > MAX_HITS_PER_RESPONSE) {
    throw new SearchRequestError(`The queries ask for ${hits} hits in all; at most ${MAX_HITS_PER_RESPONSE} are answered in one response.`);
  }
  return normalized;
}

/** The `params` string a result echoes (Algolia's format). */
export function encodeParams(raw: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    search.append(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return search.toString();
}
