/** @jest-environment node */
import { resetConfigForTests } from '@/lib/config';
import { serveRoute, type ServedRoute } from '../helpers/serve-route';

/**
 * /api/alerts serves drafts only in Next's checked draft mode: the bypass cookie must carry this
 * server's preview id (serveRoute's is 'test-preview-mode-id'); a forged cookie gets the published content.
 * In draft mode the browser asks `?draft=1` (lib/preview/draft-url.ts): an answer there is never stored by any cache,
 * so a shopper answer kept by the browser or a CDN under the plain URL is never what an editor sees.
 */
const PREVIEW_ID = 'test-preview-mode-id';

let alerts: ServedRoute;

beforeAll(async () => {
  resetConfigForTests();
  alerts = await serveRoute(await import('@/pages/api/alerts'), '/api/alerts');
});

afterAll(async () => {
  await alerts.close();
});

describe('GET /api/alerts', () => {
  it('gives a forged __prerender_bypass=1 cookie the published alert, publicly cacheable', async () => {
    const published = await alerts.request('GET', '/');
    const forged = await alerts.request('GET', '/', { cookies: { __prerender_bypass: '1' } });
    expect(forged.status).toBe(200);
    expect(forged.json).toEqual(published.json);
    expect(forged.text).not.toContain('Winter sale:');
    expect(forged.headers.get('cache-control')).toMatch(/^public/);
  });

  it('gives the draft alert to a real draft-mode cookie, privately', async () => {
    const draft = await alerts.request('GET', '/', { cookies: { __prerender_bypass: PREVIEW_ID } });
    expect(draft.status).toBe(200);
    expect(draft.text).toContain('Winter sale:');
    expect(draft.headers.get('cache-control')).toBe('private, no-store');
  });

  it('answers the draft URL with the draft alert, never stored by a cache', async () => {
    const draft = await alerts.request('GET', '/?draft=1', { cookies: { __prerender_bypass: PREVIEW_ID } });
    expect(draft.text).toContain('Winter sale:');
    expect(draft.headers.get('cache-control')).toBe('private, no-store');
  });

  it('keeps nothing under the draft URL when asked without draft mode, so a CDN cannot keep a shopper answer there', async () => {
    const published = await alerts.request('GET', '/');
    const shopper = await alerts.request('GET', '/?draft=1');
    expect(shopper.json).toEqual(published.json);
    expect(shopper.headers.get('cache-control')).toBe('private, no-store');
  });
});
