/** One tokenizer for indexing, querying and highlighting, so highlights mark exactly what matched. */

const TOKEN = /[\p{L}\p{N}]+/gu;
const MARKS = /\p{M}+/gu;

export interface Token {
  /** The normalised term (lower case, no diacritics). */
  term: string;
  start: number;
  end: number;
}

const ASCII = /^[\x00-\x7f]*$/;

export function normalizeTerm(term: string): string {
  if (ASCII.test(term)) return term.toLowerCase();
  return term.normalize('NFD').replace(MARKS, '').toLowerCase();
}

/** Raw words of a text (MiniSearch normalises them with processTerm). */
export function words(text: string): string[] {
  return text.match(TOKEN) ?? [];
}

/** Normalised terms of a text, in order. */
export function terms(text: string): string[] {
  return words(text).map(normalizeTerm).filter((t) => t !== '');
}

/** Tokens with their offsets in the original text. */
export function tokens(text: string): Token[] {
  const out: Token[] = [];
  for (const match of text.matchAll(TOKEN)) {
    const start = match.index ?? 0;
    out.push({ term: normalizeTerm(match[0]), start, end: start + match[0].length });
  }
  return out;
}

/** Typos allowed for a query term: none below 5 characters, 1 from 5, 2 from 8. */
export function typosAllowed(term: string): number {
  if (term.length >= 8) return 2;
  if (term.length >= 5) return 1;
  return 0;
}

/**
 * Edit distance where a swap of two neighbouring letters counts as one typo (optimal string alignment),
 * giving up (returning max + 1) once it exceeds max.
 */
function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  const width = b.length + 1;
  let before = new Array<number>(width).fill(0);
  let prev = new Array<number>(width);
  let curr = new Array<number>(width);
  for (let j = 0; j < width; j += 1) prev[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    curr[0] = i;
    let rowMin = i;
    for (let j = 1; j < width; j += 1) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min(prev[j] + 1, curr[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a.charCodeAt(i - 1) === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1)) {
        value = Math.min(value, before[j - 2] + 1);
      }
      curr[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [before, prev, curr] = [prev, curr, before];
  }
  return prev[b.length];
}

/** The words one swap of neighbouring letters away (MiniSearch's fuzzy matching counts a swap as two edits). */
export function transpositions(term: string): string[] {
  const out = new Set<string>();
  for (let i = 0; i < term.length - 1; i += 1) {
    if (term[i] === term[i + 1]) continue;
    out.add(term.slice(0, i) + term[i + 1] + term[i] + term.slice(i + 2));
  }
  out.delete(term);
  return [...out];
}

type TermMatch = 'exact' | 'prefix' | 'typo' | null;

/**
 * How a document term matches a query term: exactly, as a prefix (last query word only), within the typo
 * tolerance, or not at all.
 */
export function matchTerm(queryTerm: string, docTerm: string, isLast: boolean): TermMatch {
  if (docTerm === queryTerm) return 'exact';
  if (isLast && docTerm.startsWith(queryTerm)) return 'prefix';
  const typos = typosAllowed(queryTerm);
  if (typos > 0 && editDistance(queryTerm, docTerm, typos) <= typos) return 'typo';
  return null;
}
