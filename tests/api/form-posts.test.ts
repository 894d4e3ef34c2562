/** @jest-environment node */
import { object, string } from 'yup';
import { ApiError } from '@/lib/http/api-error';
import { FLASH_COOKIE } from '@/lib/http/flash';
import { parseFormBody } from '@/lib/http/form-body';
import { defineRoute, parseWith } from '@/lib/http/route';
import { pageFlash } from '../helpers/page-flash';
import { serveRoute, type ServedRoute } from '../helpers/serve-route';

/**
 * A browser's own form posts through defineRoute: the same schema as JSON, a 303 to a checked same-site page with
 * a one-time message, and on an error a 303 back to the form's page with the messages and the typed values (never
 * a password). JSON callers get the answers they always got.
 */
const schema = object({ email: string().trim().required('Email cannot be blank.'), password: string().required('Password cannot be blank.') });
let route: ServedRoute;
const seen: { method: string; body: unknown; form: unknown }[] = [];

beforeAll(async () => {
  process.env.SESSION_SECRET ??= 'form-posts-test-session-secret-0123456789abcdef';
  const handler = defineRoute({
    POST: async ({ body, form }) => {
      seen.push({ method: 'POST', body, form });
      const values = await parseWith(schema, body);
      if (values.password === 'wrong') throw new ApiError(401, 'Your email address or password is incorrect.', 'invalid_credentials');
      return { data: { email: values.email }, message: `Signed in as ${values.email}` };
    },
    DELETE: ({ body, form }) => {
      seen.push({ method: 'DELETE', body, form });
      return { data: null, message: 'Address removed', redirect: '/account/addresses' };
    },
  });
  route = await serveRoute({ default: handler, config: { api: { bodyParser: false } } });
});

afterAll(() => route.close());
beforeEach(() => {
  seen.length = 0;
});

