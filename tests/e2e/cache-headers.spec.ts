import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { STANDALONE_DIR, startStandalone, type StandaloneServer } from '../support/standalone-server';

/* What the production server tells caches in front of it (a CDN, or a reverse proxy's micro-cache: docs/deploy.md).
   Statically generated (ISR) pages, and the data a client-side navigation loads for them, may be kept by a shared
   cache and served stale while it revalidates; anything that depends on the shopper (draft mode, the account, the
   cart, the checkout and their APIs) never may. */

const PREVIEW_SECRET = 'cache-headers-preview-secret-0123456789';

let server: StandaloneServer;
let dataDir: string;

test.beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-cache-headers-'));
  server = await startStandalone({ dataDir, env: { PREVIEW_SECRET } });
});

test.afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function headersOf(pathname: string, headers: Record<string, string> = {}): Promise<{ status: number; cacheControl: string; state: string | null }> {
  const response = await fetch(server.base + pathname, { headers, redirect: 'manual' });
  await response.arrayBuffer();
  return { status: response.status, cacheControl: response.headers.get('cache-control') ?? '', state: response.headers.get('x-nextjs-cache') };
}

function expectShared(pathname: string, cacheControl: string): void {
  expect(cacheControl, pathname).toMatch(/\bs-maxage=\d+/);
  expect(cacheControl, pathname).toMatch(/\bstale-while-revalidate\b/);
  expect(cacheControl, pathname).not.toMatch(/\b(private|no-store)\b/);
}

function expectNeverShared(pathname: string, cacheControl: string): void {
  expect(cacheControl, pathname).toMatch(/\b(private|no-store)\b/);
  expect(cacheControl, pathname).not.toMatch(/\bs-maxage\b/);
}

test('ISR pages and their navigation data allow a shared cache, served stale while it revalidates', async () => {
  const buildId = fs.readFileSync(path.join(STANDALONE_DIR, '.next', 'BUILD_ID'), 'utf8').trim();
  for (const pathname of ['/', '/products/whey-protein-isolate', '/about-us', `/_next/data/${buildId}/products/whey-protein-isolate.json?slug=whey-protein-isolate`]) {
    // A page the build prerendered is answered STALE, with no Cache-Control (so kept by no one), while Next.js
    // regenerates it; then from its ISR cache.
    let answer = await headersOf(pathname);
    await expect
      .poll(async () => {
        answer = await headersOf(pathname);
        return answer.state;
      }, { message: pathname, timeout: 30_000 })
      .toBe('HIT');
    expect(answer.status, pathname).toBe(200);
    expectShared(pathname, answer.cacheControl);
  }
});

test('draft mode, the account, the cart and the checkout are never kept by a shared cache', async () => {
  const enter = await fetch(`${server.base}/api/preview`, {
    method: 'POST',
    body: new URLSearchParams({ secret: PREVIEW_SECRET, slug: 'about-us' }),
    redirect: 'manual',
  });
  expect(enter.status).toBeLessThan(400);
  const cookie = enter.headers
    .getSetCookie()
    .map((setCookie) => setCookie.split(';')[0])
    .join('; ');
  expect(cookie).toContain('__prerender_bypass=');
  const draft = await headersOf('/about-us', { cookie });
  expect(draft.status).toBe(200);
  expectNeverShared('/about-us in draft mode', draft.cacheControl);

  for (const pathname of ['/account/profile', '/account/addresses', '/cart', '/checkout', '/preview', '/api/bigcommerce/cart', '/api/bigcommerce/customers']) {
    expectNeverShared(pathname, (await headersOf(pathname)).cacheControl);
  }
});
