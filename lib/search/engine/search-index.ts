import type { FacetStats, HighlightTree, SearchHit, SearchResponse, SnippetTree } from '../types';
import { Bitset } from './bitset';
import type { FilterNode } from './filters';
import { highlightTree, snippetTree, type QueryWords, type Tags } from './highlight';
import { MAX_SNIPPET_WORDS, PAGINATION_LIMIT } from './limits';
import { encodeParams, type SearchParams } from './params';
import type { SortCriterion } from '../sort';
import type { IndexSettings } from './settings';
import { TextIndex, type TextMatches } from './text-index';
import { normalizeTerm, words } from './tokenize';

export type SearchRecord = Record<string, unknown> & { objectID: string };

/** Every leaf value at a dotted path; arrays on the way are flattened ("variants.options.value"). */
function valuesAt(record: unknown, path: string): unknown[] {
  if (!path.includes('.')) {
    const value = record !== null && typeof record === 'object' ? (record as Record<string, unknown>)[path] : undefined;
    if (value === undefined || value === null) return [];
    if (!Array.isArray(value)) return [value];
  }
  let current: unknown[] = [record];
  for (const key of path.split('.')) {
    const next: unknown[] = [];
    for (const item of current) {
      if (item === null || typeof item !== 'object') continue;
      const value = (item as Record<string, unknown>)[key];
      if (value === undefined || value === null) continue;
      if (Array.isArray(value)) next.push(...value);
      else next.push(value);
    }
    current = next;
  }
  const out: unknown[] = [];
  const flatten = (v: unknown) => (Array.isArray(v) ? v.forEach(flatten) : out.push(v));
  current.forEach(flatten);
  return out;
}

/** Facet values of one attribute: per document (CSR) and per value (posting lists). */
class FacetColumn {
  readonly values: string[] = [];
  readonly ids = new Map<string, number>();
  private readonly lower = new Map<string, number[]>();
  readonly offsets: Uint32Array;
  readonly entries: Uint32Array;
  readonly postings: Uint32Array[];
  /** Alphabetical position of each value (the tie-break between equal counts). */
  readonly valueRank: Uint32Array;
  private fullCounts: Uint32Array | null = null;

  constructor(records: SearchRecord[], attribute: string) {
    const perDoc: number[][] = [];
    let total = 0;
    for (const record of records) {
      const seen = new Set<number>();
      for (const v of valuesAt(record, attribute)) {
        if (typeof v !== 'string' && typeof v !== 'number' && typeof v !== 'boolean') continue;
        const key = String(v);
        let id = this.ids.get(key);
        if (id === undefined) {
          id = this.values.length;
          this.values.push(key);
          this.ids.set(key, id);
          const l = key.toLowerCase();
          this.lower.set(l, [...(this.lower.get(l) ?? []), id]);
        }
        seen.add(id);
      }
      perDoc.push([...seen]);
      total += seen.size;
    }
    this.offsets = new Uint32Array(records.length + 1);
    this.entries = new Uint32Array(total);
    const postingLists: number[][] = this.values.map(() => []);
    let k = 0;
    perDoc.forEach((ids, doc) => {
      this.offsets[doc] = k;
      for (const id of ids) {
        this.entries[k] = id;
        k += 1;
        postingLists[id].push(doc);
      }
    });
    this.offsets[records.length] = k;
    this.postings = postingLists.map((list) => Uint32Array.from(list));
    this.valueRank = new Uint32Array(this.values.length);
    this.values
      .map((_, i) => i)
      .sort((a, b) => (this.values[a] < this.values[b] ? -1 : this.values[a] > this.values[b] ? 1 : 0))
      .forEach((id, position) => {
        this.valueRank[id] = position;
      });
  }

  /** Documents with the value (exact first, then ignoring case, as Algolia's facet filters). */
  docs(value: string): Uint32Array[] {
    const id = this.ids.get(value);
    if (id !== undefined) return [this.postings[id]];
    return (this.lower.get(value.toLowerCase()) ?? []).map((i) => this.postings[i]);
  }

