/** @jest-environment node */
import { planQuery, splitWord, type Vocabulary } from '@/lib/search/engine/query-plan';

/** A vocabulary of words with their document counts. */
function vocabulary(counts: Record<string, number>): Vocabulary {
  return {
    frequency: (term) => counts[term] ?? 0,
    hasPrefix: (term) => Object.keys(counts).some((word) => word.startsWith(term)),
  };
}

describe('splitWord', () => {
  it('splits a word in two where both parts are words of the index', () => {
    expect(splitWord('preworkout', vocabulary({ pre: 3, workout: 5 }))).toEqual(['pre', 'workout']);
    expect(splitWord('preworkout', vocabulary({ pre: 3 }))).toBeNull();
  });

  it('keeps the split whose parts are found most often, never three parts', () => {
    const words = vocabulary({ no: 40, where: 1, now: 6, here: 9, gym: 4, bag: 4 });
    expect(splitWord('nowhere', words)).toEqual(['now', 'here']);
    expect(splitWord('gymbagnow', words)).toBeNull();
  });

  it('cuts only into parts of 3 letters or more, within the first 12 letters', () => {
    expect(splitWord('gobi', vocabulary({ go: 1, bi: 1 }))).toBeNull();
    // What the tokenizer leaves of "men's" is not a part: "bars" stays one word.
    expect(splitWord('bars', vocabulary({ bar: 5, s: 40 }))).toBeNull();
    expect(splitWord('goldbar', vocabulary({ gold: 1, bar: 1 }))).toEqual(['gold', 'bar']);
    expect(splitWord('electrolytesxyz', vocabulary({ electrolytes: 2, xyz: 2 }))).toEqual(['electrolytes', 'xyz']);
    expect(splitWord('electrolytesxxyz', vocabulary({ electrolytesx: 2, xyz: 2 }))).toBeNull();
  });
});

describe('planQuery', () => {
  it('joins neighbouring words the index has as one word, and the whole query past two words', () => {
    const words = vocabulary({ monohydrate: 2, creatinemono: 1, bestcreatinemonohydrate: 1 });
    expect(planQuery(['creatine', 'mono', 'hydrate'], words).joins).toEqual([
      { from: 0, to: 2, term: 'creatinemono', prefix: false },
      { from: 1, to: 3, term: 'monohydrate', prefix: true },
    ]);
    expect(planQuery(['best', 'creatine', 'mono', 'hydrate'], words).joins).toEqual([
      { from: 1, to: 3, term: 'creatinemono', prefix: false },
      { from: 2, to: 4, term: 'monohydrate', prefix: true },
      { from: 0, to: 4, term: 'bestcreatinemonohydrate', prefix: true },
    ]);
    // Words that are not neighbours never join.
    expect(planQuery(['mono', 'creatine', 'hydrate'], words).joins).toEqual([]);
  });

  it('completes a join that ends with the last word as a prefix', () => {
    const words = vocabulary({ preworkout: 4 });
    expect(planQuery(['pre', 'work'], words).joins).toEqual([{ from: 0, to: 2, term: 'prework', prefix: true }]);
    expect(planQuery(['pre', 'work', 'zinc'], words).joins).toEqual([]);
  });

  it('gives each word its split, or null', () => {
    expect(planQuery(['wheyprotein', 'bar'], vocabulary({ whey: 3, protein: 9, bar: 2 })).splits).toEqual([['whey', 'protein'], null]);
  });

  it('looks the splits up by part: the query words each part belongs to, first or second', () => {
    const plan = planQuery(['wheyprotein', 'proteinbar', 'bar'], vocabulary({ whey: 3, protein: 9, bar: 2 }));
    expect(plan.splits).toEqual([['whey', 'protein'], ['protein', 'bar'], null]);
    expect(plan.splitParts).toEqual(
      new Map([
        ['whey', [[0, 0]]],
        ['protein', [[0, 1], [1, 0]]],
        ['bar', [[1, 1]]],
      ]),
    );
  });
});
