import SearchableMap from 'minisearch/SearchableMap';
import { planQuery, type Join, type QueryPlan } from './query-plan';
import { terms, transpositions, typosAllowed } from './tokenize';

/**
 * Full-text part of an index. Terms live in MiniSearch's radix tree (SearchableMap), which gives the prefix
 * expansion of the last query word and the typo-tolerant (fuzzy) lookups; each term points at a posting list
 * of typed arrays (documents, the weight of the best field the term is in, and a field bitmask), so a query
 * is a few tight loops over numbers instead of an object per matching document.
 *
 * Relevance follows Algolia's tie-breaking idea rather than BM25: per query word, how it matched (exact, one
 * typo, prefix) times the weight of the best attribute it matched in; summed over the words. Documents that tie
 * are then ordered by the index's custom ranking (rating, popularity...), so "creat" lists the best-rated
 * creatine products first instead of the ones with the shortest titles.
 *
 * A word typed as one may also match as two, and neighbouring words as one (query-plan.ts): "preworkout" finds
 * "Pre-Workout", "mono hydrate" finds "Monohydrate". Such a match scores as a one-typo match of its words. The two
 * parts of a split stand for one word, so they must be next to each other, in that order, in one attribute:
 * "sugarfree" finds "sugar-free" in a description, not a product with "Low Sugar" in its categories and "stimulant
 * free" in its description, nor "sugar" and "free" far apart in one description.
 */

interface TextField {
  attribute: string;
  boost: number;
}

export interface TextMatches {
  /** Documents that match every query word (unordered). */
  ids: Uint32Array;
  /** Their relevance, aligned with ids. */
  scores: Float32Array;
}

/** Score factors: a prefix or a one-typo match counts less than the word itself (MiniSearch's defaults). */
const PREFIX_FACTOR = 0.375;
const TYPO_FACTOR = [1, 0.45, 0.3];
/** Longer queries are cut (Algolia also ignores words past a limit). */
const MAX_QUERY_WORDS = 32;

export class TextIndex {
  private readonly dictionary = new SearchableMap<number>();
  private readonly postingDocs: Uint32Array[] = [];
  private readonly postingWeights: Float32Array[] = [];
  private readonly postingMasks: Uint8Array[] = [];
  readonly fieldBits: Map<string, number>;
  private readonly fieldBoosts: number[];
  /** Every field of every document as its term ids in order (one flat array per field, with each document's start). */
  private readonly fieldTerms: Uint32Array[] = [];
  private readonly fieldOffsets: Uint32Array[] = [];

  // Scratch space reused by every query (one query runs at a time: Node is single-threaded).
  private readonly reaches: Reach[];
  private generation = 0;

  constructor(
    readonly size: number,
    fields: TextField[],
    textOf: (doc: number, attribute: string) => string,
  ) {
    if (fields.length > 8) throw new Error('At most 8 searchable attributes are supported.');
    this.fieldBits = new Map(fields.map((f, i) => [f.attribute, 1 << i]));
    this.fieldBoosts = fields.map((f) => f.boost);

    // Pass 1: every field of every document as term ids (one flat array per field), and field lengths.
    const ids = new Map<string, number>();
    const termList: string[] = [];
    const { fieldOffsets, fieldTerms } = this;
    fields.forEach((field) => {
      const offsets = new Uint32Array(size + 1);
      const flat: number[] = [];
      for (let doc = 0; doc < size; doc += 1) {
        offsets[doc] = flat.length;
        for (const term of terms(textOf(doc, field.attribute))) {
          let id = ids.get(term);
          if (id === undefined) {
            id = termList.length;
            ids.set(term, id);
            termList.push(term);
          }
          flat.push(id);
        }
      }
      offsets[size] = flat.length;
      fieldOffsets.push(offsets);
      fieldTerms.push(Uint32Array.from(flat));
    });
    const termCount = termList.length;

    // Pass 2: document frequency of each term, to size the posting lists exactly.
    const df = new Uint32Array(termCount);
    const stamp = new Uint32Array(termCount);
    for (let doc = 0; doc < size; doc += 1) {
      for (let f = 0; f < fields.length; f += 1) {
        const flat = fieldTerms[f];
        for (let k = fieldOffsets[f][doc], end = fieldOffsets[f][doc + 1]; k < end; k += 1) {
          const id = flat[k];
          if (stamp[id] !== doc + 1) {
            stamp[id] = doc + 1;
            df[id] += 1;
          }
        }
      }
    }
    for (let id = 0; id < termCount; id += 1) {
      this.postingDocs.push(new Uint32Array(df[id]));
      this.postingWeights.push(new Float32Array(df[id]));
      this.postingMasks.push(new Uint8Array(df[id]));
    }

    // Pass 3: fill them, one entry per (term, document) with the weight of its best field.
    const fill = new Uint32Array(termCount);
    const slot = new Uint32Array(termCount);
    const tf = new Uint32Array(termCount);
    stamp.fill(0);
    const touched: number[] = [];
    for (let doc = 0; doc < size; doc += 1) {
      for (let f = 0; f < fields.length; f += 1) {
        const flat = fieldTerms[f];
        const from = fieldOffsets[f][doc];
        const to = fieldOffsets[f][doc + 1];
        if (from === to) continue;
        touched.length = 0;
        for (let k = from; k < to; k += 1) {
          const id = flat[k];
          if (tf[id] === 0) touched.push(id);
          tf[id] += 1;
        }
        const w = fields[f].boost;
        for (const id of touched) {
          tf[id] = 0;
          if (stamp[id] !== doc + 1) {
            stamp[id] = doc + 1;
            const position = fill[id];
            fill[id] += 1;
            slot[id] = position;
            this.postingDocs[id][position] = doc;
            this.postingWeights[id][position] = w;
            this.postingMasks[id][position] = 1 << f;
          } else {
            if (w > this.postingWeights[id][slot[id]]) this.postingWeights[id][slot[id]] = w;
            this.postingMasks[id][slot[id]] |= 1 << f;
          }
        }
      }
    }
    for (let id = 0; id < termCount; id += 1) this.dictionary.set(termList[id], id);

    this.reaches = [newReach(size), newReach(size), newReach(size)];
  }

