/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient } from '@sanity/client';
import { urlSearchParamPreviewPathname, urlSearchParamPreviewSecret } from '@sanity/preview-url-secret/constants';
import { createPreviewSecret } from '@sanity/preview-url-secret/create-secret';
import { resetConfigForTests } from '@/lib/config';
import { resetPreviewAccessForTests } from '@/lib/preview';
import { prepareEmbeddedPreview } from '@/lib/preview/embedded';
import { previewSecret } from '@/lib/secrets';
import { startSanityStandIn, type SanityStandIn } from '../support/sanity-stand-in';
import { pageFlash } from '../helpers/page-flash';
import { serveRoute, type ServedRoute } from '../helpers/serve-route';

/**
 * /api/preview in both content modes. Hosted: the secret is what the Studio's 'Open preview' creates in the
 * dataset (the same @sanity/preview-url-secret call), checked against a Sanity stand-in with the read token.
 */
const TOKEN = 'read-token';
const SANITY_ENV = ['SANITY_PROJECT_ID', 'SANITY_DATASET', 'SANITY_API_TOKEN', 'SANITY_API_HOST', 'PREVIEW_SECRET', 'DATA_DIR'];

let route: ServedRoute;

async function serve() {
  resetConfigForTests();
  resetPreviewAccessForTests();
  route = await serveRoute(await import('@/pages/api/preview'), '/api/preview');
}

function previewUrl(secret: string, pathname: string) {
  const params = new URLSearchParams({ [urlSearchParamPreviewSecret]: secret, [urlSearchParamPreviewPathname]: pathname });
  return `/?${params}`;
}

afterEach(async () => {
  await route?.close();
  for (const name of SANITY_ENV) delete process.env[name];
  resetConfigForTests();
  resetPreviewAccessForTests();
});

describe('/api/preview with embedded content (generated secret)', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'preview-'));
    process.env.DATA_DIR = dataDir;
    await serve();
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('turns draft mode on with the generated secret posted from the preview form, and opens the page', async () => {
    const secret = previewSecret();
    expect(fs.readFileSync(path.join(dataDir, 'preview-secret'), 'utf8').trim()).toBe(secret);
    const res = await route.request('POST', '/', {
      form: { _form: 'preview', secret, slug: '/faqs/shipping' },
      headers: { referer: `${route.url}/preview?slug=faqs%2Fshipping` },
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/faqs/shipping');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.cookies.__prerender_bypass?.value).toBeTruthy();

    const fetched = await route.request('POST', '/', { body: { secret, slug: 'about-us' } });
    expect(fetched.status).toBe(200);
    expect(fetched.json).toEqual({ data: { redirectTo: '/about-us' } });
    expect(fetched.cookies.__prerender_bypass?.value).toBeTruthy();
  });

  it('never takes the secret from a URL: a link sends the editor to the form, without the secret and without draft mode', async () => {
    const secret = previewSecret();
    const res = await route.request('GET', `/?secret=${secret}&slug=faqs/shipping`);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/preview?slug=faqs%2Fshipping');
    expect(res.cookies.__prerender_bypass).toBeUndefined();
    expect((await route.request('GET', '/')).headers.get('location')).toBe('/preview');
  });

  it('has the secret file ready at start-up, before any preview, and says where it is without giving the secret', () => {
    const file = path.join(dataDir, 'preview-secret');
    expect(fs.existsSync(file)).toBe(false);
    const howTo = prepareEmbeddedPreview();
    const secret = fs.readFileSync(file, 'utf8').trim();
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(howTo).toEqual({ secretIn: file, link: '/preview?slug=<page slug>' });
    expect(JSON.stringify(howTo)).not.toContain(secret);
    expect(previewSecret()).toBe(secret);
  });

  it('names PREVIEW_SECRET as where the secret is when it is set', () => {
    process.env.PREVIEW_SECRET = 'an-operator-chosen-preview-secret-0123456789';
    resetConfigForTests();
    expect(prepareEmbeddedPreview().secretIn).toBe('the PREVIEW_SECRET variable');
    expect(fs.existsSync(path.join(dataDir, 'preview-secret'))).toBe(false);
  });

  it('refuses a wrong secret, telling the editor where the secret is (there is no Studio), and sends a form back to itself', async () => {
    const wrong = await route.request('POST', '/', { body: { secret: 'nope', slug: 'about-us' } });
    expect(wrong.status).toBe(401);
    expect(wrong.json).toEqual({ errors: [{ message: expect.stringMatching(/PREVIEW_SECRET.*preview-secret/), code: 'invalid_secret' }], requestId: wrong.headers.get('x-request-id') });
    expect(wrong.text).not.toMatch(/Studio/);
    expect(wrong.cookies.__prerender_bypass).toBeUndefined();
    for (const body of [{ slug: 'about-us' }, { secret: ['a', 'b'], slug: 'about-us' }, { secret: 42 }]) {
      expect((await route.request('POST', '/', { body })).status).toBe(401);
    }

    const form = await route.request('POST', '/', {
      form: { _form: 'preview', secret: 'nope', slug: '/about-us' },
      headers: { referer: `${route.url}/preview?slug=%2Fabout-us` },
    });
    expect(form.status).toBe(303);
    expect(form.headers.get('location')).toBe('/preview?slug=%2Fabout-us');
    expect(form.cookies.__prerender_bypass).toBeUndefined();
    expect(form.cookies.bn_flash?.value).toBeTruthy();
  });
});

