// Cart benchmark: autocannon, 50 connections, against POST / PUT / GET /api/bigcommerce/cart on the embedded
// store, each also as a ratio to a GET of a static file measured in the same run.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../lib/build.mjs';
import { load } from './load.mjs';

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_CART_SECONDS ?? 8);

function run(options) {
  return load({ connections: CONNECTIONS, duration: DURATION_S, ...options });
}

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

export async function bench(base) {
  const { productId, variantId } = pickVariant();
  const addBody = JSON.stringify({ item: { productId, variantId, quantity: 1 } });
  const headers = { 'content-type': 'application/json' };

  // One cart for PUT and GET.
  const created = await fetch(`${base}/api/bigcommerce/cart`, { method: 'POST', headers, body: addBody });
  const cookie = created.headers.get('set-cookie')?.split(';')[0] ?? '';
  const cart = (await json(created)).data;
  const itemId = cart.line_items.physical_items[0].id;
  const putBody = JSON.stringify({ itemId, item: { productId, variantId, quantity: 2 } });

  const staticFile = await run({ url: `${base}/favicon.svg` });
  // New carts are limited per client address: each request comes from another shopper (the bench server trusts
  // loopback as its proxy, so X-Forwarded-For names the shopper).
  let shopper = 0;
  const post = await run({
    url: `${base}/api/bigcommerce/cart`,
    requests: [
      {
        method: 'POST',
        headers,
        body: addBody,
        setupRequest(request) {
          shopper += 1;
          return { ...request, headers: { ...request.headers, 'x-forwarded-for': `10.${(shopper >> 16) & 255}.${(shopper >> 8) & 255}.${shopper & 255}` } };
        },
      },
    ],
  });
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