  /** The dictionary terms a query word stands for, each with its score factor. */
  expand(word: string, isLast: boolean): Map<number, number> {
    const out = new Map<number, number>();
    const add = (id: number | undefined, factor: number) => {
      if (id !== undefined && factor > (out.get(id) ?? 0)) out.set(id, factor);
    };
    add(this.dictionary.get(word), 1);
    if (isLast) {
      for (const [, id] of this.dictionary.atPrefix(word)) add(id, PREFIX_FACTOR);
    }
    const typos = typosAllowed(word);
    if (typos > 0) {
      for (const [, [id, distance]] of this.dictionary.fuzzyGet(word, typos)) add(id, TYPO_FACTOR[distance] ?? 0.3);
      for (const swapped of transpositions(word)) {
        add(this.dictionary.get(swapped), TYPO_FACTOR[1]);
        if (isLast) for (const [, id] of this.dictionary.atPrefix(swapped)) add(id, TYPO_FACTOR[1] * PREFIX_FACTOR);
      }
    }
    return out;
  }

  /** In how many documents a word is (0: not a word of the index). */
  frequency(term: string): number {
    const id = this.dictionary.get(term);
    return id === undefined ? 0 : this.postingDocs[id].length;
  }

  /** Whether some word of the index starts with this text. */
  hasPrefix(term: string): boolean {
    return !this.dictionary.atPrefix(term).keys().next().done;
  }

  /** The query's words (at most MAX_QUERY_WORDS) with the splits and concatenations this index can match. */
  plan(queryTerms: string[]): QueryPlan {
    return planQuery(queryTerms.slice(0, MAX_QUERY_WORDS), this);
  }

  /**
   * Documents matching every word of the plan (AND), with a relevance score: for each word, the best of its
   * expansions (match factor x weight of the best field), summed over the words. A word may also be matched by its
   * split (both parts in one attribute of the document) and neighbouring words by their concatenation, whichever
   * scores best for the document. Null for a query without words.
   */
  search(plan: QueryPlan, attributes?: string[] | null): TextMatches | null {
    const { terms, splits, joins } = plan;
    const n = terms.length;
    if (n === 0) return null;
    let allowed = 0xff;
    if (attributes && attributes.length > 0) {
      allowed = attributes.reduce((mask, a) => mask | (this.fieldBits.get(a) ?? 0), 0);
      if (allowed === 0) allowed = 0xff;
    }
    // reached[k]: the documents matching words [0, k), with their best score; reached[0] is every document (null).
    // Words are matched left to right, each position from the one or two before it, so three sets are kept.
    const reached: (Reach | null)[] = new Array<Reach | null>(n + 1).fill(null);
    const buffer = (k: number) => this.reaches[k % 3];
    const last = n - 1;
    const joinsTo = new Map<number, Join[]>();
    for (const join of joins) joinsTo.set(join.to, [...(joinsTo.get(join.to) ?? []), join]);

    for (let k = 1; k <= n; k += 1) {
      const into = this.reset(buffer(k));
      const from = reached[k - 1];
      const w = k - 1;
      if (k === 1 || from) {
        this.step(from, this.expand(terms[w], w === last), 1, allowed, into);
        const split = splits[w];
        // A split counts as one typo.
        if (split) this.stepSplit(from, split, TYPO_FACTOR[1], allowed, into);
      }
      for (const join of joinsTo.get(k) ?? []) {
        const start = join.from === 0 ? null : reached[join.from];
        if (join.from > 0 && !start) continue;
        // A concatenation counts as one typo for each word it stands for.
        this.step(start, this.joined(join), (join.to - join.from) * TYPO_FACTOR[1], allowed, into);
      }
      reached[k] = into.ids.length > 0 ? into : null;
      // Nothing reaches k or k - 1: only the whole query's concatenation (from 0) could still reach the end.
      if (!reached[k] && !reached[k - 1] && k > 1 && !joins.some((j) => j.from === 0 && j.to > k)) break;
    }

    const end = reached[n];
    if (!end) return { ids: new Uint32Array(0), scores: new Float32Array(0) };
    const ids = Uint32Array.from(end.ids);
    const scores = new Float32Array(ids.length);
    for (let i = 0; i < ids.length; i += 1) scores[i] = end.score[ids[i]];
    return { ids, scores };
  }