describe('/api/preview with hosted content (secrets issued by the Studio, checked against Sanity)', () => {
  let sanity: SanityStandIn;
  const studioClient = () =>
    createClient({ projectId: 'test', dataset: 'production', apiVersion: '2025-02-19', apiHost: sanity.apiHost, useProjectHostname: false, useCdn: false, token: TOKEN });

  beforeEach(async () => {
    sanity = await startSanityStandIn({ token: TOKEN, docs: [{ _id: 'page-about-us', _type: 'page', title: 'About us' }] });
    Object.assign(process.env, {
      SANITY_PROJECT_ID: 'test',
      SANITY_DATASET: 'production',
      SANITY_API_TOKEN: TOKEN,
      SANITY_API_HOST: sanity.apiHost,
      PREVIEW_SECRET: 'a-static-secret-that-hosted-mode-must-ignore',
    });
    await serve();
  });
  afterEach(() => sanity.close());

  it('accepts the secret the Studio created, turns draft mode on and opens the document path', async () => {
    const { secret, expiresAt } = await createPreviewSecret(studioClient(), 'test', 'http://studio.test/');
    expect(expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(3600_000);
    const stored = [...sanity.docs.values()].find((doc) => doc._type === 'sanity.previewUrlSecret');
    expect(stored).toMatchObject({ secret, studioUrl: 'http://studio.test/' });
    expect(stored?._id.startsWith('drafts.')).toBe(true);

    const res = await route.request('GET', previewUrl(secret, '/about-us?tab=1'));
    expect(res.status).toBe(307);
    expect(res.headers.get('location')).toBe('/about-us?tab=1');
    expect(res.cookies.__prerender_bypass?.value).toBeTruthy();
    expect(res.headers.get('cache-control')).toBe('no-store');
    // The check read the secret with the token (secrets are drafts, invisible without it).
    expect(sanity.requests.some((r) => r.path.endsWith('/data/query/production') && r.perspective === 'raw' && r.authorized)).toBe(true);
  });

  it('refuses an unknown secret, an expired one and the static shared secret', async () => {
    const unknown = await route.request('GET', previewUrl('not-issued', '/about-us'));
    expect(unknown.status).toBe(401);
    expect(unknown.json).toMatchObject({ errors: [{ message: expect.stringMatching(/Open the preview again from the Studio/), code: 'invalid_secret' }] });

    const { secret } = await createPreviewSecret(studioClient(), 'test', 'http://studio.test/');
    const stored = [...sanity.docs.values()].find((doc) => doc._type === 'sanity.previewUrlSecret')!;
    stored._updatedAt = new Date(Date.now() - 3601_000).toISOString();
    expect((await route.request('GET', previewUrl(secret, '/about-us'))).status).toBe(401);

    const staticSecret = await route.request('GET', '/?secret=a-static-secret-that-hosted-mode-must-ignore&slug=about-us');
    expect(staticSecret.status).toBe(401);
    expect(staticSecret.cookies.__prerender_bypass).toBeUndefined();
  });

  it("sends an editor's browser with a refused link to the preview page, which says why", async () => {
    const res = await route.request('GET', previewUrl('not-issued', '/about-us'), { headers: { accept: 'text/html,application/xhtml+xml' } });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/preview?slug=%2Fabout-us');
    expect(res.cookies.__prerender_bypass).toBeUndefined();
    expect((await pageFlash(res.cookies.bn_flash.value)).flash).toEqual({ errors: [{ message: expect.stringMatching(/Open the preview again from the Studio/) }] });
  });

  it('takes no secret from a form: previews open from the Studio', async () => {
    const res = await route.request('POST', '/', { body: { secret: 'a-static-secret-that-hosted-mode-must-ignore', slug: 'about-us' } });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ errors: [{ message: expect.stringMatching(/from the Studio/), code: 'invalid_secret' }] });
    expect(res.cookies.__prerender_bypass).toBeUndefined();
  });

  it("answers the shop's 503 content error, not an internal error, when Sanity cannot check the secret", async () => {
    const { secret } = await createPreviewSecret(studioClient(), 'test', 'http://studio.test/');
    await sanity.close();
    const res = await route.request('GET', previewUrl(secret, '/about-us'));
    expect(res.status).toBe(503);
    expect(res.json).toMatchObject({ errors: [{ message: expect.stringMatching(/content service is not answering/) }] });
    expect(res.cookies.__prerender_bypass).toBeUndefined();
  });

  it('sends a valid secret with an off-site path to the home page', async () => {
    const { secret } = await createPreviewSecret(studioClient(), 'test', 'http://studio.test/');
    const res = await route.request('GET', previewUrl(secret, '//evil.example/path'));
    expect(res.status).toBe(307);
    expect(res.headers.get('location')).toBe('/path');
  });
});

describe('/api/exit-preview', () => {
  it.each(['/.//evil.example/phish', '..//evil.example', '%2e//evil.example', 'a/..//evil.example', '//evil.example', 'https://evil.example'])(
    'never redirects off the site (%s)',
    async (slug) => {
      route = await serveRoute(await import('@/pages/api/exit-preview'), '/api/exit-preview');
      const response = await route.request('GET', `/?slug=${encodeURIComponent(slug)}`);
      expect(response.status).toBe(307);
      const location = response.headers.get('location') ?? '';
      expect(new URL(location, 'https://shop.example').host).toBe('shop.example');
      if (!slug.startsWith('https:')) expect(location).toBe('/');
    },
  );

  it('returns the editor to the page', async () => {
    route = await serveRoute(await import('@/pages/api/exit-preview'), '/api/exit-preview');
    const response = await route.request('GET', '/?slug=faqs/shipping');
    expect(response.headers.get('location')).toBe('/faqs/shipping');
  });
});
