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

describe('TextIndex: the two parts of a split word in one attribute', () => {
  // Words of the shop's dataset: "sugar-free" in one product's description; "Low Sugar" (a category) and "stimulant
  // free" (description) in another's, where the two parts are not one word.
  const docs = [
    { title: 'Taurine', description: 'On its own it is stimulant free.', categories: 'Shop by Diet > Low Sugar' },
    { title: 'BCAA 2:1:1', description: 'A popular sugar-free drink to sip during training.', categories: 'Amino Acids' },
    { title: 'Sugar Free Syrup', description: 'Zero calories.', categories: 'Shop by Diet > Low Sugar' },
    { title: 'Stim-Free Pre-Workout', description: 'Zero caffeine, all the pump.', categories: 'Shop by Diet > Low Sugar' },
    { title: 'Electrolyte Tablets', description: 'No added sugar, and free of artificial colours.', categories: 'Hydration' },
  ];
  const fields = [
    { attribute: 'title', boost: 4 },
    { attribute: 'description', boost: 1 },
    { attribute: 'categories', boost: 0.4 },
  ];
  const text = new TextIndex(docs.length, fields, (doc, attribute) => docs[doc][attribute as keyof (typeof docs)[number]]);

  it('matches only where the parts are next to each other in one attribute, the better attribute first', () => {
    expect(text.plan(['sugarfree']).splits).toEqual([['sugar', 'free']]);
    // Not Taurine (the parts in two attributes), nor the tablets ("sugar, and free": apart in one attribute).
    expect(ranked(text, 'sugarfree')).toEqual([2, 1]);
    // Nor the parts the wrong way round.
    expect(ranked(text, 'freesugar')).toEqual([]);
    // Typed apart, the words may be anywhere in the product, as any two words.
    expect(ranked(text, 'sugar free')).toEqual([2, 3, 1, 4, 0]);
  });

  it('counts only the attributes the query is restricted to', () => {
    expect(text.search(text.plan(['sugarfree']), ['description'])?.ids).toEqual(Uint32Array.of(1));
    expect(text.search(text.plan(['sugarfree']), ['categories'])?.ids).toEqual(new Uint32Array(0));
  });

  it('keeps needing every other query word', () => {
    expect(ranked(text, 'sugarfree drink')).toEqual([1]);
    expect(ranked(text, 'taurine sugarfree')).toEqual([]);
  });
});
