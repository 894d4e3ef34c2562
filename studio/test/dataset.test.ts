/**
 * The embedded dataset (data/content/production.ndjson), proven importable into a project with this Studio's
 * schema: every document, drafts included, validated with Sanity's own validation plus the contract checks
 * (test/support/validate-dataset.ts). Each check is also shown to fail on a document that breaks it.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { DECORATORS, LISTS, STYLES } from '../schemaTypes/rich-text';
import { compileSchema, formatProblem, schemaProblems, validateDataset, type Doc, type Problem } from './support/validate-dataset';

const DATASET = path.join(import.meta.dirname, '..', '..', 'data', 'content', 'production.ndjson');
const docs: Doc[] = fs
  .readFileSync(DATASET, 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as Doc);
const schema = compileSchema();

/**
 * The style guide page deliberately holds content the renderer must degrade on without breaking the page (an
 * unknown block, a missing form type, a missing link). These are the only problems in the dataset: two errors an
 * editor sees in the Studio, and the weak link to a deleted page (valid for Sanity, reported as a warning).
 */
const DELIBERATE = [
  'page-style-guide body[_key=="9fb447b8c9d5"]: Unknown item: type "mysteryBlock"',
  'page-style-guide body[_key=="c629a973473b"].formType: Value "typeform" did not match any allowed values',
  'page-style-guide body[_key=="678b7a58e51b"].markDefs[_key=="f37dd9c57ca0"].reference: Links to "page-retired-winter-promo", which does not exist',
];

const brief = (p: Problem) => `${p.id} ${p.path}: ${p.message}`;

