/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { messages } from '@/lib/accounts/fields';
import { FLASH_COOKIE } from '@/lib/http/flash';
import { getCommerce } from '@/lib/commerce';
import { routeTestEnv } from '@/tests/support/embedded-store';
import { LIMITS } from '@/lib/rate-limits';
import { closeSharedState } from '@/lib/shared-state';
import { pageFlash } from '../helpers/page-flash';
import { serveRoute, type RouteModule, type ServedRoute } from '../helpers/serve-route';
import { resetSharedStateForTests } from '../helpers/shared-state';

process.env.TRUST_PROXY = 'loopback';
const env = routeTestEnv();
const PASSWORD = 'Str0ng!pass';
const NEW_PASSWORD = 'N3w!passw0rd';
const COOKIE = 'bn_session';
const outbox = path.join(env.dataDir, 'outbox');
const routes: Record<string, ServedRoute> = {};

async function serve(name: string, page: string) {
  routes[name] = await serveRoute((await import(`@/pages/api/${page}`)) as RouteModule, `/api/${page}`);
}

beforeAll(async () => {
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  await serve('login', 'bigcommerce/customers/login');
  await serve('me', 'bigcommerce/customers');
  await serve('forgot', 'account/forgot-password');
  await serve('reset', 'account/reset-password');
  await serve('password', 'account/password');
  await serve('profile', 'account/profile');
  const commerce = await getCommerce();
  for (const email of ['ana@example.com', 'ben@example.com', 'cat@example.com', 'dee@example.com']) {
    await commerce.createCustomer({ email, password: PASSWORD, firstName: 'Test', lastName: 'Shopper', phone: '0400 000 000', company: '', addresses: [] });
  }
});

beforeEach(() => resetSharedStateForTests());

afterAll(async () => {
  await Promise.all(Object.values(routes).map((route) => route.close()));
  await closeSharedState();
  delete process.env.TRUST_PROXY;
  env.cleanup();
});

let address = 0;
/** A new client address per call site, so one test's limits do not touch another's. */
const fromNew = () => ({ 'x-forwarded-for': `203.0.113.${++address}` });
const firstError = (json: unknown) => (json as { errors: { message: string; code?: string }[] }).errors[0];
const outboxFiles = () => (fs.existsSync(outbox) ? fs.readdirSync(outbox).sort() : []);

async function signIn(email: string, password = PASSWORD): Promise<string> {
  const response = await routes.login.request('POST', '/', { body: { email, password }, headers: fromNew() });
  expect(response.status).toBe(200);
  return response.cookies[COOKIE].value;
}

async function whoIs(cookie: string): Promise<string | null> {
  const response = await routes.me.request('GET', '/', { cookies: { [COOKIE]: cookie } });
  return (response.json as { data: { customer: { email: string } } | null }).data?.customer.email ?? null;
}

/** The newest email in the outbox for this address, and the link in it. */
function latestLink(to: string): URL {
  const files = outboxFiles().map((name) => fs.readFileSync(path.join(outbox, name), 'utf8'));
  const mail = files.reverse().find((text) => text.includes(`To: ${to}`));
  if (!mail) throw new Error(`no email to ${to}`);
  return new URL(/https?:\/\/\S+\/reset-password\?\S+/.exec(mail)![0]);
}

describe('forgotten password', () => {
  it('answers the same whether the email has an account or not; only a real account gets an email, with a link', async () => {
    const before = outboxFiles().length;
    const known = await routes.forgot.request('POST', '/', { body: { email: 'Ana@example.com' }, headers: fromNew() });
    const unknown = await routes.forgot.request('POST', '/', { body: { email: 'nobody@example.com' }, headers: fromNew() });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.json).toEqual({ data: { message: messages.resetRequested } });
    expect(unknown.json).toEqual(known.json);
    expect(outboxFiles()).toHaveLength(before + 1);
    const file = outboxFiles().find((name) => name.endsWith('.eml') && name.includes('password-reset'));
    expect(file).toBeDefined();
    const text = fs.readFileSync(path.join(outbox, file!), 'utf8');
    expect(text).toMatch(/^To: ana@example.com$/m);
    expect(text).toMatch(/^Subject: .*password/im);
    const link = latestLink('ana@example.com');
    expect(link.pathname).toBe('/reset-password');
    expect(link.searchParams.get('c')).toMatch(/^\d+$/);
    expect(link.searchParams.get('t')).toMatch(/^[\w-]{43}$/);
  });

  it('refuses a malformed email with 400 and a message', async () => {
    const response = await routes.forgot.request('POST', '/', { body: { email: 'not-an-email' }, headers: fromNew() });
    expect(response.status).toBe(400);
    expect(firstError(response.json).message).toBe(messages.emailInvalid);
  });

  it('is rate limited per email (from any address) and per address (whatever the emails), with Retry-After', async () => {
    const perEmail = LIMITS.resetRequestsPerEmail.points;
    for (let i = 0; i < perEmail; i += 1) {
      expect((await routes.forgot.request('POST', '/', { body: { email: 'ghost@example.com' }, headers: fromNew() })).status).toBe(200);
    }
    const limited = await routes.forgot.request('POST', '/', { body: { email: 'GHOST@example.com' }, headers: fromNew() });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(firstError(limited.json)).toMatchObject({ code: 'rate_limited', message: expect.stringContaining('Too many password reset requests') });

    const one = fromNew();
    for (let i = 0; i < LIMITS.resetRequestsPerAddress.points; i += 1) {
      expect((await routes.forgot.request('POST', '/', { body: { email: `someone${i}@example.com` }, headers: one })).status).toBe(200);
    }
    expect((await routes.forgot.request('POST', '/', { body: { email: 'another@example.com' }, headers: one })).status).toBe(429);
  });
});

