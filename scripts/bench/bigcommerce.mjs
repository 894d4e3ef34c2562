// Bench section `bigcommerce`: the BigCommerce requests each shopper action costs in hosted mode, REST and
// GraphQL apart, counted by the fake BigCommerce (tests/support/fake-bigcommerce) that the adapter talks to over
// loopback HTTP. Cart, sign-in, account and address actions go through the shop's own API routes (Next's API
// resolver, as `next start` runs them); page reads and sign-up (whose captcha gate is not BigCommerce's) call the
// commerce service as the page or route does. It also prints how many browse-and-buy journeys a Standard store's
// REST quota (150 requests per 30 s, shared by every app) carries.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { importTs } from '../search/ts-loader.mjs';

const STANDARD_QUOTA = 150;

/** Serves one API route module through Next's own resolver, with a cookie jar per shopper. */
async function serve(routeModule) {
  const { apiResolver } = await import('next/dist/server/api-utils/node/api-resolver.js');
  const server = http.createServer((req, res) => {
    const query = Object.fromEntries(new URL(req.url ?? '/', 'http://127.0.0.1').searchParams);
    void apiResolver(req, res, query, routeModule, { previewModeId: 'b', previewModeEncryptionKey: 'b', previewModeSigningKey: 'b', dev: false }, false, false, '/api/bench');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${server.address().port}`;
  return { url, close: () => new Promise((resolve) => { server.closeAllConnections(); server.close(resolve); }) };
}

function shopper() {
  const jar = new Map();
  return {
    jar,
    async call(route, method, body) {
      const headers = { 'content-type': 'application/json' };
      if (jar.size > 0) headers.cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
      const response = await fetch(`${route.url}/`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      for (const line of response.headers.getSetCookie()) {
        const [pair, ...attributes] = line.split(';');
        const [name, value] = [pair.slice(0, pair.indexOf('=')).trim(), pair.slice(pair.indexOf('=') + 1).trim()];
        if (value === '' || attributes.some((a) => /max-age=0|expires=thu, 01 jan 1970/i.test(a.trim()))) jar.delete(name);
        else jar.set(name, value);
      }
      const text = await response.text();
      if (response.status >= 400) throw new Error(`${method} /: ${response.status} ${text}`);
      return text ? JSON.parse(text) : null;
    },
  };
}

export async function bench() {
  const { startFakeBigCommerce } = await importTs('tests/support/fake-bigcommerce/index.ts');
  const fake = await startFakeBigCommerce({ port: 0, seed: 'catalogue', quota: { requests: 100_000 } });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-bigcommerce-'));
  Object.assign(process.env, fake.env, { SESSION_SECRET: 'bench-session-secret-0123456789abcdef', DATA_DIR: dataDir });

  const { getCommerce } = await importTs('lib/commerce/index.ts');
  const commerce = await getCommerce();
  const routes = {};
  for (const [name, file] of Object.entries({
    cart: 'pages/api/bigcommerce/cart.ts',
    attach: 'pages/api/cart/add-customer-id.ts',
    login: 'pages/api/bigcommerce/customers/login.ts',
    customer: 'pages/api/bigcommerce/customers.ts',
    address: 'pages/api/bigcommerce/address.ts',
    lookup: 'pages/api/customer/getCart.ts',
  })) {
    routes[name] = await serve(await importTs(file));
  }

  const rows = [];
  async function measure(action, via, work) {
    fake.resetCounts();
    const result = await work();
    const { rest, graphql } = fake.counts();
    rows.push({ action, via, rest, graphql });
    return result;
  }

  const guest = shopper();
  const wpi = 101;
  try {
    await measure('product page', 'getProductBySlug', () => commerce.getProductBySlug('whey-protein-isolate'));
    const categoryIds = fake.store.products.slice(0, 24).map((product) => product.id);
    await measure('category page (24 products)', 'getProductsByIds', () => commerce.getProductsByIds(categoryIds));
    const lookup = categoryIds.slice(0, 4).map((id) => fake.store.product(id));
    await measure('cart lines lookup (4 items)', 'POST /api/customer/getCart', () =>
      guest.call(routes.lookup, 'POST', { productIds: lookup.map((p) => p.id), variantIds: lookup.map((p) => p.variants[0].id) }),
    );
    const variant = fake.store.product(wpi).variants.find((candidate) => candidate.inventory > 5);
    const item = { productId: wpi, variantId: variant.id, quantity: 1 };
    const created = await measure('add to cart (new cart)', 'POST /api/bigcommerce/cart', () => guest.call(routes.cart, 'POST', { item }));
    await measure('add to cart (existing cart)', 'POST /api/bigcommerce/cart', () => guest.call(routes.cart, 'POST', { item }));
    await measure('view cart', 'GET /api/bigcommerce/cart', () => guest.call(routes.cart, 'GET'));
    const lineId = created.data.line_items.physical_items[0].id;
    await measure('change quantity', 'PUT /api/bigcommerce/cart', () =>
      guest.call(routes.cart, 'PUT', { itemId: lineId, item: { ...item, quantity: 3 } }),
    );

    await measure('sign up', 'createCustomer', () =>
      commerce.createCustomer({
        email: 'bench.shopper@example.com',
        password: 'Bench-passw0rd',
        firstName: 'Bench',
        lastName: 'Shopper',
        phone: '',
        company: '',
        addresses: [],
      }),
    );
    const signedIn = await measure('sign in', 'POST /api/bigcommerce/customers/login', () =>
      guest.call(routes.login, 'POST', { email: 'bench.shopper@example.com', password: 'Bench-passw0rd' }),
    );
    const customerId = signedIn.data.customer.entityId;
    await measure('keep the cart after sign-in', 'POST /api/cart/add-customer-id', () =>
      guest.call(routes.attach, 'POST', { cartId: created.data.id, customerId }),
    );
    await measure('view cart (signed in)', 'GET /api/bigcommerce/cart', () => guest.call(routes.cart, 'GET'));
    await measure('account header (who am I)', 'GET /api/bigcommerce/customers', () => guest.call(routes.customer, 'GET'));
    const address = {
      firstName: 'Bench', lastName: 'Shopper', company: '', address1: '1 Test Street', address2: '', city: 'Hobart',
      stateOrProvince: 'Tasmania', postalCode: '7000', countryCode: 'AU', phone: '0400 000 000', addressType: 'residential',
    };
    const saved = await measure('add an address', 'POST /api/bigcommerce/address', () => guest.call(routes.address, 'POST', {
      first_name: address.firstName, last_name: address.lastName, company: '', address1: address.address1, address2: '',
      city: address.city, state_or_province: address.stateOrProvince, postal_code: address.postalCode, country_code: 'AU',
      phone: address.phone, address_type: 'residential',
    }));
    await measure('list addresses', 'GET /api/bigcommerce/address', () => guest.call(routes.address, 'GET'));
    await measure('edit an address', 'PUT /api/bigcommerce/address', () => guest.call(routes.address, 'PUT', {
      id: saved.data.id, first_name: address.firstName, last_name: address.lastName, company: '', address1: '2 Test Street', address2: '',
      city: address.city, state_or_province: address.stateOrProvince, postal_code: address.postalCode, country_code: 'AU',
      phone: address.phone, address_type: 'residential',
    }));
    await measure('delete an address', 'DELETE /api/bigcommerce/address', () => guest.call(routes.address, 'DELETE', { id: saved.data.id }));
    await measure('remove from cart', 'DELETE /api/bigcommerce/cart', () => guest.call(routes.cart, 'DELETE', { itemId: lineId }).catch(() => null));
    await guest.call(routes.cart, 'POST', { item });
    const cartId = guest.jar.get('bc_cartId');
    await measure('checkout redirect', 'getCart + getCheckoutUrl (/checkout)', async () => {
      const cart = await commerce.getCart(cartId, customerId);
      return commerce.getCheckoutUrl(cart.id, customerId);
    });
    fake.store.placeOrder(cartId, { ...fake.store.addresses[0] });
    const orders = await measure('orders page', 'listOrders', () => commerce.listOrders(customerId));
    await measure('order detail', 'getOrder', () => commerce.getOrder(orders.items[0].id, customerId));
  } finally {
    for (const route of Object.values(routes)) await route.close();
    await fake.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  const failures = fake.failures();
  if (failures.length > 0) throw new Error(`the fake BigCommerce recorded contract failures:\n${failures.join('\n')}`);
  const journey = rows.filter((row) => /product page|category|add to cart|view cart|change quantity|sign in|keep the cart|checkout/.test(row.action));
  const journeyRest = journey.reduce((sum, row) => sum + row.rest, 0);
  const journeyGraphql = journey.reduce((sum, row) => sum + row.graphql, 0);
  return {
    'requests per shopper action (fake BigCommerce)': rows,
    'browse-and-buy journey vs the Standard REST quota': [
      {
        actions: journey.length,
        rest: journeyRest,
        graphql: journeyGraphql,
        'journeys per 30 s on 150 REST': journeyRest === 0 ? 'unbounded by REST' : Math.floor(STANDARD_QUOTA / journeyRest),
      },
    ],
  };
}
