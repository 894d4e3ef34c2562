/** @jest-environment node */
import { highlightTree } from '@/lib/search/engine/highlight';
import { TextIndex } from '@/lib/search/engine/text-index';

const TAGS = { pre: '<em>', post: '</em>', ellipsis: '…' };
const TEXTS = ['A sugar-free drink.', 'No added sugar, and free of colours.'];
const index = new TextIndex(TEXTS.length, [{ attribute: 'description', boost: 1 }], (doc) => TEXTS[doc]);

function highlighted(text: string, query: string): unknown {
  const terms = query.split(' ');
  return highlightTree(text, { terms, original: terms, plan: index.plan(terms) }, TAGS);
}

describe('highlighting a word typed as one that the text has in two parts', () => {
  it('marks the two parts where they stand next to each other', () => {
    expect(highlighted('A sugar-free drink. Free shipping over $99, no sugar added.', 'sugarfree')).toEqual({
      value: 'A <em>sugar</em>-<em>free</em> drink. Free shipping over $99, no sugar added.',
      matchLevel: 'full',
      matchedWords: ['sugarfree'],
      fullyHighlighted: false,
    });
  });

  it('marks neither part when they are apart', () => {
    expect(highlighted('No added sugar, and free of colours.', 'sugarfree')).toEqual({ value: 'No added sugar, and free of colours.', matchLevel: 'none', matchedWords: [] });
  });
});
