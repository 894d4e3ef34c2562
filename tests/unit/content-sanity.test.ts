/** @jest-environment node */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { evaluate, parse } from 'groq-js';
import { ContentService } from '@/lib/content';
import { buildViews, parseNdjson } from '@/lib/content/embedded';
import { createSanitySource } from '@/lib/content/sanity';

/**
 * A loopback stand-in for Sanity's query API (msw cannot intercept @sanity/client): it evaluates the GROQ it
 * receives over the fixture dataset, honouring the perspective and requiring the token for drafts.
 */
const views = buildViews(parseNdjson(fs.readFileSync(path.join(__dirname, '../fixtures/content.ndjson'), 'utf8')));
const seen: { path: string; perspective: string | null; auth: string | undefined }[] = [];
let server: http.Server;
let apiHost = '';

beforeAll(async () => {
  server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const perspective = url.searchParams.get('perspective');
    seen.push({ path: url.pathname, perspective, auth: req.headers.authorization });
    if (!/^\/v[\d-]+\/data\/query\/production$/.test(url.pathname)) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not found"}');
      return;
    }
    if (perspective === 'drafts' && req.headers.authorization !== 'Bearer read-token') {
      res.writeHead(401, { 'content-type': 'application/json' }).end('{"error":"Unauthorized"}');
      return;
    }
    const params: Record<string, unknown> = {};
    for (const [key, value] of url.searchParams) if (key.startsWith('$')) params[key.slice(1)] = JSON.parse(value);
    const query = url.searchParams.get('query') ?? '';
    const result = await (await evaluate(parse(query, { params }), { dataset: perspective === 'drafts' ? views.preview : views.published, params })).get();
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ms: 1, query, result }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiHost = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function service() {
  return new ContentService(
    createSanitySource({ projectId: 'test', dataset: 'production', token: 'read-token', apiVersion: '2025-02-19', apiHost }),
  );
}

describe('hosted content adapter (@sanity/client)', () => {
  it('runs the shared queries against the API and maps the results', async () => {
    const content = service();
    const page = await content.getPage('about-us');
    expect(page).toMatchObject({ title: 'About us', slug: 'about-us', isDraft: false });
    const marks = (page!.body[0] as unknown as { markDefs: { href: string | null }[] }).markDefs;
    expect(marks.map((m) => m.href)).toEqual(['/faqs', null, '/blog/older']);
    const category = await content.getCategory('categories/shop-by-sport');
    expect(category?.productIds.sort()).toEqual([101, 102]);
    expect((await content.listBlogTeasers(0, 1)).map((p) => p.slug)).toEqual(['blog/newer']);
  });

  it('reads published content without a token and drafts with the token and the drafts perspective', async () => {
    seen.length = 0;
    const content = service();
    expect((await content.getAlert())?.content[0]).toMatchObject({ children: [{ text: 'Free shipping over $99' }] });
    expect(seen.at(-1)).toMatchObject({ perspective: 'published', auth: undefined });
    expect((await content.getPage('about-us', { preview: true }))?.title).toBe('About us (draft)');
    expect(seen.at(-1)).toMatchObject({ perspective: 'drafts', auth: 'Bearer read-token' });
  });

  it('returns null for a missing document', async () => {
    expect(await service().getPage('no-such-page')).toBeNull();
  });
});
