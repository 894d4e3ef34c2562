/** @jest-environment node */
// A light proof of work keeps these many sign-ups quick; the difficulty itself is measured by `npm run bench`.
process.env.CAPTCHA_POW_COST = '500';
process.env.CAPTCHA_POW_COUNTER = '40';
import { withRawDb, routeTestEnv } from '@/tests/support/embedded-store';
import { messages } from '@/lib/accounts/fields';
import { issuePass } from '@/lib/captcha';
import type { CaptchaChallenge } from '@/lib/captcha/types';
import { getCommerce } from '@/lib/commerce';
import { resetSharedStateForTests } from '../helpers/shared-state';
import { LIMITS } from '@/lib/rate-limits';
import { solveAltcha } from '../support/altcha';
import { stopDate } from '../support/clock';
import { serveRoute, type RouteModule, type ServedRoute } from '../helpers/serve-route';

const env = routeTestEnv();
let signup: ServedRoute;
let recaptcha: ServedRoute;
let challenge: ServedRoute;
let checkEmail: ServedRoute;

beforeAll(async () => {
  signup = await serveRoute((await import('@/pages/api/bigcommerce/customers/signup')) as RouteModule, '/api/bigcommerce/customers/signup');
  recaptcha = await serveRoute((await import('@/pages/api/recaptcha')) as RouteModule, '/api/recaptcha');
  challenge = await serveRoute((await import('@/pages/api/captcha/challenge')) as RouteModule, '/api/captcha/challenge');
  checkEmail = await serveRoute((await import('@/pages/api/customer/checkEmail')) as RouteModule, '/api/customer/checkEmail');
});

beforeEach(() => resetSharedStateForTests());

afterAll(async () => {
  await Promise.all([signup.close(), recaptcha.close(), challenge.close(), checkEmail.close()]);
  env.cleanup();
});

async function newChallenge(): Promise<CaptchaChallenge> {
  const response = await challenge.request('GET', '/');
  expect(response.status).toBe(200);
  return (response.json as { data: CaptchaChallenge }).data;
}

/** Solves the ALTCHA challenge like the widget and returns the sign-up pass from POST /api/recaptcha. */
async function solveCaptcha(): Promise<string> {
  const response = await recaptcha.request('POST', '/', { body: { code: await solveAltcha(await newChallenge()) } });
  expect(response.status).toBe(200);
  const data = (response.json as { data: { success: boolean; token: string } }).data;
  expect(data).toEqual({ success: true, token: expect.any(String) });
  return data.token;
}

function form(overrides: Record<string, unknown> = {}) {
  return {
    email: 'new.shopper@example.com',
    password: 'Str0ng!pass',
    confirm: 'Str0ng!pass',
    firstName: 'Nina',
    lastName: 'Shopper',
    company: 'Lift Co',
    country: 'AU',
    postcode: '7250',
    state: 'Tasmania',
    suburb: 'Launceston',
    address1: '1 Foundry Lane',
    address2: 'Unit 2',
    phone: '0400 000 000',
    newsletter: false,
    ...overrides,
  };
}

function customerCount(): number {
  return withRawDb(env.dataDir, (db) => (db.prepare('SELECT COUNT(*) AS n FROM customers').get() as { n: number }).n);
}

/** The newsletter subscription stored for an email (its row in the embedded store), or null. */
function subscription(email: string) {
  return withRawDb(env.dataDir, (db) => db.prepare('SELECT customer_id AS customerId, source FROM newsletter_subscriptions WHERE email = ?').get([email]) ?? null);
}

function firstError(json: unknown) {
  return (json as { errors: { message: string; code?: string }[] }).errors[0];
}

