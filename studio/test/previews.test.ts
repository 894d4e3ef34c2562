/**
 * What an editor sees in the Studio's document lists: every document of the dataset gets a title from its type's
 * preview, and a picture when it has one (its image field, the home page's hero, or the first image of its text).
 * The previews run on the dataset's documents, with `a.b` selections followed through references as Sanity does.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { compileSchema, type Doc } from './support/validate-dataset';

const DATASET = path.join(import.meta.dirname, '..', '..', 'data', 'content', 'production.ndjson');
const docs: Doc[] = fs
  .readFileSync(DATASET, 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as Doc);
const byId = new Map(docs.map((doc) => [doc._id, doc]));
const schema = compileSchema();

interface Preview {
  select?: Record<string, string>;
  prepare?: (value: Record<string, unknown>) => { title?: unknown; subtitle?: unknown; media?: unknown };
}

/** A selection path on a document, dereferencing references on the way (`author.name`). */
function pick(doc: unknown, selection: string): unknown {
  let value: unknown = doc;
  for (const key of selection.split('.')) {
    const node = value as { _ref?: string } & Record<string, unknown>;
    const target = typeof node?._ref === 'string' ? (byId.get(node._ref) as Record<string, unknown> | undefined) : node;
    value = target?.[key];
  }
  return value;
}

function preview(doc: Doc) {
  const { select = {}, prepare } = ((schema.get(doc._type) as unknown as { preview?: Preview }).preview ?? {}) as Preview;
  const selected = Object.fromEntries(Object.entries(select).map(([name, selection]) => [name, pick(doc, selection)]));
  return prepare ? prepare(selected) : selected;
}

const hasImage = (value: unknown) => typeof (value as { asset?: { _ref?: unknown } } | undefined)?.asset?._ref === 'string';
const bodyHasImage = (doc: Doc) => Array.isArray(doc.body) && doc.body.some((block: { _type?: string; asset?: unknown }) => block._type === 'image' && hasImage(block));

describe('document list previews', () => {
  const editable = docs.filter((doc) => !doc._type.startsWith('sanity.'));

  it('give every document of the dataset a title', () => {
    const untitled = editable.filter((doc) => {
      const title = preview(doc).title;
      return typeof title !== 'string' || title.trim() === '';
    });
    assert.deepEqual(untitled.map((doc) => doc._id), []);
  });

  it('show the picture of documents that have one', () => {
    const withPicture = editable.filter((doc) => hasImage(doc.featuredImage) || hasImage(doc.image) || hasImage((doc.hero as { image?: unknown })?.image) || bodyHasImage(doc));
    assert.ok(withPicture.length >= 30, `${withPicture.length} documents with a picture`);
    const without = withPicture.filter((doc) => !hasImage(preview(doc).media));
    assert.deepEqual(without.map((doc) => doc._id), []);
    for (const doc of withPicture) assert.ok(byId.has((preview(doc).media as { asset: { _ref: string } }).asset._ref), `${doc._id}'s picture exists`);
  });

  it('say where a page lives and who wrote a post', () => {
    assert.equal(preview(byId.get('page-about-us')!).subtitle, '/about-us');
    assert.match(String(preview(byId.get('blogPost-creatine-explained')!).subtitle), /^\d{4}-\d{2}-\d{2} · \S+/);
  });
});
