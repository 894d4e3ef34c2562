import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, request as playwrightRequest, test } from '@playwright/test';
import { signUpThroughApi, type Shopper } from '../support/shopper';
import { startStandalone, type StandaloneServer } from '../support/standalone-server';

/* The production server's logs at their most verbose (LOG_LEVEL=trace) while a shopper signs up, signs out and
   in (once with a wrong password), asks for a password reset, saves an address, checks out and opens their pages: every request is one
   JSON line with its id, and none of the shopper's secrets or personal details is ever written. */

let server: StandaloneServer;
let dataDir: string;

test.beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-logs-'));
  server = await startStandalone({ dataDir, env: { LOG_LEVEL: 'trace' } });
});

test.afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('account, address and checkout flows log every request, and never the email, password, address or cookies', async () => {
  const shopper: Shopper = {
    email: `private.person+${Date.now()}@example.com`,
    password: 'SecretPa55word!&',
    street: '77 Hidden Lane',
  };
  const api = await playwrightRequest.newContext({ baseURL: server.base });
  // Every cookie value the shopper holds at some point (session cookies rotate, the cart cookie goes at checkout).
  const cookies = new Map<string, string>();
  const rememberCookies = async () => {
    for (const cookie of (await api.storageState()).cookies) cookies.set(cookie.value, cookie.name);
  };

  await signUpThroughApi(api, shopper);
  await rememberCookies();
  expect((await api.post('/api/bigcommerce/customers/logout', { data: {} })).status()).toBeLessThan(300);
  const wrong = await api.post('/api/bigcommerce/customers/login', { data: { email: shopper.email, password: `${shopper.password}x` } });
  expect(wrong.status()).toBe(401);
  const wrongBody = (await wrong.json()) as { requestId: string };
  expect(wrongBody.requestId).toBe(wrong.headers()['x-request-id']);
  expect((await api.post('/api/bigcommerce/customers/login', { data: { email: shopper.email, password: shopper.password } })).status()).toBe(200);
  await rememberCookies();
  expect((await api.get(`/api/customer/checkEmail?email=${encodeURIComponent(shopper.email)}`)).status()).toBe(200);
  // A forgotten-password request carries the email too (and writes a reset link to the outbox, never to the log).
  expect((await api.post('/api/account/forgot-password', { data: { email: shopper.email } })).status()).toBe(200);

  const address = await api.post('/api/bigcommerce/address', {
    data: {
      first_name: 'Private',
      last_name: 'Shopper',
      company: '',
      address1: `2/${shopper.street}`,
      address2: '',
      city: 'Fitzroy',
      state_or_province: 'Victoria',
      postal_code: '3065',
      country_code: 'AU',
      phone: '0400 123 456',
      address_type: 'residential',
    },
  });
  expect(address.status(), await address.text()).toBe(200);
  const addressId = ((await address.json()) as { data: { id: number } }).data.id;

  expect((await api.post('/api/bigcommerce/cart', { data: { item: { productId: 101, variantId: 10101, quantity: 1 } } })).status()).toBe(200);
  await rememberCookies();
  const checkout = await api.post('/api/checkout', { data: { shippingMethod: 'standard', addressId } });
  expect(checkout.status(), await checkout.text()).toBe(200);
  const orderId = ((await checkout.json()) as { data: { order: { id: number } } }).data.order.id;
  for (const page of ['/account/addresses', '/account/orders', `/account/orders/${orderId}`, `/checkout/confirmation/${orderId}`]) {
    expect((await api.get(page)).status(), page).toBe(200);
  }

  await rememberCookies();
  expect(new Set(cookies.values())).toEqual(new Set(['bn_session', 'bc_cartId']));
  await api.dispose();
  // Each request's line is written when its response ends, through a buffered destination: wait for the lines of
  // the flow's last two pages (a count of lines was reached before the last ones were written).
  await expect
    .poll(() => {
      const routes = new Set(server.logLines().filter((line) => line.msg === 'request').map((line) => line.route));
      return routes.has('/account/orders/[id]') && routes.has('/checkout/confirmation/[orderId]');
    })
    .toBe(true);

  // Every request is a line with its id, method, route, status and duration; the failed sign-in can be found by
  // the id its error body carried.
  const lines = server.logLines();
  const requests = lines.filter((line) => line.msg === 'request');
  for (const line of requests) {
    expect(line).toEqual(expect.objectContaining({ level: expect.any(String), time: expect.any(String), requestId: expect.any(String), method: expect.any(String), route: expect.any(String), status: expect.any(Number), durationMs: expect.any(Number) }));
  }
  expect(requests).toContainEqual(expect.objectContaining({ requestId: wrongBody.requestId, route: '/api/bigcommerce/customers/login', status: 401 }));
  expect(requests).toContainEqual(expect.objectContaining({ method: 'POST', route: '/api/checkout', status: 200 }));
  expect(requests).toContainEqual(expect.objectContaining({ method: 'GET', route: '/account/orders/[id]', status: 200 }));

  const output = server.output();
  const secrets = [shopper.email, encodeURIComponent(shopper.email), shopper.password, shopper.street, ...cookies.keys()];
  for (const secret of secrets) expect(output.includes(secret), `the logs contain "${secret}"`).toBe(false);
});