  /** A word of the index as itself only. */
  private exact(term: string): Map<number, number> {
    const id = this.dictionary.get(term);
    return id === undefined ? new Map() : new Map([[id, 1]]);
  }

  /** A concatenation: the word itself, completed as a prefix when it ends with the last query word. */
  private joined(join: Join): Map<number, number> {
    const out = this.exact(join.term);
    if (join.prefix) {
      for (const [, id] of this.dictionary.atPrefix(join.term)) if (!out.has(id)) out.set(id, PREFIX_FACTOR);
    }
    return out;
  }

  private reset(reach: Reach): Reach {
    this.generation = (this.generation + 1) >>> 0 || 1;
    reach.generation = this.generation;
    reach.ids.length = 0;
    return reach;
  }

  /**
   * Adds to `into` the documents of `from` (every document when null) that contain one of `terms`, scored as the
   * document's score in `from` plus the best term's factor x field weight x `scale`; a document already in `into`
   * keeps its better score.
   */
  private step(from: Reach | null, terms: Map<number, number>, scale: number, allowed: number, into: Reach): void {
    const { score, stamp, ids } = into;
    const gen = into.generation;
    for (const [id, factor] of terms) {
      const docs = this.postingDocs[id];
      const weights = this.postingWeights[id];
      const masks = this.postingMasks[id];
      const f = factor * scale;
      for (let k = 0; k < docs.length; k += 1) {
        if ((masks[k] & allowed) === 0) continue;
        const doc = docs[k];
        let base = 0;
        if (from) {
          if (from.stamp[doc] !== from.generation) continue;
          base = from.score[doc];
        }
        const value = base + f * weights[k];
        if (stamp[doc] !== gen) {
          stamp[doc] = gen;
          score[doc] = value;
          ids.push(doc);
        } else if (value > score[doc]) {
          score[doc] = value;
        }
      }
    }
  }

  /**
   * Adds to `into` the documents of `from` (every document when null) that have the two parts of a split word next
   * to each other, in order, in one attribute: the parts stand for one word, not for two words anywhere in the
   * document. Scored as the document's score in `from` plus `scale` x the weight of the best attribute where they
   * are. Posting lists are in document order, so one merge of the two lists finds the documents with both; only
   * those have their attributes' words read.
   */
  private stepSplit(from: Reach | null, [head, tail]: readonly [string, string], scale: number, allowed: number, into: Reach): void {
    const a = this.dictionary.get(head);
    const b = this.dictionary.get(tail);
    if (a === undefined || b === undefined) return;
    const docsA = this.postingDocs[a];
    const masksA = this.postingMasks[a];
    const docsB = this.postingDocs[b];
    const masksB = this.postingMasks[b];
    let i = 0;
    let j = 0;
    while (i < docsA.length && j < docsB.length) {
      const doc = docsA[i];
      if (doc !== docsB[j]) {
        if (doc < docsB[j]) i += 1;
        else j += 1;
        continue;
      }
      const common = masksA[i] & masksB[j] & allowed;
      i += 1;
      j += 1;
      if (common === 0 || (from && from.stamp[doc] !== from.generation)) continue;
      const weight = this.adjacentWeight(doc, a, b, common);
      if (weight === 0) continue;
      const value = (from ? from.score[doc] : 0) + scale * weight;
      if (into.stamp[doc] !== into.generation) {
        into.stamp[doc] = into.generation;
        into.score[doc] = value;
        into.ids.push(doc);
      } else if (value > into.score[doc]) {
        into.score[doc] = value;
      }
    }
  }

  /** The weight of the best attribute of `mask` in which term `b` directly follows term `a` in the document; 0: none. */
  private adjacentWeight(doc: number, a: number, b: number, mask: number): number {
    let best = 0;
    for (let f = 0; f < this.fieldBoosts.length; f += 1) {
      if ((mask & (1 << f)) === 0 || this.fieldBoosts[f] <= best) continue;
      const flat = this.fieldTerms[f];
      for (let k = this.fieldOffsets[f][doc], end = this.fieldOffsets[f][doc + 1] - 1; k < end; k += 1) {
        if (flat[k] === a && flat[k + 1] === b) {
          best = this.fieldBoosts[f];
          break;
        }
      }
    }
    return best;
  }
}

/** Documents reached so far with their scores: a document is in the set when its stamp is the set's generation. */
interface Reach {
  score: Float32Array;
  stamp: Uint32Array;
  generation: number;
  ids: number[];
}

function newReach(size: number): Reach {
  return { score: new Float32Array(size), stamp: new Uint32Array(size), generation: 0, ids: [] };
}