describe('the reset link', () => {
  it('sets the new password, signs this browser in and ends every other session; the link works once', async () => {
    const elsewhere = await signIn('ben@example.com');
    expect(await whoIs(elsewhere)).toBe('ben@example.com');
    await routes.forgot.request('POST', '/', { body: { email: 'ben@example.com' }, headers: fromNew() });
    const link = latestLink('ben@example.com');
    const body = { customerId: Number(link.searchParams.get('c')), token: link.searchParams.get('t'), password: NEW_PASSWORD, confirm: NEW_PASSWORD };

    const response = await routes.reset.request('POST', '/', { body, headers: fromNew() });
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ data: { customer: expect.objectContaining({ email: 'ben@example.com' }) } });
    const fresh = response.cookies[COOKIE].value;
    expect(await whoIs(fresh)).toBe('ben@example.com');
    // The link the reset page kept in its cookie is spent: the cookie is cleared.
    expect(response.cookies.bn_reset).toMatchObject({ value: '', maxAge: 0, attributes: expect.stringContaining('Path=/reset-password') });
    expect(await whoIs(elsewhere)).toBeNull();

    const again = await routes.reset.request('POST', '/', { body: { ...body, password: 'Th1rd!pass', confirm: 'Th1rd!pass' }, headers: fromNew() });
    expect(again.status).toBe(400);
    expect(firstError(again.json)).toEqual({ message: messages.resetLinkInvalid, code: 'invalid_reset_link' });
    await signIn('ben@example.com', NEW_PASSWORD);
  });

  it("applies sign-up's password rules, and the confirmation must match, before the link is spent", async () => {
    await routes.forgot.request('POST', '/', { body: { email: 'cat@example.com' }, headers: fromNew() });
    const link = latestLink('cat@example.com');
    const base = { customerId: Number(link.searchParams.get('c')), token: link.searchParams.get('t') };
    const weak = await routes.reset.request('POST', '/', { body: { ...base, password: 'password', confirm: 'password' }, headers: fromNew() });
    expect(weak.status).toBe(400);
    expect(firstError(weak.json).message).toBe(messages.password);
    const mismatch = await routes.reset.request('POST', '/', { body: { ...base, password: NEW_PASSWORD, confirm: 'N3w!passw0rX' }, headers: fromNew() });
    expect(firstError(mismatch.json).message).toBe(messages.confirm);
    const ok = await routes.reset.request('POST', '/', { body: { ...base, password: NEW_PASSWORD, confirm: NEW_PASSWORD }, headers: fromNew() });
    expect(ok.status).toBe(200);
  });

  it('answers a link with a mangled customer id as any broken link: the same 400 and message, JSON or a form post', async () => {
    const expected = { message: messages.resetLinkInvalid, code: 'invalid_reset_link' };
    for (const customerId of ['abc', '12abc', '', '1.5', '-3', '0']) {
      const json = await routes.reset.request('POST', '/', { body: { customerId, token: 'x'.repeat(43), password: NEW_PASSWORD, confirm: NEW_PASSWORD }, headers: fromNew() });
      expect({ customerId, status: json.status }).toEqual({ customerId, status: 400 });
      expect(firstError(json.json)).toEqual(expected);
    }
    const bad = await routes.reset.request('POST', '/', { body: { customerId: 1, token: 'x'.repeat(43), password: NEW_PASSWORD, confirm: NEW_PASSWORD }, headers: fromNew() });
    expect(firstError(bad.json)).toEqual(expected);

    const form = await routes.reset.request('POST', '/', {
      form: { _form: 'reset-password', customerId: 'abc', token: 'x'.repeat(43), password: NEW_PASSWORD, confirm: NEW_PASSWORD, returnTo: '/reset-password' },
      headers: { ...fromNew(), referer: `${routes.reset.url}/reset-password` },
    });
    expect(form.status).toBe(303);
    expect(form.headers.get('location')).toBe('/reset-password');
    const { flash } = await pageFlash(form.cookies[FLASH_COOKIE].value);
    expect(flash.errors).toEqual([{ message: messages.resetLinkInvalid }]);
  });

  it('slows down guessing: after 10 refused links from one address, 429 even for a good one', async () => {
    const one = fromNew();
    const guess = { customerId: 1, token: 'x'.repeat(43), password: NEW_PASSWORD, confirm: NEW_PASSWORD };
    for (let i = 0; i < LIMITS.resetFailuresPerAddress.points; i += 1) {
      expect((await routes.reset.request('POST', '/', { body: guess, headers: one })).status).toBe(400);
    }
    expect((await routes.reset.request('POST', '/', { body: guess, headers: one })).status).toBe(429);
  });
});

