import { narrowingOptions } from '@/components/search/narrowing';

const option = (count: number, isRefined = false) => ({ count, isRefined });

describe('narrowingOptions', () => {
  it('keeps only options that leave some but not all of the results', () => {
    expect(narrowingOptions([option(6), option(8), option(0), option(1)], 8)).toEqual([option(6), option(1)]);
  });

  it('offers nothing (the filter hides) when no option would narrow', () => {
    expect(narrowingOptions([option(2), option(2), option(0)], 2)).toEqual([]);
    expect(narrowingOptions([], 0)).toEqual([]);
  });

  it('once an option is applied, offers every option with products, and the applied one always', () => {
    expect(narrowingOptions([option(6, true), option(8), option(0)], 6)).toEqual([option(6, true), option(8)]);
    expect(narrowingOptions([option(0, true)], 0)).toEqual([option(0, true)]);
  });
});
