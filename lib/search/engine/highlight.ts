import type { HighlightResultValue, HighlightTree, MatchLevel, SnippetResultValue, SnippetTree } from '../types';
import type { QueryPlan } from './query-plan';
import { matchTerm, tokens, type Token } from './tokenize';

export interface QueryWords {
  /** Normalised query terms. */
  terms: string[];
  /** The words as typed (for matchedWords). */
  original: string[];
  /** The index's splits and concatenations of the terms (none: the terms only). */
  plan?: QueryPlan;
}

export interface Tags {
  pre: string;
  post: string;
  ellipsis: string;
}

interface Marked {
  tokens: Token[];
  /** For each token, how many of its leading characters are highlighted (0 = none). */
  marks: number[];
  /** For each token, the query terms it matched. */
  queries: number[][];
  matched: Set<number>;
}

/** One pass over the text's words for every query word, concatenation and split part. */
function mark(text: string, query: QueryWords): Marked {
  const list = tokens(text);
  const marks = new Array<number>(list.length).fill(0);
  const queries = list.map((): number[] => []);
  const matched = new Set<number>();
  if (query.terms.length === 0) return { tokens: list, marks, queries, matched };
  const last = query.terms.length - 1;
  const hit = (t: number, q: number, marked: number) => {
    matched.add(q);
    if (!queries[t].includes(q)) queries[t].push(q);
    marks[t] = Math.max(marks[t], marked);
  };
  const parts = query.plan?.splitParts.size ? query.plan.splitParts : null;
  // For each split query word, the words of the text that are its first and its second part.
  const partsFound = new Map<number, [Set<number>, Set<number>]>();
  list.forEach((token, t) => {
    const length = token.end - token.start;
    for (let q = 0; q < query.terms.length; q += 1) {
      const kind = matchTerm(query.terms[q], token.term, q === last);
      if (!kind) continue;
      // A prefix match highlights what was typed; a full or typo match the whole word.
      hit(t, q, kind === 'prefix' && token.term.length === length ? query.terms[q].length : length);
    }
    // A word of the text that stands for several query words (concatenation): all of them matched.
    for (const join of query.plan?.joins ?? []) {
      const whole = token.term === join.term;
      if (!whole && !(join.prefix && token.term.startsWith(join.term))) continue;
      const marked = whole || token.term.length !== length ? length : join.term.length;
      for (let q = join.from; q < join.to; q += 1) hit(t, q, marked);
    }
    for (const [q, side] of parts?.get(token.term) ?? []) {
      let found = partsFound.get(q);
      if (!found) partsFound.set(q, (found = [new Set(), new Set()]));
      found[side].add(t);
    }
  });
  // A query word split in two matched where its first part is directly followed by its second ("sugar-free").
  for (const [q, [heads, tails]] of partsFound) {
    for (const t of heads) {
      if (!tails.has(t + 1)) continue;
      hit(t, q, list[t].end - list[t].start);
      hit(t + 1, q, list[t + 1].end - list[t + 1].start);
    }
  }
  return { tokens: list, marks, queries, matched };
}

function render(text: string, marked: Marked, from: number, to: number, tags: Tags): string {
  let out = '';
  let cursor = from;
  marked.tokens.forEach((token, i) => {
    if (marked.marks[i] === 0 || token.start < from || token.end > to) return;
    const end = token.start + marked.marks[i];
    out += text.slice(cursor, token.start) + tags.pre + text.slice(token.start, end) + tags.post;
    cursor = end;
  });
  return out + text.slice(cursor, to);
}

function level(matched: Set<number>, query: QueryWords): MatchLevel {
  if (matched.size === 0) return 'none';
  return matched.size === query.terms.length ? 'full' : 'partial';
}

function highlightValue(text: string, query: QueryWords, tags: Tags): HighlightResultValue {
  const marked = mark(text, query);
  const matchLevel = level(marked.matched, query);
  const result: HighlightResultValue = {
    value: render(text, marked, 0, text.length, tags),
    matchLevel,
    matchedWords: [...marked.matched].sort((a, b) => a - b).map((q) => query.original[q]),
  };
  if (matchLevel !== 'none') {
    result.fullyHighlighted = marked.tokens.length > 0 && marked.tokens.every((t, i) => marked.marks[i] === t.end - t.start);
  }
  return result;
}

/** A window of `words` words around the first match, with the ellipsis where text was cut. */
function snippetValue(text: string, words: number, query: QueryWords, tags: Tags): SnippetResultValue {
  const marked = mark(text, query);
  const list = marked.tokens;
  if (list.length <= words) return { value: render(text, marked, 0, text.length, tags), matchLevel: level(marked.matched, query) };
  const first = Math.max(0, marked.marks.findIndex((m) => m > 0));
  const start = Math.max(0, Math.min(first - Math.floor(words / 3), list.length - words));
  const end = Math.min(list.length, start + words);
  const from = start === 0 ? 0 : list[start].start;
  const to = end === list.length ? text.length : list[end - 1].end;
  const inner = render(text, marked, from, to, tags);
  const inWindow = new Set(marked.queries.slice(start, end).flat());
  const matchLevel = level(inWindow, query);
  return { value: `${start > 0 ? tags.ellipsis : ''}${inner}${end < list.length ? tags.ellipsis : ''}`, matchLevel };
}

/** Highlights every string inside a value (strings, arrays, nested objects); other values are left out. */
export function highlightTree(value: unknown, query: QueryWords, tags: Tags): HighlightTree | undefined {
  if (typeof value === 'string') return highlightValue(value, query, tags);
  if (Array.isArray(value)) {
    const items = value.map((v) => highlightTree(v, query, tags)).filter((v): v is HighlightTree => v !== undefined);
    return items;
  }
  if (value && typeof value === 'object') {
    const out: Record<string, HighlightTree> = {};
    for (const [key, v] of Object.entries(value)) {
      const h = highlightTree(v, query, tags);
      if (h !== undefined) out[key] = h;
    }
    return out;
  }
  return undefined;
}

export function snippetTree(value: unknown, words: number, query: QueryWords, tags: Tags): SnippetTree | undefined {
  if (typeof value === 'string') return snippetValue(value, words, query, tags);
  if (Array.isArray(value)) {
    return value.map((v) => snippetTree(v, words, query, tags)).filter((v): v is SnippetTree => v !== undefined);
  }
  if (value && typeof value === 'object') {
    const out: Record<string, SnippetTree> = {};
    for (const [key, v] of Object.entries(value)) {
      const s = snippetTree(v, words, query, tags);
      if (s !== undefined) out[key] = s;
    }
    return out;
  }
  return undefined;
}
