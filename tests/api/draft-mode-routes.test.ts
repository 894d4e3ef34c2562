/** @jest-environment node */
import { resetConfigForTests } from '@/lib/config';
import { serveRoute, type ServedRoute } from '../helpers/serve-route';

/**
 * /api/alerts and /api/menu serve drafts only in Next's checked draft mode: the bypass cookie must carry this
 * server's preview id (serveRoute's is 'test-preview-mode-id'); a forged cookie gets the published content.
 */
const PREVIEW_ID = 'test-preview-mode-id';

let alerts: ServedRoute;
let menu: ServedRoute;

beforeAll(async () => {
  resetConfigForTests();
  alerts = await serveRoute(await import('@/pages/api/alerts'), '/api/alerts');
  menu = await serveRoute(await import('@/pages/api/menu'), '/api/menu');
});

afterAll(async () => {
  await alerts.close();
  await menu.close();
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
});

describe('GET /api/menu', () => {
  it('gives a forged bypass cookie the published menu (the same answer as no cookie, publicly cacheable)', async () => {
    const published = await menu.request('GET', '/');
    const forged = await menu.request('GET', '/', { cookies: { __prerender_bypass: 'forged' } });
    expect(forged.status).toBe(200);
    expect(forged.json).toEqual(published.json);
    expect(forged.headers.get('cache-control')).toMatch(/^public/);
  });

  it('reads the draft dataset with a real draft-mode cookie', async () => {
    const draft = await menu.request('GET', '/', { cookies: { __prerender_bypass: PREVIEW_ID } });
    expect(draft.status).toBe(200);
    expect(draft.headers.get('cache-control')).toBe('private, no-store');
  });
});
