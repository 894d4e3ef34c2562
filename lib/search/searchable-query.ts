/**
 * What a typed query leaves to search: its words, letters and digits (the embedded engine's own tokens). Symbols,
 * punctuation and emoji on their own ('!!!', '🍌') leave none: Algolia treats such a query as empty, as does the
 * embedded engine, and both answer it with everything. A shopper who typed it searched for something, so it matches
 * nothing instead. A blank query (nothing typed, or spaces) stays what it is: every record. Browser-safe.
 */
import { words } from './engine/tokenize';

export function typedNothingSearchable(query: unknown): boolean {
  return typeof query === 'string' && query.trim() !== '' && words(query).length === 0;
}

/** What the results page and the suggestions tell a shopper whose query was symbols or emoji alone. */
export const NOTHING_SEARCHABLE_TIP = 'Search with words or numbers: symbols and emoji on their own match nothing.';