  count(ids: ArrayLike<number>, all: boolean): Uint32Array {
    if (all && this.fullCounts) return this.fullCounts;
    const counts = new Uint32Array(this.values.length);
    const { offsets, entries } = this;
    for (let i = 0; i < ids.length; i += 1) {
      const doc = ids[i];
      for (let k = offsets[doc], end = offsets[doc + 1]; k < end; k += 1) counts[entries[k]] += 1;
    }
    if (all) this.fullCounts = counts;
    return counts;
  }
}

/** Numeric values of one attribute: per document (CSR) and sorted (for range filters). */
class NumericColumn {
  readonly offsets: Uint32Array;
  readonly values: Float64Array;
  private readonly sortedValues: Float64Array;
  private readonly sortedDocs: Uint32Array;
  private fullStats: FacetStats | null | undefined;

  constructor(records: SearchRecord[], attribute: string) {
    const docs: number[] = [];
    const vals: number[] = [];
    this.offsets = new Uint32Array(records.length + 1);
    records.forEach((record, doc) => {
      this.offsets[doc] = vals.length;
      for (const v of valuesAt(record, attribute)) {
        if (typeof v === 'number' && Number.isFinite(v)) {
          vals.push(v);
          docs.push(doc);
        }
      }
    });
    this.offsets[records.length] = vals.length;
    this.values = Float64Array.from(vals);
    const order = vals.map((_, i) => i).sort((a, b) => vals[a] - vals[b]);
    this.sortedValues = Float64Array.from(order.map((i) => vals[i]));
    this.sortedDocs = Uint32Array.from(order.map((i) => docs[i]));
  }

