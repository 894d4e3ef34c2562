import SearchableMap from 'minisearch/SearchableMap';
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
 */

export interface TextField {
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
export const MAX_QUERY_WORDS = 32;

export class TextIndex {
  private readonly dictionary = new SearchableMap<number>();
  private readonly postingDocs: Uint32Array[] = [];
  private readonly postingWeights: Float32Array[] = [];
  private readonly postingMasks: Uint8Array[] = [];
  readonly fieldBits: Map<string, number>;

  // Scratch space reused by every query (one query runs at a time: Node is single-threaded).
  private readonly total: Float32Array;
  private readonly best: Float32Array;
  private readonly wordStamp: Uint32Array;
  private readonly matched: Uint8Array;
  private readonly matchedStamp: Uint32Array;
  private wordGeneration = 0;
  private queryGeneration = 0;

  constructor(
    readonly size: number,
    fields: TextField[],
    textOf: (doc: number, attribute: string) => string,
  ) {
    if (fields.length > 8) throw new Error('At most 8 searchable attributes are supported.');
    this.fieldBits = new Map(fields.map((f, i) => [f.attribute, 1 << i]));

    // Pass 1: every field of every document as term ids (one flat array per field), and field lengths.
    const ids = new Map<string, number>();
    const termList: string[] = [];
    const fieldOffsets: Uint32Array[] = [];
    const fieldTerms: Uint32Array[] = [];
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

    this.total = new Float32Array(size);
    this.best = new Float32Array(size);
    this.wordStamp = new Uint32Array(size);
    this.matched = new Uint8Array(size);
    this.matchedStamp = new Uint32Array(size);
  }

  get termCount(): number {
    return this.postingDocs.length;
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

  /**
   * Documents matching every word (AND), with a relevance score: for each word, the best of its expansions
   * (match factor x weight of the best field), summed over the words. Null for a query without words.
   */
  search(queryTerms: string[], attributes?: string[] | null): TextMatches | null {
    const words = queryTerms.slice(0, MAX_QUERY_WORDS);
    if (words.length === 0) return null;
    let allowed = 0xff;
    if (attributes && attributes.length > 0) {
      allowed = attributes.reduce((mask, a) => mask | (this.fieldBits.get(a) ?? 0), 0);
      if (allowed === 0) allowed = 0xff;
    }
    const { total, best, wordStamp, matched, matchedStamp } = this;
    this.queryGeneration = (this.queryGeneration + 1) >>> 0 || 1;
    const queryGen = this.queryGeneration;
    let candidates: number[] = [];
    const last = words.length - 1;

    for (let w = 0; w < words.length; w += 1) {
      this.wordGeneration = (this.wordGeneration + 1) >>> 0 || 1;
      const wordGen = this.wordGeneration;
      const touched: number[] = [];
      for (const [id, factor] of this.expand(words[w], w === last)) {
        const docs = this.postingDocs[id];
        const weights = this.postingWeights[id];
        const masks = this.postingMasks[id];
        const scale = factor;
        for (let k = 0; k < docs.length; k += 1) {
          if ((masks[k] & allowed) === 0) continue;
          const doc = docs[k];
          // AND: from the second word on, only documents that matched every earlier word.
          if (w > 0 && (matchedStamp[doc] !== queryGen || matched[doc] !== w)) continue;
          const score = scale * weights[k];
          if (wordStamp[doc] !== wordGen) {
            wordStamp[doc] = wordGen;
            best[doc] = score;
            touched.push(doc);
          } else if (score > best[doc]) {
            best[doc] = score;
          }
        }
      }
      for (const doc of touched) {
        if (w === 0) {
          matchedStamp[doc] = queryGen;
          matched[doc] = 1;
          total[doc] = best[doc];
        } else {
          matched[doc] = w + 1;
          total[doc] += best[doc];
        }
      }
      candidates = touched;
      if (candidates.length === 0) break;
    }

    const ids = Uint32Array.from(candidates);
    const scores = new Float32Array(ids.length);
    for (let i = 0; i < ids.length; i += 1) scores[i] = total[ids[i]];
    return { ids, scores };
  }
}
