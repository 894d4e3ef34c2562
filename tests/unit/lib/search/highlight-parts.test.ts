/** @jest-environment node */
import { parseHighlight, truncateParts, truncateText } from '@/lib/search/highlight-parts';

describe('highlight parts', () => {
  it('splits a value on the InstantSearch markers', () => {
    expect(parseHighlight('Whey __ais-highlight__Prot__/ais-highlight__ein <b>')).toEqual([
      { value: 'Whey ', highlighted: false },
      { value: 'Prot', highlighted: true },
      { value: 'ein <b>', highlighted: false },
    ]);
    expect(parseHighlight('<em>a</em>b', '<em>', '</em>')).toEqual([
      { value: 'a', highlighted: true },
      { value: 'b', highlighted: false },
    ]);
  });

  it('cuts text on a word boundary and adds an ellipsis', () => {
    expect(truncateText('short', 10)).toBe('short');
    expect(truncateText('one two three four', 12)).toBe('one two…');
    expect(truncateText('x'.repeat(300), 248)).toBe(`${'x'.repeat(248)}…`);
  });

  it('cuts highlighted parts the same way', () => {
    const parts = parseHighlight('Our purest __ais-highlight__whey__/ais-highlight__ protein, low in fat');
    expect(truncateParts(parts, 20)).toEqual([
      { value: 'Our purest ', highlighted: false },
      { value: 'whey', highlighted: true },
      { value: '…', highlighted: false },
    ]);
    expect(truncateParts(parts, 200).map((p) => p.value).join('')).toBe('Our purest whey protein, low in fat');
  });
});