  /** First position whose value is >= v (or > v when strict). */
  private bound(v: number, strict: boolean): number {
    let lo = 0;
    let hi = this.sortedValues.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const x = this.sortedValues[mid];
      if (x < v || (strict && x === v)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Documents with a value in [lower, upper] (each bound inclusive or not). */
  range(size: number, lower: number, lowerInclusive: boolean, upper: number, upperInclusive: boolean): Bitset {
    const set = new Bitset(size);
    const from = lower === -Infinity ? 0 : this.bound(lower, !lowerInclusive);
    const to = upper === Infinity ? this.sortedValues.length : this.bound(upper, upperInclusive);
    for (let i = from; i < to; i += 1) set.add(this.sortedDocs[i]);
    return set;
  }

  stats(ids: ArrayLike<number>, all: boolean): FacetStats | null {
    if (all && this.fullStats !== undefined) return this.fullStats;
    let min = Infinity;
    let max = -Infinity;
    let sum = 0;
    let n = 0;
    const { offsets, values } = this;
    for (let i = 0; i < ids.length; i += 1) {
      const doc = ids[i];
      for (let k = offsets[doc], end = offsets[doc + 1]; k < end; k += 1) {
        const v = values[k];
        if (v < min) min = v;
        if (v > max) max = v;
        sum += v;
        n += 1;
      }
    }
    const stats = n === 0 ? null : { min, max, avg: Math.round((sum / n) * 100) / 100, sum: Math.round(sum * 100) / 100 };
    if (all) this.fullStats = stats;
    return stats;
  }
}

/** Per multi-query memo of text matches: InstantSearch repeats the same query in its facet requests. */
export type TextMemo = Map<string, TextMatches | null>;

function compareValues(a: unknown, b: unknown): number {
  if (a === undefined || a === null) return b === undefined || b === null ? 0 : 1;
  if (b === undefined || b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'en');
}

/** What a replica shares with its primary index: everything but the order. */
interface SharedParts {
  text: TextIndex;
  facetColumns: Map<string, FacetColumn>;
  numericColumns: Map<string, NumericColumn>;
}

const isMissing = (v: unknown) => v === undefined || v === null;

/** Documents in the order of these criteria (a missing value sorts last either way, as in Algolia), then by position. */
function orderBy(records: SearchRecord[], criteria: SortCriterion[]): number[] {
  const firstValues = criteria.map(({ attribute }) => records.map((r) => valuesAt(r, attribute)[0]));
  const order = records.map((_, i) => i);
  order.sort((a, b) => {
    for (let c = 0; c < criteria.length; c += 1) {
      const x = firstValues[c][a];
      const y = firstValues[c][b];
      if (isMissing(x) || isMissing(y)) {
        if (isMissing(x) !== isMissing(y)) return isMissing(x) ? 1 : -1;
        continue;
      }
      const diff = compareValues(x, y);
      if (diff !== 0) return criteria[c].order === 'desc' ? -diff : diff;
    }
    return a - b;
  });
  return order;
}

/**
 * One index: records, a text index (MiniSearch radix tree + posting lists), facet and numeric columns, a default
 * order. A replica (`replica()`) shares all of it with its primary and only orders differently.
 */
export class SearchIndex {
  readonly size: number;
  private readonly text: TextIndex;
  private readonly facetColumns: Map<string, FacetColumn>;
  private readonly numericColumns: Map<string, NumericColumn>;
  /** Documents in sort + custom-ranking order (the order of an empty query). */
  private readonly defaultOrder: Uint32Array;
  /** Position of each document in the default order (the tie-break after relevance). */
  private readonly rank: Uint32Array;
  /** A replica's sort group of each document (equal sort values share one): hits are ordered by it before relevance. */
  private readonly sortGroup: Uint32Array | null;

  constructor(
    readonly name: string,
    readonly records: SearchRecord[],
    readonly settings: IndexSettings,
    shared?: SharedParts,
  ) {
    this.size = records.length;
    if (shared) {
      this.text = shared.text;
      this.facetColumns = shared.facetColumns;
      this.numericColumns = shared.numericColumns;
    } else {
      this.text = new TextIndex(
        records.length,
        settings.searchableAttributes.map((s) => ({ attribute: s.attribute, boost: s.boost ?? 1 })),
        (doc, attribute) =>
          valuesAt(records[doc], attribute)
            .filter((v) => typeof v === 'string' || typeof v === 'number')
            .join(' '),
      );
      this.facetColumns = new Map();
      this.numericColumns = new Map();
      for (const attribute of settings.attributesForFaceting) this.facetColumns.set(attribute, new FacetColumn(records, attribute));
      for (const attribute of new Set([...settings.numericAttributes, ...settings.attributesForFaceting])) {
        const column = new NumericColumn(records, attribute);
        if (column.values.length > 0) this.numericColumns.set(attribute, column);
      }
    }
    const sortBy = settings.sortBy ?? [];
    const order = orderBy(records, [...sortBy, ...settings.customRanking]);
    this.defaultOrder = Uint32Array.from(order);
    this.rank = new Uint32Array(records.length);
    order.forEach((doc, position) => {
      this.rank[doc] = position;
    });
    this.sortGroup = null;
    if (sortBy.length > 0) {
      const group = new Uint32Array(records.length);
      const key = (doc: number) => JSON.stringify(sortBy.map(({ attribute }) => valuesAt(records[doc], attribute)[0] ?? null));
      let current = 0;
      let previous: string | null = null;
      for (const doc of order) {
        const k = key(doc);
        if (previous !== null && k !== previous) current += 1;
        group[doc] = current;
        previous = k;
      }
      this.sortGroup = group;
    }
  }

  /** A replica of this index: the same records and columns under another name, sorted by `sortBy` first. */
  replica(name: string, sortBy: SortCriterion[]): SearchIndex {
    return new SearchIndex(name, this.records, { ...this.settings, sortBy }, {
      text: this.text,
      facetColumns: this.facetColumns,
      numericColumns: this.numericColumns,
    });
  }

  /* ------------------------------------------------------------------ text */

  private textSearch(query: QueryWords, fields: string[] | null, memo?: TextMemo): TextMatches | null {
    if (query.terms.length === 0 || !query.plan) return null;
    const key = `${query.terms.join(' ')}\u0000${fields?.join(',') ?? ''}`;
    if (memo?.has(key)) return memo.get(key) ?? null;
    const matches = this.text.search(query.plan, fields);
    memo?.set(key, matches);
    return matches;
  }

  /* --------------------------------------------------------------- filters */

  private evaluate(node: FilterNode): Bitset {
    switch (node.type) {
      case 'and': {
        const [first = Bitset.full(this.size), ...rest] = node.children.map((c) => this.evaluate(c));
        for (const other of rest) first.and(other);
        return first;
      }
      case 'or': {
        const [first = new Bitset(this.size), ...rest] = node.children.map((c) => this.evaluate(c));
        for (const other of rest) first.or(other);
        return first;
      }
      case 'not':
        return this.evaluate(node.child).not();
      case 'facet': {
        const column = this.facetColumns.get(node.attribute);
        if (column) {
          const set = new Bitset(this.size);
          for (const docs of column.docs(node.value)) for (let i = 0; i < docs.length; i += 1) set.add(docs[i]);
          return set;
        }
        const numeric = Number(node.value);
        if (this.numericColumns.has(node.attribute) && node.value.trim() !== '' && Number.isFinite(numeric)) {
          return this.evaluate({ type: 'numeric', attribute: node.attribute, operator: '=', value: numeric });
        }
        return new Bitset(this.size);
      }
      case 'numeric': {
        const column = this.numericColumns.get(node.attribute);
        if (!column) return node.operator === '!=' ? Bitset.full(this.size) : new Bitset(this.size);
        const v = node.value;
        switch (node.operator) {
          case '<':
            return column.range(this.size, -Infinity, true, v, false);
          case '<=':
            return column.range(this.size, -Infinity, true, v, true);
          case '>':
            return column.range(this.size, v, false, Infinity, true);
          case '>=':
            return column.range(this.size, v, true, Infinity, true);
          case '=':
            return column.range(this.size, v, true, v, true);
          case '!=':
            return column.range(this.size, v, true, v, true).not();
        }
        return new Bitset(this.size);
      }
      case 'range': {
        const column = this.numericColumns.get(node.attribute);
        return column ? column.range(this.size, node.lower, true, node.upper, true) : new Bitset(this.size);
      }
    }
  }

  /* ---------------------------------------------------------------- search */

  search(params: SearchParams, memo?: TextMemo): SearchResponse {
    const started = performance.now();
    const typed = queryWords(params.query);
    // How the index reads the words (splits, concatenations): the same for matching and for highlighting.
    const query: QueryWords = typed.terms.length > 0 ? { ...typed, plan: this.text.plan(typed.terms) } : typed;
    const filter = params.filter ? this.evaluate(params.filter) : null;
    const text = this.textSearch(query, params.restrictSearchableAttributes, memo);

    const hitsPerPage = params.hitsPerPage;
    const start = params.page * hitsPerPage;
    // Only the first PAGINATION_LIMIT hits can be paged to; only those up to this page need an order.
    const wanted = hitsPerPage > 0 ? Math.min(start + hitsPerPage, PAGINATION_LIMIT) : 0;

    /** The matching documents (any order): facets are counted over them. */
    let ids: Uint32Array;
    /** The documents of the requested page, in rank order. */
    let pageIds: ArrayLike<number> = [];
    let all = false;
    if (text) {
      let scores = text.scores;
      ids = text.ids;
      if (filter) {
        const keptIds = new Uint32Array(ids.length);
        const keptScores = new Float32Array(ids.length);
        let n = 0;
        for (let i = 0; i < ids.length; i += 1) {
          if (filter.has(ids[i])) {
            keptIds[n] = ids[i];
            keptScores[n] = scores[i];
            n += 1;
          }
        }
        ids = keptIds.subarray(0, n);
        scores = keptScores.subarray(0, n);
      }
      if (wanted > start) pageIds = topK(ids, scores, this.rank, wanted, this.sortGroup).slice(start);
    } else if (filter) {
      ids = filter.toIds();
      if (wanted > start) {
        const page: number[] = [];
        let seen = 0;
        for (let i = 0; i < this.defaultOrder.length && seen < wanted; i += 1) {
          const doc = this.defaultOrder[i];
          if (!filter.has(doc)) continue;
          if (seen >= start) page.push(doc);
          seen += 1;
        }
        pageIds = page;
      }
    } else {
      ids = this.defaultOrder;
      all = true;
      if (wanted > start) pageIds = this.defaultOrder.subarray(start, wanted);
    }

    const response: SearchResponse = {
      hits: [],
      nbHits: ids.length,
      page: params.page,
      nbPages: 0,
      hitsPerPage: params.hitsPerPage,
      exhaustiveFacetsCount: true,
      exhaustiveNbHits: true,
      exhaustive: { facetsCount: true, nbHits: true },
      processingTimeMS: 0,
      query: params.query,
      params: encodeParams(params.raw),
      index: this.name,
      renderingContent: {},
    };

    const facetNames = params.facets.includes('*') ? this.settings.attributesForFaceting : params.facets;
    if (facetNames.length > 0) {
      const facets: Record<string, Record<string, number>> = {};
      const stats: Record<string, FacetStats> = {};
      for (const name of facetNames) {
        const column = this.facetColumns.get(name);
        if (!column) continue;
        facets[name] = topValues(column, column.count(ids, all), params.maxValuesPerFacet);
        const numeric = this.numericColumns.get(name);
        const s = numeric?.stats(ids, all);
        if (s) stats[name] = s;
      }
      response.facets = facets;
      if (Object.keys(stats).length > 0) response.facets_stats = stats;
    }

    if (hitsPerPage > 0) {
      response.nbPages = Math.ceil(Math.min(ids.length, PAGINATION_LIMIT) / hitsPerPage);
      const tags: Tags = { pre: params.highlightPreTag, post: params.highlightPostTag, ellipsis: params.snippetEllipsisText };
      for (let i = 0; i < pageIds.length; i += 1) response.hits.push(this.hit(this.records[pageIds[i]], params, query, tags));
    }

    response.processingTimeMS = Math.round(performance.now() - started);
    return response;
  }

  private hit(record: SearchRecord, params: SearchParams, query: QueryWords, tags: Tags): SearchHit {
    const retrieve = params.attributesToRetrieve;
    let hit: SearchHit;
    if (!retrieve || retrieve.includes('*')) {
      hit = { ...record };
    } else {
      hit = { objectID: record.objectID };
      for (const attribute of retrieve) {
        const top = attribute.split('.')[0];
        if (Object.hasOwn(record, top)) hit[top] = record[top];
      }
    }

    const retrievedOnly = (list: string[]) =>
      !retrieve || retrieve.includes('*') ? list : list.filter((a) => retrieve.some((r) => r.split('.')[0] === a.split('.')[0]));
    const toHighlight = retrievedOnly([...new Set(resolveAttributes(params.attributesToHighlight ?? this.settings.attributesToHighlight, record))]);
    if (toHighlight.length > 0) {
      const highlights: Record<string, HighlightTree> = {};
      for (const attribute of toHighlight) {
        const value = valueAtPath(record, attribute);
        const h = value === undefined ? undefined : highlightTree(value, query, tags);
        if (h !== undefined) setAtPath(highlights, attribute, h);
      }
      hit._highlightResult = highlights;
    }

    if (params.attributesToSnippet && params.attributesToSnippet.length > 0) {
      // Each attribute once (a later spec wins, as a later key would), at most MAX_SNIPPET_WORDS words.
      const words = new Map<string, number>();
      for (const spec of params.attributesToSnippet) {
        const [attributeSpec, count] = spec.split(':');
        const wordsCount = Math.min(MAX_SNIPPET_WORDS, Math.max(1, Number.parseInt(count ?? '', 10) || 10));
        for (const attribute of resolveAttributes([attributeSpec], record)) words.set(attribute, wordsCount);
      }
      const snippets: Record<string, SnippetTree> = {};
      for (const attribute of retrievedOnly([...words.keys()])) {
        const value = valueAtPath(record, attribute);
        const s = value === undefined ? undefined : snippetTree(value, words.get(attribute) as number, query, tags);
        if (s !== undefined) setAtPath(snippets, attribute, s);
      }
      hit._snippetResult = snippets;
    }
    return hit;
  }
}

/** Query terms, normalised, with the words as typed (for matchedWords). */
function queryWords(query: string): QueryWords {
  const terms: string[] = [];
  const original: string[] = [];
  for (const word of words(query)) {
    const term = normalizeTerm(word);
    if (term === '') continue;
    terms.push(term);
    original.push(word);
  }
  return { terms, original };
}

/** The `max` most frequent values (ties in alphabetical order), without sorting every value. */
function topValues(column: FacetColumn, counts: Uint32Array, max: number): Record<string, number> {
  const nonZero: number[] = [];
  let highest = 0;
  for (let i = 0; i < counts.length; i += 1) {
    if (counts[i] > 0) {
      nonZero.push(i);
      if (counts[i] > highest) highest = counts[i];
    }
  }
  let selected = nonZero;
  if (nonZero.length > max) {
    // Find the count threshold t: fewer than `max` values have more than t.
    const histogram = new Uint32Array(highest + 1);
    for (const v of nonZero) histogram[counts[v]] += 1;
    let above = 0;
    let t = highest;
    while (t > 0 && above + histogram[t] < max) {
      above += histogram[t];
      t -= 1;
    }
    const atThreshold = nonZero.filter((v) => counts[v] === t).sort((a, b) => column.valueRank[a] - column.valueRank[b]);
    selected = nonZero.filter((v) => counts[v] > t).concat(atThreshold.slice(0, max - above));
  }
  selected.sort((a, b) => counts[b] - counts[a] || column.valueRank[a] - column.valueRank[b]);
  const out: Record<string, number> = {};
  for (let i = 0; i < selected.length && i < max; i += 1) out[column.values[selected[i]]] = counts[selected[i]];
  return out;
}

/**
 * The k best documents by score (ties: default rank), best first; with sort groups (a replica), the lower group
 * first and the score within a group. A bounded heap: O(n log k).
 */
function topK(ids: ArrayLike<number>, scores: ArrayLike<number>, rank: Uint32Array, k: number, groups: Uint32Array | null = null): number[] {
  const n = ids.length;
  if (k <= 0 || n === 0) return [];
  const better = (a: number, b: number) => {
    if (groups && groups[ids[a]] !== groups[ids[b]]) return groups[ids[a]] < groups[ids[b]];
    return scores[a] > scores[b] || (scores[a] === scores[b] && rank[ids[a]] < rank[ids[b]]);
  };
  const size = Math.min(k, n);
  // Min-heap of positions: the worst kept entry at the top.
  const heap = new Uint32Array(size);
  let length = 0;
  const siftUp = (i: number) => {
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!better(heap[parent], heap[i])) break;
      [heap[parent], heap[i]] = [heap[i], heap[parent]];
      i = parent;
    }
  };
  const siftDown = (i: number) => {
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let worst = i;
      if (l < length && better(heap[worst], heap[l])) worst = l;
      if (r < length && better(heap[worst], heap[r])) worst = r;
      if (worst === i) return;
      [heap[worst], heap[i]] = [heap[i], heap[worst]];
      i = worst;
    }
  };
  for (let p = 0; p < n; p += 1) {
    if (length < size) {
      heap[length] = p;
      length += 1;
      siftUp(length - 1);
    } else if (better(p, heap[0])) {
      heap[0] = p;
      siftDown(0);
    }
  }
  return Array.from(heap)
    .sort((a, b) => (better(a, b) ? -1 : better(b, a) ? 1 : 0))
    .map((p) => ids[p]);
}

/** "*" is the record's own fields (nothing it inherits), whatever else the list names. */
function resolveAttributes(list: string[], record: SearchRecord): string[] {
  if (list.includes('*')) return Object.keys(record).filter((k) => k !== 'objectID');
  return list;
}

/** The value at a dotted path, through the record's own fields only (never "constructor", "__proto__" ...). */
function valueAtPath(record: unknown, path: string): unknown {
  let current: unknown = record;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object' || Array.isArray(current) || !Object.hasOwn(current, key)) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function setAtPath<T>(target: Record<string, T>, path: string, value: T): void {
  const keys = path.split('.');
  let node: Record<string, unknown> = target;
  keys.slice(0, -1).forEach((key) => {
    if (typeof node[key] !== 'object' || node[key] === null) node[key] = {};
    node = node[key] as Record<string, unknown>;
  });
  node[keys[keys.length - 1]] = value;
}
