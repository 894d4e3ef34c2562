/** @jest-environment node */
import { getCommerce } from '@/lib/commerce';
import { routeTestEnv } from '@/tests/support/embedded-store';
import { resetConfigForTests } from '@/lib/config';
import { SITEVERIFY_URL } from '@/lib/captcha/recaptcha';
import { subscribeToNewsletter } from '@/lib/marketing';
import { KLAVIYO_SUBSCRIBE_URL } from '@/lib/marketing/klaviyo';
import { resetSharedStateForTests } from '../helpers/shared-state';
import { captureLogs } from '../support/capture-logs';
import { serveRoute, type RouteModule, type ServedRoute } from '../helpers/serve-route';

/** Hosted captcha (reCAPTCHA v2) and marketing (Klaviyo); the third-party endpoints are stubbed at fetch. */
process.env.RECAPTCHA_SITE_KEY = 'site-key';
process.env.RECAPTCHA_SECRET_KEY = 'recaptcha-secret';
process.env.KLAVIYO_PUBLIC_KEY = 'PUBKEY';
process.env.KLAVIYO_LIST_ID = 'LIST123';
const env = routeTestEnv();

interface Captured {
  url: string;
  method: string;
  contentType: string | null;
  body: string;
}

const captured: Captured[] = [];
let google: (form: URLSearchParams) => Response = () => Response.json({ success: false });
let klaviyo: () => Response = () => Response.json({ success: true });
const realFetch = globalThis.fetch;

beforeAll(() => {
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.startsWith('http://127.0.0.1')) return realFetch(input, init);
    const request = new Request(url, init);
    const body = await request.text();
    captured.push({ url, method: request.method, contentType: request.headers.get('content-type'), body });
    if (url === SITEVERIFY_URL) return google(new URLSearchParams(body));
    if (url === KLAVIYO_SUBSCRIBE_URL) return klaviyo();
    throw new Error(`Unexpected request to ${url}`);
  });
});

let recaptcha: ServedRoute;
let signup: ServedRoute;
let challenge: ServedRoute;

beforeAll(async () => {
  recaptcha = await serveRoute((await import('@/pages/api/recaptcha')) as RouteModule, '/api/recaptcha');
  signup = await serveRoute((await import('@/pages/api/bigcommerce/customers/signup')) as RouteModule, '/api/bigcommerce/customers/signup');
  challenge = await serveRoute((await import('@/pages/api/captcha/challenge')) as RouteModule, '/api/captcha/challenge');
});

beforeEach(async () => {
  captured.length = 0;
  await resetSharedStateForTests();
});

afterAll(async () => {
  jest.restoreAllMocks();
  for (const name of ['RECAPTCHA_SITE_KEY', 'RECAPTCHA_SECRET_KEY', 'KLAVIYO_PUBLIC_KEY', 'KLAVIYO_LIST_ID']) delete process.env[name];
  resetConfigForTests();
  await Promise.all([recaptcha.close(), signup.close(), challenge.close()]);
  env.cleanup();
});

describe('reCAPTCHA v2 (hosted captcha)', () => {
  it("verifies the token with Google's siteverify (form-encoded secret, response, remoteip) and hands out a pass", async () => {
    google = (form) => Response.json({ success: form.get('response') === 'good-token' && form.get('secret') === 'recaptcha-secret' });
    const ok = await recaptcha.request('POST', '/', { body: { code: 'good-token' } });
    expect(ok.json).toEqual({ data: { success: true, token: expect.any(String) } });
    expect(captured).toHaveLength(1);
    expect(captured[0]).toMatchObject({ url: SITEVERIFY_URL, method: 'POST', contentType: expect.stringContaining('application/x-www-form-urlencoded') });
    expect(Object.fromEntries(new URLSearchParams(captured[0].body))).toEqual({ secret: 'recaptcha-secret', response: 'good-token', remoteip: '127.0.0.1' });

    const bad = await recaptcha.request('POST', '/', { body: { code: 'bad-token' } });
    expect(bad.json).toEqual({ data: false });
  });

  it('answers falsy when Google cannot be reached', async () => {
    google = () => new Response('unavailable', { status: 503 });
    const logs = captureLogs();
    const response = await recaptcha.request('POST', '/', { body: { code: 'good-token' } });
    expect(response.json).toEqual({ data: false });
    expect(logs.lines).toContainEqual(
      expect.objectContaining({ level: 'warn', msg: 'reCAPTCHA verification failed', err: expect.objectContaining({ status: 503 }) }),
    );
    expect(logs.lines).toContainEqual(expect.objectContaining({ upstream: 'recaptcha', operation: 'siteverify', status: 503 }));
    logs.restore();
  });

  it('has no embedded challenge in hosted mode', async () => {
    expect((await challenge.request('GET', '/')).status).toBe(404);
  });

  it('signs up with the pass and subscribes the email to the Klaviyo list, form-encoded', async () => {
    google = () => Response.json({ success: true });
    const pass = ((await recaptcha.request('POST', '/', { body: { code: 'any' } })).json as { data: { token: string } }).data.token;
    captured.length = 0;
    const response = await signup.request('POST', '/', {
      body: {
        email: 'news@example.com',
        password: 'Str0ng!pass',
        confirm: 'Str0ng!pass',
        firstName: 'Nia',
        lastName: 'Reader',
        company: '',
        country: 'AU',
        postcode: '2000',
        state: 'New South Wales',
        suburb: 'Sydney',
        address1: '1 George St',
        address2: '',
        phone: '0400 000 000',
        newsletter: true,
        captchaToken: pass,
      },
    });
    expect(response.status).toBe(200);
    expect(captured).toEqual([
      expect.objectContaining({ url: KLAVIYO_SUBSCRIBE_URL, method: 'POST', contentType: 'application/x-www-form-urlencoded' }),
    ]);
    expect(Object.fromEntries(new URLSearchParams(captured[0].body))).toEqual({ g: 'LIST123', email: 'news@example.com' });
  });

  it('keeps the new account when Klaviyo fails (logged, not shown)', async () => {
    google = () => Response.json({ success: true });
    klaviyo = () => new Response('nope', { status: 500 });
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const pass = ((await recaptcha.request('POST', '/', { body: { code: 'any' } })).json as { data: { token: string } }).data.token;
    const response = await signup.request('POST', '/', {
      body: {
        email: 'news2@example.com',
        password: 'Str0ng!pass',
        confirm: 'Str0ng!pass',
        firstName: 'Nia',
        lastName: 'Reader',
        country: 'NZ',
        postcode: '1010',
        suburb: 'Auckland',
        address1: '1 Queen St',
        phone: '021 000 000',
        newsletter: true,
        captchaToken: pass,
      },
    });
    expect(response.status).toBe(200);
    await expect((await getCommerce()).findCustomerByEmail('news2@example.com')).resolves.toBeTruthy();
    expect(errors.mock.calls.flat().join(' ')).not.toContain('Str0ng!pass');
    errors.mockRestore();
  });

  it('subscribeToNewsletter posts only the list id and the email', async () => {
    klaviyo = () => Response.json({ success: true });
    await subscribeToNewsletter('solo@example.com');
    expect(captured.map((c) => c.body)).toEqual(['g=LIST123&email=solo%40example.com']);
  });
});
