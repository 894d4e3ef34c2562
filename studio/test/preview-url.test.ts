/**
 * 'Open preview': which documents have a page, and the URL the action opens, with the secret it stores in the
 * dataset (checked by the shop's /api/preview, tests/api/preview.test.ts).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createClient } from '@sanity/client';
import { startSanityStandIn, type SanityStandIn } from '../../tests/support/sanity-stand-in';
import { createPreviewUrl, isPreviewable, previewPathFor, shopPreviewUrl } from '../lib/preview-url';

describe('preview paths', () => {
  it('opens each previewable document where the shop shows it', () => {
    assert.equal(previewPathFor({ _type: 'page', slug: { current: 'faqs/shipping' } }), '/faqs/shipping');
    assert.equal(previewPathFor({ _type: 'category', slug: { current: 'categories/shop-by-sport' } }), '/categories/shop-by-sport');
    assert.equal(previewPathFor({ _type: 'blogPost', slug: { current: 'blog/protein-timing' } }), '/blog/protein-timing');
    assert.equal(previewPathFor({ _type: 'product', slug: { current: 'whey-protein-isolate' } }), '/products/whey-protein-isolate');
    assert.equal(previewPathFor({ _type: 'ambassador', slug: { current: 'ambassadors/mia-fraser' } }), '/ambassadors/mia-fraser');
    assert.equal(previewPathFor({ _type: 'homePage' }), '/');
    assert.equal(previewPathFor({ _type: 'alert' }), '/');
  });

  it('has nothing to open for documents without a page or without a slug yet', () => {
    for (const type of ['author', 'aside']) assert.equal(isPreviewable(type), false, type);
    assert.equal(previewPathFor({ _type: 'ambassador', slug: null }), null);
    assert.equal(previewPathFor({ _type: 'author', slug: { current: 'hannah-whitlock' } }), null);
    assert.equal(previewPathFor({ _type: 'page', slug: null }), null);
    assert.equal(previewPathFor({ _type: 'page' }), null);
  });

  it('builds the shop URL with the secret and the path as query parameters', () => {
    const url = new URL(shopPreviewUrl('https://shop.example', 's3cr/t', '/blog/protein-timing'));
    assert.equal(`${url.origin}${url.pathname}`, 'https://shop.example/api/preview');
    assert.equal(url.searchParams.get('sanity-preview-secret'), 's3cr/t');
    assert.equal(url.searchParams.get('sanity-preview-pathname'), '/blog/protein-timing');
  });
});

describe('createPreviewUrl against a Sanity stand-in', () => {
  let sanity: SanityStandIn;
  before(async () => {
    sanity = await startSanityStandIn({ token: 'editor-token' });
  });
  after(() => sanity.close());

  const client = () =>
    createClient({ projectId: 'test', dataset: 'production', apiVersion: '2025-02-19', apiHost: sanity.apiHost, useProjectHostname: false, useCdn: false, token: 'editor-token' });

  it('stores a secret only a token can read and returns the shop URL that carries it', async () => {
    const url = new URL(
      await createPreviewUrl({
        client: client(),
        document: { _type: 'page', slug: { current: 'about-us' } },
        shopUrl: 'http://127.0.0.1:3000',
        studioUrl: 'http://127.0.0.1:3333/',
        userId: 'editor-1',
      }),
    );
    const stored = [...sanity.docs.values()].filter((doc) => doc._type === 'sanity.previewUrlSecret');
    assert.equal(stored.length, 1);
    assert.match(stored[0]._id, /^drafts\./, 'secrets are drafts: only a token can read them');
    assert.equal(stored[0].secret, url.searchParams.get('sanity-preview-secret'));
    assert.equal(stored[0].userId, 'editor-1');
    assert.equal(stored[0].studioUrl, 'http://127.0.0.1:3333/');
    assert.equal(url.searchParams.get('sanity-preview-pathname'), '/about-us');
  });

  it('refuses a document with no page instead of opening the home page', async () => {
    await assert.rejects(
      createPreviewUrl({ client: client(), document: { _type: 'page' }, shopUrl: 'http://127.0.0.1:3000', studioUrl: 'http://127.0.0.1:3333/' }),
      /give it a slug first/,
    );
  });
});