describe('profile and password change', () => {
  it('is for signed-in customers only', async () => {
    expect((await routes.profile.request('PUT', '/', { body: { firstName: 'A', lastName: 'B', phone: '1', email: 'a@example.com' } })).status).toBe(401);
    expect((await routes.password.request('POST', '/', { body: { currentPassword: PASSWORD, password: NEW_PASSWORD, confirm: NEW_PASSWORD } })).status).toBe(401);
  });

  it('saves name and phone; a new email needs the current password; a taken email is 409', async () => {
    const cookie = await signIn('dee@example.com');
    const cookies = { [COOKIE]: cookie };
    const details = { firstName: 'Dee', lastName: 'Lifter', phone: '0499 999 999', email: 'dee@example.com' };
    const saved = await routes.profile.request('PUT', '/', { body: details, cookies });
    expect(saved.status).toBe(200);
    expect(saved.json).toEqual({ data: { customer: expect.objectContaining(details) } });

    const noPassword = await routes.profile.request('PUT', '/', { body: { ...details, email: 'dee.new@example.com' }, cookies });
    expect(noPassword.status).toBe(400);
    expect(firstError(noPassword.json).message).toBe(messages.currentPasswordForEmail);
    const wrong = await routes.profile.request('PUT', '/', { body: { ...details, email: 'dee.new@example.com', currentPassword: 'nope' }, cookies });
    expect(firstError(wrong.json)).toEqual({ message: messages.wrongCurrentPassword, code: 'wrong_password' });
    const taken = await routes.profile.request('PUT', '/', { body: { ...details, email: 'ana@example.com', currentPassword: PASSWORD }, cookies });
    expect(taken.status).toBe(409);

    const moved = await routes.profile.request('PUT', '/', { body: { ...details, email: 'dee.new@example.com', currentPassword: PASSWORD }, cookies });
    expect(moved.status).toBe(200);
    const now = moved.cookies[COOKIE]?.value ?? cookie;
    expect(await whoIs(now)).toBe('dee.new@example.com');
    await signIn('dee.new@example.com');
  });

  it('changes the password with the current one: this session stays, every other one ends', async () => {
    const here = await signIn('ana@example.com');
    const there = await signIn('ana@example.com');
    const wrong = await routes.password.request('POST', '/', { body: { currentPassword: 'wrong', password: NEW_PASSWORD, confirm: NEW_PASSWORD }, cookies: { [COOKIE]: here } });
    expect(wrong.status).toBe(400);
    expect(firstError(wrong.json).message).toBe(messages.wrongCurrentPassword);
    expect(await whoIs(there)).toBe('ana@example.com');

    const weak = await routes.password.request('POST', '/', { body: { currentPassword: PASSWORD, password: 'weak', confirm: 'weak' }, cookies: { [COOKIE]: here } });
    expect(firstError(weak.json).message).toBe(messages.password);

    const changed = await routes.password.request('POST', '/', { body: { currentPassword: PASSWORD, password: NEW_PASSWORD, confirm: NEW_PASSWORD }, cookies: { [COOKIE]: here } });
    expect(changed.status).toBe(200);
    expect(changed.json).toEqual({ data: { customer: expect.objectContaining({ email: 'ana@example.com' }), message: messages.passwordChanged } });
    expect(await whoIs(changed.cookies[COOKIE].value)).toBe('ana@example.com');
    expect(await whoIs(there)).toBeNull();
    expect(await whoIs(here)).toBeNull();
    await signIn('ana@example.com', NEW_PASSWORD);
  });

  it('stops guessing the current password after 5 wrong ones', async () => {
    const cookies = { [COOKIE]: await signIn('cat@example.com', NEW_PASSWORD) };
    for (let i = 0; i < LIMITS.passwordCheckFailuresPerCustomer.points; i += 1) {
      expect((await routes.password.request('POST', '/', { body: { currentPassword: `guess${i}`, password: 'Fr3sh!pass', confirm: 'Fr3sh!pass' }, cookies })).status).toBe(400);
    }
    const limited = await routes.password.request('POST', '/', { body: { currentPassword: NEW_PASSWORD, password: 'Fr3sh!pass', confirm: 'Fr3sh!pass' }, cookies });
    expect(limited.status).toBe(429);
  });
});
