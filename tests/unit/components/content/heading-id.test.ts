import { collectHeadingIds, slugify } from '@/components/content/heading-id';

describe('slugify', () => {
  it.each([
    ['How much creatine?', 'how-much-creatine'],
    ['  Protein & recovery  ', 'protein-and-recovery'],
    ['Crème brûlée flavour', 'creme-brulee-flavour'],
    ['Vitamin B12 (cobalamin)', 'vitamin-b12-cobalamin'],
    ['already-a-slug', 'already-a-slug'],
    ['???', ''],
  ])('%s -> %s', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });
});

describe('collectHeadingIds', () => {
  it('numbers repeats and falls back to "section" for headings without letters', () => {
    const ids = collectHeadingIds([
      { _type: 'block', _key: 'a', style: 'h2', children: [{ _type: 'span', text: 'FAQ' }] },
      { _type: 'block', _key: 'b', style: 'normal', children: [{ _type: 'span', text: 'FAQ' }] },
      { _type: 'columns', _key: 'c', content: [{ _type: 'block', _key: 'd', style: 'h3', children: [{ _type: 'span', text: 'FAQ' }] }] },
      { _type: 'block', _key: 'e', style: 'h2', children: [{ _type: 'span', text: '!!' }] },
    ]);
    expect([...ids.entries()]).toEqual([
      ['a', 'faq'],
      ['d', 'faq-2'],
      ['e', 'section'],
    ]);
  });
});