describe('the schema', () => {
  it('compiles without errors; the one warning is the aside name the content contract fixes', () => {
    const problems = schemaProblems(schema);
    assert.deepEqual(problems.filter((p) => p.level === 'error'), []);
    assert.deepEqual(
      problems.map((p) => p.text.replace(/\. It's recommended.*/, '')),
      ['richText: Found array member declaration with the same name as the global schema type "aside"'],
    );
  });

  it('offers the decorators, styles and lists the renderer draws', () => {
    // strong and em are @portabletext/react's defaults; sub and sup are components/content/Decorator.
    assert.deepEqual(DECORATORS.map((d) => d.value), ['strong', 'em', 'sub', 'sup']);
    assert.deepEqual(STYLES.map((s) => s.value), ['normal', 'h2', 'h3', 'h4', 'blockquote']);
    assert.deepEqual(LISTS.map((l) => l.value), ['bullet', 'number']);
  });

  it('knows every document type of the dataset', () => {
    const unknown = [...new Set(docs.map((d) => d._type))].filter((type) => !schema.get(type));
    assert.deepEqual(unknown, []);
  });
});

describe('data/content/production.ndjson against the schema', () => {
  let problems: Problem[] = [];
  before(async () => {
    problems = await validateDataset(docs, { schema });
  });

  it('validates every document, drafts included, with only the style guide\'s deliberate problems', () => {
    assert.ok(docs.filter((d) => d._id.startsWith('drafts.')).length >= 4, 'the dataset keeps its drafts');
    const found = problems.map(brief);
    const unexpected = found.filter((line) => !DELIBERATE.some((expected) => line.startsWith(expected)));
    assert.deepEqual(unexpected, [], `Unexpected problems:\n${problems.filter((p) => unexpected.includes(brief(p))).map(formatProblem).join('\n')}`);
    for (const expected of DELIBERATE) assert.ok(found.some((line) => line.startsWith(expected)), `expected: ${expected}`);
  });
});

/** Validates one changed copy of a dataset document among all the others. */
async function problemsAfter(id: string, change: (doc: Doc) => void, extra: Doc[] = []): Promise<string[]> {
  const original = docs.find((d) => d._id === id);
  assert.ok(original, `${id} is in the dataset`);
  const changed = structuredClone(original) as Doc;
  change(changed);
  const all = [...docs.filter((d) => d._id !== id), changed, ...extra];
  const found = await validateDataset(all, { schema, only: (d) => d === changed || extra.includes(d) });
  return found.map(brief);
}

const block = (doc: Doc, field = 'body') => (doc[field] as Record<string, unknown>[]).find((b) => b._type === 'block') as Record<string, unknown>;

describe('each check fails on content that breaks it', () => {
  it('unknown document types and unknown fields', async () => {
    const stray: Doc = { _id: 'banner-1', _type: 'banner', title: 'Sale' };
    assert.ok((await problemsAfter('page-about-us', () => {}, [stray])).some((p) => p.includes('Unknown document type "banner"')));
    const found = await problemsAfter('page-about-us', (doc) => (doc.subtitle = 'Not in the schema'));
    assert.ok(found.some((p) => p.includes("Field 'subtitle' does not exist on type 'page'")), found.join('\n'));
  });

  it('required fields, drafts included', async () => {
    const found = await problemsAfter('drafts.page-about-us', (doc) => delete doc.description);
    assert.ok(found.some((p) => p.startsWith('drafts.page-about-us description: Required')), found.join('\n'));
  });

  it('references: missing documents and documents of the wrong type', async () => {
    const missing = await problemsAfter('blogPost-creatine-explained', (doc) => (doc.author = { _type: 'reference', _ref: 'author-nobody' }));
    assert.ok(missing.some((p) => p.includes('author: Referenced document must be published')), missing.join('\n'));
    const wrongType = await problemsAfter('blogPost-creatine-explained', (doc) => (doc.author = { _type: 'reference', _ref: 'page-about-us' }));
    assert.ok(wrongType.some((p) => p.includes('References a page ("page-about-us"); only author may be referenced here')), wrongType.join('\n'));
  });

  it('images: an asset that does not exist, and missing alt text', async () => {
    const found = await problemsAfter('author-hannah-whitlock', (doc) => {
      doc.image = { _type: 'image', asset: { _type: 'reference', _ref: 'image-0000000000000000000000000000000000000000-10x10-svg' } };
    });
    assert.ok(found.some((p) => p.includes('does not exist')), found.join('\n'));
    assert.ok(found.some((p) => p.startsWith('author-hannah-whitlock image.altText: Required')), found.join('\n'));
  });

  it('slugs in the shapes the routes expect, unique across the site\'s paths', async () => {
    const leadingSlash = await problemsAfter('page-about-us', (doc) => (doc.slug = { _type: 'slug', current: '/about-us' }));
    assert.ok(leadingSlash.some((p) => p.startsWith('page-about-us slug: Use lower-case words')), leadingSlash.join('\n'));
    const reserved = await problemsAfter('page-about-us', (doc) => (doc.slug = { _type: 'slug', current: 'cart' }));
    assert.ok(reserved.some((p) => p.includes('"/cart" belongs to the shop\'s own pages')), reserved.join('\n'));
    const post = await problemsAfter('blogPost-creatine-explained', (doc) => (doc.slug = { _type: 'slug', current: 'creatine-explained' }));
    assert.ok(post.some((p) => p.includes('"blog/" then one lower-case hyphenated segment')), post.join('\n'));
    const taken = await problemsAfter('page-about-us', (doc) => (doc.slug = { _type: 'slug', current: 'categories/shop-by-sport' }));
    assert.ok(taken.some((p) => p.startsWith('page-about-us slug:') && /already in use/i.test(p)), taken.join('\n'));
    const child = await problemsAfter('category-shop-by-sport-running', (doc) => (doc.slug = { _type: 'slug', current: 'categories/shop-by-goal/running' }));
    assert.ok(child.some((p) => p.includes('its parent\'s slug plus one segment: "categories/shop-by-sport/..."')), child.join('\n'));
  });

  it('the alert\'s dates', async () => {
    const found = await problemsAfter('alert', (doc) => {
      doc.startsAt = '2026-03-10T00:00:00Z';
      doc.endsAt = '2026-03-01T00:00:00Z';
    });
    assert.ok(found.some((p) => p === 'alert endsAt: "Show until" must be after "Show from".'), found.join('\n'));
  });

  it("the home page's featured products: a count that leaves the last row part empty is a warning", async () => {
    const found = await problemsAfter('homePage', (doc) => {
      doc.featuredProducts = (doc.featuredProducts as unknown[]).slice(0, 6);
    });
    assert.deepEqual(found, ['homePage featuredProducts: 6 products leave the last row part empty on wide screens: choose 4, 8 or 12.']);
    assert.deepEqual(await problemsAfter('homePage', (doc) => {
      doc.featuredProducts = (doc.featuredProducts as unknown[]).slice(0, 4);
    }), []);
  });

  it("the alert's length: a message longer than fits its room is flagged", async () => {
    const found = await problemsAfter('alert', (doc) => {
      const [first] = doc.content as { children: { text: string }[] }[];
      first.children[0].text = 'Free shipping Australia-wide on every order over $99 this month. ';
    });
    assert.ok(found.some((p) => /^alert content: \d+ characters: at most 60 fit the alert's room/.test(p)), found.join('\n'));
  });

  it('link targets: unsafe schemes, anchors without a heading, marks without a definition', async () => {
    const found = await problemsAfter('page-about-us', (doc) => {
      const first = block(doc);
      first.markDefs = [
        { _type: 'link', _key: 'bad1', href: 'javascript:alert(1)', newTab: false },
        { _type: 'onPageLink', _key: 'bad2', anchor: 'no-such-heading' },
      ];
      (first.children as Record<string, unknown>[])[0].marks = ['bad1', 'bad2', 'nope'];
    });
    assert.ok(found.some((p) => p.includes('Links may use https, http, mailto or tel, not "javascript:"')), found.join('\n'));
    assert.ok(found.some((p) => p.includes('No heading on this page has the id "no-such-heading"')), found.join('\n'));
    assert.ok(found.some((p) => p.includes('Mark "nope" is neither a decorator')), found.join('\n'));
  });

  it('blocks: unknown types, unknown styles, items without keys, renderer limits', async () => {
    const found = await problemsAfter('page-style-guide', (doc) => {
      const body = doc.body as Record<string, unknown>[];
      const text = block(doc);
      text.style = 'h1';
      delete text._key;
      const video = body.find((b) => b._type === 'vimeoVideo')!;
      video.videoId = 'https://vimeo.com/1';
      const image = body.find((b) => b._type === 'image')!;
      image.width = 900;
      delete image.altText;
    });
    assert.ok(found.some((p) => p.includes('Style "h1" is not one of this block\'s (normal, h2, h3, h4, blockquote)')), found.join('\n'));
    assert.ok(found.some((p) => p.includes('Array item without a _key')), found.join('\n'));
    assert.ok(found.some((p) => /videoId: .*digits only/.test(p)), found.join('\n'));
    assert.ok(found.some((p) => /width: .*(300|less than or equal)/i.test(p)), found.join('\n'));
    assert.ok(found.some((p) => /altText: Required/.test(p)), found.join('\n'));
  });
});
