// Cart benchmark: autocannon, 50 connections, against POST / PUT / GET /api/bigcommerce/cart on the embedded
// store, each also as a ratio to a GET of a static file measured in the same run.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../lib/build.mjs';
import { runLoad } from './load.mjs';

const DURATION_S = Number(process.env.BENCH_CART_SECONDS ?? 8);
const run = (options) => runLoad({ duration: DURATION_S, ...options });

async function json(res) {
  const body = await res.json();
  if (!res.ok) throw new Error(`${res.status}: ${JSON.stringify(body)}`);
  return body;
}

/** The in-stock variant with the most stock (of a product without order limits), so the run measures the cart, not refusals. */
function pickVariant() {
  const file = path.join(ROOT, 'data/catalogue.json');
  const { products } = JSON.parse(fs.readFileSync(file, 'utf8'));
  let best = null;
  for (const product of products) {
    if (product.isGiftCertificate || product.maxQuantity || product.minQuantity) continue;
    for (const variant of product.variants) {
      if (!best || variant.inventory > best.inventory) best = { productId: product.id, variantId: variant.id, inventory: variant.inventory };
    }
  }
  return best;
}

/**
 * Autocannon options for POST /api/bigcommerce/cart from a new shopper each time: new carts are limited per client
 * address, so each request names another one in X-Forwarded-For (the bench servers trust loopback as their proxy).
 */
export function newCartRequests(base, body) {
  let shopper = 0;
  return {
    url: `${base}/api/bigcommerce/cart`,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        setupRequest(request) {
          shopper += 1;
          return { ...request, headers: { ...request.headers, 'x-forwarded-for': `10.${(shopper >> 16) & 255}.${(shopper >> 8) & 255}.${shopper & 255}` } };
        },
      },
    ],
  };
}

/** One cart with the bench's variant in it: the variant, the add body, the cart and the cookie that names it. */
export async function createCart(base) {
  const { productId, variantId } = pickVariant();
  const addBody = JSON.stringify({ item: { productId, variantId, quantity: 1 } });
  const created = await fetch(`${base}/api/bigcommerce/cart`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: addBody });
  const cart = (await json(created)).data;
  return { productId, variantId, addBody, cart, cookie: created.headers.get('set-cookie')?.split(';')[0] ?? '' };
}

export async function bench(base) {
  const headers = { 'content-type': 'application/json' };
  // One cart for PUT and GET.
  const { productId, variantId, addBody, cart, cookie } = await createCart(base);
  const itemId = cart.line_items.physical_items[0].id;
  const putBody = JSON.stringify({ itemId, item: { productId, variantId, quantity: 2 } });

  const staticFile = await run({ url: `${base}/favicon.svg` });
  const post = await run(newCartRequests(base, addBody));
  const put = await run({ url: `${base}/api/bigcommerce/cart`, method: 'PUT', headers: { ...headers, cookie }, body: putBody });
  const get = await run({ url: `${base}/api/bigcommerce/cart`, headers: { cookie } });

  const row = (name, r) => ({
    request: name,
    reqPerSec: r.reqPerSec,
    p50ms: r.p50,
    p95ms: r.p95,
    non2xx: r.non2xx,
    p50VsStatic: +(r.p50 / (staticFile.p50 || 1)).toFixed(2),
    p95VsStatic: +(r.p95 / (staticFile.p95 || 1)).toFixed(2),
    reqPerSecVsStatic: +(r.reqPerSec / (staticFile.reqPerSec || 1)).toFixed(3),
  });
  return [row('GET /favicon.svg (static)', staticFile), row('POST cart (new cart)', post), row('PUT cart item', put), row('GET cart', get)];
}