describe('POST /api/bigcommerce/customers/signup', () => {
  it('creates the customer with a residential address, signs them in and stores the newsletter choice', async () => {
    const pass = await solveCaptcha();
    const response = await signup.request('POST', '/', { body: { ...form({ email: 'Nina@Example.com', newsletter: true }), captchaToken: pass } });
    expect(response.status).toBe(200);
    const customer = (response.json as { data: { customer: { entityId: number; email: string } } }).data.customer;
    expect(customer).toMatchObject({ email: 'nina@example.com', firstName: 'Nina', lastName: 'Shopper', phone: '0400 000 000', company: 'Lift Co' });
    expect(response.cookies.bn_session.value).not.toBe('');
    expect(response.cookies.bn_session.attributes).toMatch(/HttpOnly/i);

    const commerce = await getCommerce();
    const addresses = await commerce.listAddresses(customer.entityId, 1);
    expect(addresses.items).toEqual([
      expect.objectContaining({
        firstName: 'Nina',
        address1: '1 Foundry Lane',
        address2: 'Unit 2',
        city: 'Launceston',
        stateOrProvince: 'Tasmania',
        postalCode: '7250',
        countryCode: 'AU',
        company: 'Lift Co',
        addressType: 'residential',
      }),
    ]);
    expect(subscription('nina@example.com')).toMatchObject({ customerId: customer.entityId, source: 'signup' });
    // The password is stored hashed (scrypt), never in clear.
    const hash = withRawDb(env.dataDir, (db) => (db.prepare('SELECT password_hash FROM customers WHERE id = ?').get([customer.entityId]) as { password_hash: string }).password_hash);
    expect(hash).toMatch(/^scrypt\$/);
    expect(hash).not.toContain('Str0ng!pass');
  });

  it("makes a wish list save carried from sign-in (`save`) once the account exists, and says how it went as sign-in does", async () => {
    const response = await signup.request('POST', '/', { body: { ...form({ email: 'saver@example.com' }), save: '101-10102', captchaToken: await solveCaptcha() } });
    expect(response.status).toBe(200);
    const data = (response.json as { data: { customer: { entityId: number }; save: unknown } }).data;
    expect(data.save).toEqual({ saved: true, message: 'Saved Whey Protein Isolate Vanilla 1kg to your wish list' });
    const lists = await (await getCommerce()).listWishlists(data.customer.entityId);
    expect(lists.flatMap((list) => list.items.map((item) => item.variantId))).toEqual([10102]);
    // Without one, the answer is as before.
    const plain = await signup.request('POST', '/', { body: { ...form({ email: 'no-saver@example.com' }), captchaToken: await solveCaptcha() } });
    expect((plain.json as { data: Record<string, unknown> }).data).not.toHaveProperty('save');
  });

  it('does not subscribe when the newsletter box is not ticked; NZ needs no state', async () => {
    const pass = await solveCaptcha();
    const response = await signup.request('POST', '/', {
      body: { ...form({ email: 'kiwi@example.com', country: 'NZ', state: '', postcode: '1010', suburb: 'Auckland' }), captchaToken: pass },
    });
    expect(response.status).toBe(200);
    expect(subscription('kiwi@example.com')).toBeNull();
  });

  describe('captcha bypass is refused and creates nothing', () => {
    it.each([
      ['missing', undefined],
      ['empty', ''],
      ['garbage', 'not-a-pass'],
      ['forged signature', `${Buffer.from(JSON.stringify({ k: 'pass', id: 'x', exp: Date.now() + 60_000 })).toString('base64url')}.AAAA`],
    ])('%s token -> 400', async (_name, captchaToken) => {
      const before = customerCount();
      const response = await signup.request('POST', '/', { body: { ...form({ email: 'bypass@example.com' }), captchaToken } });
      expect(response.status).toBe(400);
      expect(firstError(response.json)).toEqual({ message: messages.captcha, code: 'captcha' });
      expect(response.cookies.bn_session).toBeUndefined();
      expect(customerCount()).toBe(before);
    });

    it('a solved ALTCHA payload or a challenge is not a pass', async () => {
      const before = customerCount();
      const challenge = await newChallenge();
      for (const captchaToken of [await solveAltcha(challenge), JSON.stringify(challenge), challenge.signature]) {
        const response = await signup.request('POST', '/', { body: { ...form({ email: 'raw@example.com' }), captchaToken } });
        expect(response.status).toBe(400);
      }
      expect(customerCount()).toBe(before);
    });

    it('an expired pass is refused', async () => {
      const before = customerCount();
      const stale = issuePass(Date.now() - 10 * 60 * 1000);
      const response = await signup.request('POST', '/', { body: { ...form({ email: 'stale@example.com' }), captchaToken: stale } });
      expect(response.status).toBe(400);
      expect(customerCount()).toBe(before);
    });

    it('a pass works once: reusing it is refused', async () => {
      const pass = await solveCaptcha();
      const first = await signup.request('POST', '/', { body: { ...form({ email: 'once@example.com' }), captchaToken: pass } });
      expect(first.status).toBe(200);
      const before = customerCount();
      const second = await signup.request('POST', '/', { body: { ...form({ email: 'twice@example.com' }), captchaToken: pass } });
      expect(second.status).toBe(400);
      expect(firstError(second.json)).toEqual({ message: messages.captcha, code: 'captcha' });
      expect(customerCount()).toBe(before);
    });
  });

  it('answers 409 with the spec message when the email is in use, and checkEmail says so (and nothing more)', async () => {
    const pass = await solveCaptcha();
    await signup.request('POST', '/', { body: { ...form({ email: 'taken@example.com' }), captchaToken: pass } });
    const before = customerCount();
    const again = await signup.request('POST', '/', { body: { ...form({ email: 'TAKEN@example.com' }), captchaToken: await solveCaptcha() } });
    expect(again.status).toBe(409);
    expect(firstError(again.json).message).toBe(messages.emailInUse('taken@example.com'));
    expect(customerCount()).toBe(before);

    const inUse = await checkEmail.request('GET', `/?email=${encodeURIComponent('Taken@Example.com')}`);
    expect(inUse.status).toBe(200);
    expect(inUse.json).toEqual({ data: { inUse: true } });
    const free = await checkEmail.request('GET', '/?email=free%40example.com');
    expect(free.json).toEqual({ data: { inUse: false } });
    const bad = await checkEmail.request('GET', '/?email=nope');
    expect(bad.status).toBe(400);
  });

  it('validates the body with the form schema: the spec messages, nothing created', async () => {
    const before = customerCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ firstName: '' }, messages.signupRequired],
      [{ password: undefined }, messages.signupRequired],
      [{ lastName: 5 }, messages.signupRequired],
      [{ postcode: '' }, messages.postcode],
      [{ postcode: '72a0' }, messages.postcodeDigits],
      [{ state: '' }, messages.state],
      [{ state: 'Auckland' }, messages.stateUnknown],
      [{ suburb: ' ' }, messages.suburb],
      [{ address1: '' }, messages.address1],
      [{ phone: '' }, messages.phone],
      [{ country: '' }, messages.country],
      [{ country: 'US' }, messages.countryUnknown],
      [{ confirm: 'Other!pass1' }, messages.confirm],
      [{ password: 'password', confirm: 'password' }, messages.password],
      [{ password: 'Pass word1!', confirm: 'Pass word1!' }, messages.password],
      [{ email: 'not-an-email' }, messages.emailInvalid],
    ];
    for (const [overrides, message] of cases) {
      const response = await signup.request('POST', '/', { body: { ...form({ email: 'invalid@example.com', ...overrides }), captchaToken: 'x' } });
      expect({ overrides, status: response.status, message: firstError(response.json).message }).toEqual({ overrides, status: 400, message });
      await resetSharedStateForTests();
    }
    expect(customerCount()).toBe(before);
  });

  it('refuses a cross-site sign-up with 403 and creates nothing', async () => {
    const before = customerCount();
    const pass = await solveCaptcha();
    const response = await signup.request('POST', '/', {
      body: { ...form({ email: 'csrf@example.com' }), captchaToken: pass },
      headers: { origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
    expect(customerCount()).toBe(before);
  });

  it('rate limits failed sign-ups per IP (429)', async () => {
    for (let i = 0; i < 10; i += 1) {
      expect((await signup.request('POST', '/', { body: { ...form({ email: `spam${i}@example.com` }) } })).status).toBe(400);
    }
    const limited = await signup.request('POST', '/', { body: { ...form({ email: 'spam@example.com' }), captchaToken: await solveCaptcha() } });
    expect(limited.status).toBe(429);
    expect(firstError(limited.json).code).toBe('rate_limited');
  });
});

describe('POST /api/recaptcha with the ALTCHA proof of work', () => {
  /** The widget's payload with some part of it changed. */
  function tampered(payload: string, change: (decoded: { challenge: CaptchaChallenge; solution: { counter: number; derivedKey: string } }) => void) {
    const decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
    change(decoded);
    return Buffer.from(JSON.stringify(decoded)).toString('base64');
  }

  it('hands out a pass for a solved challenge, once: the same solution again is falsy', async () => {
    const payload = await solveAltcha(await newChallenge());
    const first = await recaptcha.request('POST', '/', { body: { code: payload } });
    expect(first.json).toEqual({ data: { success: true, token: expect.any(String) } });
    const replay = await recaptcha.request('POST', '/', { body: { code: payload } });
    expect(replay.status).toBe(200);
    expect(replay.json).toEqual({ data: false });
  });

  it('answers falsy for a wrong derived key, a tampered (cost, expiry, algorithm) or unsigned challenge and garbage; 400 without a code', async () => {
    const payload = await solveAltcha(await newChallenge());
    // (The derived key is the proof: the server checks it against the challenge's signed key signature.)
    const codes = [
      tampered(payload, (p) => void (p.solution.derivedKey = '0'.repeat(64))),
      tampered(payload, (p) => void (p.solution.derivedKey = p.solution.derivedKey.replace(/.$/, (c) => (c === '0' ? '1' : '0')))),
      tampered(payload, (p) => void (p.challenge.parameters.cost = 1)),
      tampered(payload, (p) => void (p.challenge.parameters.expiresAt = Math.floor(Date.now() / 1000) + 99_999)),
      tampered(payload, (p) => void delete p.challenge.signature),
      tampered(payload, (p) => void (p.challenge.parameters.algorithm = 'SHA-256')),
      'not base64 at all',
      Buffer.from('{"challenge":null,"solution":null,"test":true}').toString('base64'),
    ];
    for (const code of codes) {
      const response = await recaptcha.request('POST', '/', { body: { code } });
      expect({ code, status: response.status, json: response.json }).toEqual({ code, status: 200, json: { data: false } });
    }
    // The untouched payload still works: the refusals above spent nothing.
    expect((await recaptcha.request('POST', '/', { body: { code: payload } })).json).toEqual({ data: { success: true, token: expect.any(String) } });

    const missing = await recaptcha.request('POST', '/', { body: {} });
    expect(missing.status).toBe(400);
    expect(firstError(missing.json).message).toBe(messages.captcha);
  });

  it(`hands one address at most ${LIMITS.captchaChallengesPerAddress.points} challenges in its window, then 429 with Retry-After`, async () => {
    const { points, durationSeconds } = LIMITS.captchaChallengesPerAddress;
    for (let i = 0; i < points; i += 1) expect((await challenge.request('GET', '/')).status).toBe(200);
    const refused = await challenge.request('GET', '/');
    expect(refused.status).toBe(429);
    expect(firstError(refused.json)).toEqual({ message: expect.stringMatching(/^Too many requests\. Please try again in \d+ minutes?\.$/), code: 'rate_limited' });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(durationSeconds);
    expect(refused.json).not.toHaveProperty('data');
  });

  it('refuses a challenge past its expiry even when solved', async () => {
    const clock = stopDate(Date.now() - 31 * 60 * 1000);
    let old: CaptchaChallenge;
    try {
      old = await newChallenge();
    } finally {
      clock.restore();
    }
    const response = await recaptcha.request('POST', '/', { body: { code: await solveAltcha(old) } });
    expect(response.json).toEqual({ data: false });
  });

  it('issues signed PBKDF2 challenges of the configured difficulty that carry no answer', async () => {
    const value = await newChallenge();
    expect(value.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 500, keyPrefix: expect.stringMatching(/^[0-9a-f]+$/) });
    expect(value.parameters.expiresAt! * 1000).toBeGreaterThan(Date.now() + 29 * 60 * 1000);
    expect(value.signature).toMatch(/^[0-9a-f]{64}$/);
    // The counter is secret: only the prefix of the key it derives is given; solving takes 20..40 attempts here.
    expect(JSON.stringify(value)).not.toMatch(/counter/);
    const decoded = JSON.parse(Buffer.from(await solveAltcha(value), 'base64').toString('utf8'));
    expect(decoded.solution.counter).toBeGreaterThanOrEqual(20);
    expect(decoded.solution.counter).toBeLessThanOrEqual(40);
  });
});

describe('sign-up with non-text field values', () => {
  it('answers 400, not 500, when a field is an object or a list, and creates nobody', async () => {
    for (const [field, value] of [['suburb', { x: 1 }], ['address1', ['a']], ['firstName', { first: 'x' }], ['email', { a: 1 }]] as const) {
      const before = customerCount();
      const pass = await solveCaptcha();
      const body = { ...form({ email: `odd.${field}@example.com` }), [field]: value, captchaToken: pass };
      const response = await signup.request('POST', '/', { body });
      expect(response.status).toBe(400);
      expect(typeof firstError(response.json).message).toBe('string');
      expect(customerCount()).toBe(before);
    }
  });
});