describe('form posts', () => {
  it('answers success with 303 to returnTo and a sealed one-time message the next page shows once', async () => {
    const response = await route.request('POST', '/', {
      form: { email: 'shopper@example.com', password: 'MySecret123!', returnTo: '/account/orders' },
      headers: { referer: `${route.url}/login` },
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/account/orders');
    expect(response.text).toBe('');
    const cookie = response.cookies[FLASH_COOKIE];
    expect(cookie.attributes).toContain('HttpOnly');
    expect(cookie.maxAge).toBeGreaterThan(0);
    expect(cookie.maxAge).toBeLessThanOrEqual(300);
    expect(cookie.value).not.toContain('shopper');
    expect(seen[0].body).toEqual({ email: 'shopper@example.com', password: 'MySecret123!' });
    const { flash, setCookie } = await pageFlash(cookie.value);
    expect(flash).toEqual({ message: 'Signed in as shopper@example.com' });
    expect(setCookie.join('\n')).toMatch(new RegExp(`${FLASH_COOKIE}=;.*Max-Age=0`));
  });

  it('goes back to the referring page when there is no returnTo, and judges returnTo like every return path', async () => {
    const back = await route.request('POST', '/', { form: { email: 'a@example.com', password: 'x' }, headers: { referer: `${route.url}/products/creatine?flavour=lime` } });
    expect(back.headers.get('location')).toBe('/products/creatine?flavour=lime');
    for (const returnTo of ['/.//evil.example/phish', '//evil.example', 'https://evil.example/', '/\\evil.example']) {
      const response = await route.request('POST', '/', { form: { email: 'a@example.com', password: 'x', returnTo }, headers: { referer: `${route.url}/cart` } });
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/cart');
    }
    const none = await route.request('POST', '/', { form: { email: 'a@example.com', password: 'x' } });
    expect(none.headers.get('location')).toBe('/');
  });

  it('sends a refused form back to its page with the message, the field and the values, never the password', async () => {
    const blank = await route.request('POST', '/', {
      form: { _form: 'login', email: '  ', password: 'MySecret123!', returnTo: '/account/orders' },
      headers: { referer: `${route.url}/login?returnTo=%2Faccount%2Forders` },
    });
    expect(blank.status).toBe(303);
    expect(blank.headers.get('location')).toBe('/login?returnTo=%2Faccount%2Forders');
    const first = await pageFlash(blank.cookies[FLASH_COOKIE].value);
    expect(first.flash).toEqual({ form: 'login', errors: [{ message: 'Email cannot be blank.', field: 'email' }], values: { email: '  ' } });

    const wrong = await route.request('POST', '/', { form: { _form: 'login', email: 'shopper@example.com', password: 'wrong' }, headers: { referer: `${route.url}/login` } });
    expect(wrong.headers.get('location')).toBe('/login');
    const second = await pageFlash(wrong.cookies[FLASH_COOKIE].value);
    expect(second.flash).toEqual({ form: 'login', errors: [{ message: 'Your email address or password is incorrect.' }], values: { email: 'shopper@example.com' } });
    expect(JSON.stringify(second.flash)).not.toContain('wrong');
  });

  it('answers every invalid field at once: a form shows each at its field, a JSON caller gets each message', async () => {
    const empty = await route.request('POST', '/', { form: { _form: 'login', email: '', password: '' }, headers: { referer: `${route.url}/login` } });
    expect(empty.status).toBe(303);
    expect((await pageFlash(empty.cookies[FLASH_COOKIE].value)).flash.errors).toEqual([
      { message: 'Email cannot be blank.', field: 'email' },
      { message: 'Password cannot be blank.', field: 'password' },
    ]);

    const json = await route.request('POST', '/', { body: {} });
    expect(json.status).toBe(400);
    expect((json.json as { errors: unknown }).errors).toEqual([
      { message: 'Email cannot be blank.', code: 'invalid_input' },
      { message: 'Password cannot be blank.', code: 'invalid_input' },
    ]);

    // A value of the wrong kind (a list for a text field) names the field and what it takes.
    const wrongKind = await route.request('POST', '/', { body: { email: 'a@b.co', password: ['x', 'y'] } });
    expect((wrongKind.json as { errors: unknown }).errors).toEqual([{ message: 'password must be text.', code: 'invalid_input' }]);
  });

  it('sends a refused form back to the Referer\'s page even when its body was never read (too large), else to its returnTo', async () => {
    const tooLarge = await route.request('POST', '/', {
      form: { _form: 'login', email: 'a@example.com', password: 'x', notes: 'x'.repeat(80 * 1024), returnTo: '/account/orders' },
      headers: { referer: `${route.url}/login` },
    });
    expect(tooLarge.status).toBe(303);
    expect(tooLarge.headers.get('location')).toBe('/login');
    expect((await pageFlash(tooLarge.cookies[FLASH_COOKIE].value)).flash.errors).toEqual([{ message: 'The request body is larger than 65536 bytes.' }]);
    expect(seen).toHaveLength(0);

    const noReferer = await route.request('POST', '/', { form: { _form: 'login', email: ' ', password: 'x', returnTo: '/account/orders' } });
    expect(noReferer.status).toBe(303);
    expect(noReferer.headers.get('location')).toBe('/account/orders');
    expect((await pageFlash(noReferer.cookies[FLASH_COOKIE].value)).flash).toMatchObject({ form: 'login', errors: [{ message: 'Email cannot be blank.', field: 'email' }] });
  });

  it('reaches PUT, PATCH or DELETE through _method, and refuses a method the route does not have', async () => {
    const removed = await route.request('POST', '/', { form: { _method: 'delete', id: '12' }, headers: { referer: `${route.url}/account/edit-address?id=12` } });
    expect(removed.status).toBe(303);
    expect(removed.headers.get('location')).toBe('/account/addresses');
    expect(seen).toEqual([{ method: 'DELETE', body: { id: '12' }, form: { returnTo: '/account/edit-address?id=12', page: '/account/edit-address?id=12' } }]);
    const put = await route.request('POST', '/', { form: { _method: 'PUT', id: '12' }, headers: { referer: `${route.url}/account/addresses` } });
    expect(put.status).toBe(303);
    expect(put.headers.get('location')).toBe('/account/addresses');
    expect((await pageFlash(put.cookies[FLASH_COOKIE].value)).flash.errors[0].message).toMatch(/Method PUT is not allowed here/);
  });

  it('reaches a route that has no POST (only PUT) through _method, and names an unknown _method', async () => {
    const putOnly = await serveRoute({
      default: defineRoute({ PUT: ({ body }) => ({ data: body, message: 'Details saved', redirect: '/account/profile' }) }),
      config: { api: { bodyParser: false } },
    });
    try {
      const saved = await putOnly.request('POST', '/', { form: { _method: 'PUT', firstName: 'Quinn' }, headers: { referer: `${putOnly.url}/account/profile` } });
      expect(saved.status).toBe(303);
      expect((await pageFlash(saved.cookies[FLASH_COOKIE].value)).flash).toEqual({ message: 'Details saved' });
      // A form post without _method still finds no POST there: back to its page, saying so.
      const plain = await putOnly.request('POST', '/', { form: { firstName: 'Quinn' }, headers: { referer: `${putOnly.url}/account/profile` } });
      expect(plain.status).toBe(303);
      expect((await pageFlash(plain.cookies[FLASH_COOKIE].value)).flash.errors[0].message).toMatch(/Method POST is not allowed here. Use PUT/);
      // JSON callers get the 405 before any body is read.
      expect((await putOnly.request('POST', '/', { body: { firstName: 'Quinn' } })).status).toBe(405);
    } finally {
      await putOnly.close();
    }
    const odd = await route.request('POST', '/', { form: { _method: 'FOO', id: '12' }, headers: { referer: `${route.url}/account/addresses` } });
    expect(odd.status).toBe(303);
    expect((await pageFlash(odd.cookies[FLASH_COOKIE].value)).flash.errors[0].message).toBe('The form\'s method "FOO" is not one of PUT, PATCH or DELETE.');
    expect(seen).toEqual([]);
  });

  it('applies the cross-site rule to form posts (403, no redirect)', async () => {
    const response = await route.request('POST', '/', { form: { email: 'a@example.com', password: 'x' }, headers: { origin: 'https://evil.example', referer: 'https://evil.example/x' } });
    expect(response.status).toBe(403);
    expect(response.headers.get('location')).toBeNull();
    expect(seen).toHaveLength(0);
  });

  it('gives JSON callers the JSON answers they had', async () => {
    const ok = await route.request('POST', '/', { body: { email: 'a@example.com', password: 'x' } });
    expect(ok.status).toBe(200);
    expect(ok.json).toEqual({ data: { email: 'a@example.com' } });
    expect(ok.cookies[FLASH_COOKIE]).toBeUndefined();
    const bad = await route.request('POST', '/', { body: { email: '', password: 'x' } });
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({ errors: [{ message: 'Email cannot be blank.', code: 'invalid_input' }], requestId: bad.headers.get('x-request-id') });
  });

  it('refuses a tampered flash cookie quietly', async () => {
    const { flash } = await pageFlash('Fe26.2**tampered');
    expect(flash).toBeNull();
  });
});

describe('parseFormBody', () => {
  it('nests dotted names, collects repeated names and drops prototype keys', () => {
    const body = parseFormBody('item.productId=7&item.quantity=2&tag=a&tag=b&__proto__.polluted=1&constructor=x&a.toString=1&plain=x%20y');
    expect(body).toEqual({ item: { productId: '7', quantity: '2' }, tag: ['a', 'b'], plain: 'x y' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses names nested too deeply or clashing with another field, with a 400', () => {
    expect(() => parseFormBody('a.b.c.d.e=1')).toThrow(expect.objectContaining({ status: 400, code: 'too_deep' }));
    expect(() => parseFormBody('a=1&a.b=2')).toThrow(expect.objectContaining({ status: 400, code: 'invalid_input' }));
  });
});
