/** @jest-environment node */
import { TextIndex } from '@/lib/search/engine/text-index';

const TITLES = ['Pre Workout Blend', 'Preworkout Powder', 'Workout Towel', 'Whey Protein Bar'];

function index(titles: string[]): TextIndex {
  return new TextIndex(titles.length, [{ attribute: 'title', boost: 1 }], (doc) => titles[doc]);
}

/** Matching documents, best first. */
function ranked(text: TextIndex, query: string): number[] {
  const matches = text.search(text.plan(query.split(' ')));
  if (!matches) return [];
  return Array.from(matches.ids)
    .map((doc, i) => ({ doc, score: matches.scores[i] }))
    .sort((a, b) => b.score - a.score || a.doc - b.doc)
    .map((m) => m.doc);
}

describe('TextIndex splitting and concatenation', () => {
  const text = index(TITLES);

  it('matches a word typed as one and the same words typed apart, the words as typed first', () => {
    expect(ranked(text, 'preworkout')).toEqual([1, 0]);
    expect(ranked(text, 'pre workout')).toEqual([0, 1]);
  });

  it('still needs every query word (or its split or concatenation) in the document', () => {
    expect(ranked(text, 'pre towel')).toEqual([]);
    expect(ranked(text, 'workout towel')).toEqual([2]);
    expect(ranked(text, 'wheyprotein bar')).toEqual([3]);
    expect(ranked(text, 'wheyprotein blend')).toEqual([]);
  });

  it('answers nothing for a query without words', () => {
    expect(text.search(text.plan([]))).toBeNull();
  });
});
