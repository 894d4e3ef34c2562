/**
 * Splitting and concatenation of query words, as Algolia does them by default (with typo tolerance on):
 *
 * - a word typed as one ("preworkout", "wheyprotein") also stands for two words: every cut where the first part is
 *   at most 12 characters and both parts are words of the index is a candidate, and the one whose parts are the
 *   most frequent is kept (never more than two parts). Each part has at least 3 characters: shorter ones are
 *   mostly what the tokenizer leaves of "men's" or "don't" (`s`, `t`), and "bars" must not become "bar" + "s";
 * - words typed apart ("pre workout", "mono hydrate") also stand for their concatenation: each pair of neighbouring
 *   words, and the whole query when it has more than two words, when the index has that word. Ending with the last
 *   word, a concatenation is completed as a prefix, as the last word itself is.
 *
 * Hyphens and other separators are never part of a word (tokenize.ts), so "pre-workout" is the two words
 * "pre workout", and reaches "preworkout" by concatenation in turn. Split and concatenated words are matched
 * exactly (no typo on top of them).
 */

/** Shortest part of a split (so the shortest word split has twice as many characters). */
const MIN_SPLIT_PART = 3;
/** Longest first part of a split. */
const MAX_SPLIT_HEAD = 12;

/** What a plan needs to know of the index's words. */
export interface Vocabulary {
  /** In how many documents the word is (0: not a word of the index). */
  frequency(term: string): number;
  /** Whether some word of the index starts with this text. */
  hasPrefix(term: string): boolean;
}

/** Neighbouring query words [from, to) that the index also has as one word. */
export interface Join {
  from: number;
  to: number;
  term: string;
  /** The join ends with the last query word: it is completed as a prefix. */
  prefix: boolean;
}

export interface QueryPlan {
  terms: string[];
  /** For each word, the two words it also stands for (null: none). */
  splits: (readonly [string, string] | null)[];
  /** The splits looked up by part: each part's query words, and whether it is their first (0) or second (1) part. */
  splitParts: Map<string, [word: number, side: 0 | 1][]>;
  joins: Join[];
}

/** The best two-part split of a word into words of the index, or null. */
export function splitWord(word: string, vocabulary: Vocabulary): readonly [string, string] | null {
  if (word.length < 2 * MIN_SPLIT_PART) return null;
  let best: readonly [string, string] | null = null;
  let bestRarer = 0;
  let bestTotal = 0;
  const lastCut = Math.min(MAX_SPLIT_HEAD, word.length - MIN_SPLIT_PART);
  for (let cut = MIN_SPLIT_PART; cut <= lastCut; cut += 1) {
    const head = word.slice(0, cut);
    const headCount = vocabulary.frequency(head);
    if (headCount === 0) continue;
    const tail = word.slice(cut);
    const tailCount = vocabulary.frequency(tail);
    if (tailCount === 0) continue;
    // The split whose parts are found most often: first by its rarer part, then by both.
    const rarer = Math.min(headCount, tailCount);
    const total = headCount + tailCount;
    if (rarer > bestRarer || (rarer === bestRarer && total > bestTotal)) {
      best = [head, tail];
      bestRarer = rarer;
      bestTotal = total;
    }
  }
  return best;
}

/** The splits and concatenations of a query's words that the index can match. */
export function planQuery(terms: string[], vocabulary: Vocabulary): QueryPlan {
  const last = terms.length - 1;
  const splits = terms.map((term) => splitWord(term, vocabulary));
  const splitParts = new Map<string, [number, 0 | 1][]>();
  splits.forEach((split, word) => {
    split?.forEach((part, side) => splitParts.set(part, [...(splitParts.get(part) ?? []), [word, side as 0 | 1]]));
  });
  const joins: Join[] = [];
  const tryJoin = (from: number, to: number) => {
    const term = terms.slice(from, to).join('');
    const prefix = to - 1 === last;
    if (vocabulary.frequency(term) > 0 || (prefix && vocabulary.hasPrefix(term))) joins.push({ from, to, term, prefix });
  };
  for (let i = 0; i < last; i += 1) tryJoin(i, i + 2);
  if (terms.length > 2) tryJoin(0, terms.length);
  return { terms, splits, splitParts, joins };
}
