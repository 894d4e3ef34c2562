/**
 * Shared pieces of the cart tests (jsdom): product fixtures, an in-memory cart server as msw handlers (the wire
 * contract of /api/bigcommerce/cart, answered with toWireCart), a `fetch` that routes through msw's getResponse and
 * behaves like a browser's for cookies, and a render helper with the app's providers.
 *
 * Test files using it start with  / ** @jest-environment ./tests/support/msw-jsdom-environment.ts * /
 */
import { act, render, type RenderResult } from '@testing-library/react';
import type { HttpResponseResolver, RequestHandler } from 'msw';
import { getMsw } from '../msw';
import type { ReactElement, ReactNode } from 'react';
import { SWRConfig } from 'swr';
import CommerceDataProvider from '@/components/cart/CommerceDataProvider';
import { resetCartRuntimeForTests } from '@/lib/browser/cart-runtime';
import { UiProvider } from '@/components/ui/UiProvider';
import { quantityLimitMessage } from '@/lib/commerce/cart-limits';
import { toWireCart } from '@/lib/commerce/cart-wire';
import type { Cart, CartGiftCertificate, CartLineItem, Product, ProductVariant } from '@/lib/commerce/types';

/* ------------------------------------------------------------------ fixtures */

export function makeVariant(partial: Partial<ProductVariant> & { id: number }): ProductVariant {
  return { sku: `SKU-${partial.id}`, options: [], priceCents: 4990, retailPriceCents: null, inventory: 10, purchasable: true, ...partial };
}

export function makeProduct(partial: Partial<Product> & { id: number; slug: string; name: string }): Product {
  const variants = partial.variants ?? [makeVariant({ id: partial.id * 10 + 1 })];
  const prices = variants.map((variant) => variant.priceCents);
  return {
    shortName: partial.name,
    shortDescription: `${partial.name} in short.`,
    description: `${partial.name} described.`,
    images: [{ url: `/images/products/${partial.slug}.svg`, altText: partial.name, isDefault: true, width: 600, height: 600 }],
    averageRating: 4.5,
    reviewCount: 12,
    minQuantity: 0,
    maxQuantity: 0,
    priceRange: { minCents: Math.min(...prices), maxCents: Math.max(...prices) },
    retailPriceRange: null,
    isGiftCertificate: false,
    ...partial,
    variants,
  };
}

const flavourSize = (flavour: string, size: string) => [
  { name: 'Flavour', value: flavour },
  { name: 'Package Size', value: size },
];

export const WHEY = makeProduct({
  id: 1,
  slug: 'whey-protein-isolate',
  name: 'Whey Protein Isolate',
  variants: [
    makeVariant({ id: 11, options: flavourSize('Chocolate', '1kg'), priceCents: 4990 }),
    makeVariant({ id: 12, options: flavourSize('Vanilla', '1kg'), priceCents: 4990, inventory: 0 }),
    makeVariant({ id: 13, options: flavourSize('Chocolate', '2.5kg'), priceCents: 10990 }),
    makeVariant({ id: 14, options: flavourSize('Vanilla', '2.5kg'), priceCents: 10990 }),
  ],
});

export const CREATINE = makeProduct({ id: 2, slug: 'creatine', name: 'Creatine Monohydrate', variants: [makeVariant({ id: 21, priceCents: 2990 })] });

export const STACK = makeProduct({
  id: 3,
  slug: 'lean-muscle-bundle',
  name: 'Lean Muscle Stack',
  variants: [makeVariant({ id: 31, options: [{ name: 'Flavour', value: 'Chocolate' }] })],
});

export const LIMITED = makeProduct({
  id: 4,
  slug: 'limited-edition-bar',
  name: 'Limited Edition Bar',
  minQuantity: 2,
  maxQuantity: 5,
  variants: [makeVariant({ id: 41, options: [{ name: 'Flavour', value: 'Cookies' }], priceCents: 350 })],
});

export const CATALOGUE = [WHEY, CREATINE, STACK, LIMITED];

/* ------------------------------------------------------------------ in-memory cart server */

export interface RecordedRequest {
  method: string;
  url: string;
  body: unknown;
}

export interface FakeCartServer {
  handlers: RequestHandler[];
  requests: RecordedRequest[];
  /** The cart the server holds (the cookie names it). */
  cart: () => Cart | null;
  /** Seeds a cart and sets the cookie. */
  seed: (lines: { productId: number; variantId: number; quantity: number }[], giftCertificates?: CartGiftCertificate[]) => Cart;
  customer: { entityId: number; email: string; firstName: string; lastName: string } | null;
  /** Holds the answer to the next request with this method until the returned function is called. */
  holdNext: (method: string) => () => void;
  /** What GET /api/shipping answers (the checkout's rates); null answers a 500. */
  shippingRates: { flatRateCents: number; freeOverCents: number } | null;
}

const CART_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
/** The cart API's answer to a change of a line the cart does not hold (removed in another tab). */
const ITEM_NOT_FOUND = 'That item is not in your cart.';

function errorResponse(status: number, message: string, code?: string) {
  return getMsw().HttpResponse.json({ errors: [code ? { message, code } : { message }] }, { status });
}

export function createCartServer(catalogue: Product[] = CATALOGUE): FakeCartServer {
  const { http, HttpResponse } = getMsw();
  let cart: Cart | null = null;
  let nextLine = 1;

  const lineFor = (productId: number, variantId: number, quantity: number): CartLineItem => {
    const product = catalogue.find((candidate) => candidate.id === productId)!;
    const variant = product.variants.find((candidate) => candidate.id === variantId)!;
    return {
      id: `line-${nextLine++}`,
      productId,
      variantId,
      quantity,
      name: product.name,
      url: `/products/${product.slug}`,
      imageUrl: product.images[0]?.url ?? null,
      sku: variant.sku,
      options: variant.options,
      salePriceCents: variant.priceCents,
      listPriceCents: variant.priceCents,
      extendedSalePriceCents: variant.priceCents * quantity,
      isDigital: false,
    };
  };

  const totals = (next: Cart): Cart => {
    const lines = next.lineItems.physicalItems.map((line) => ({ ...line, extendedSalePriceCents: line.salePriceCents * line.quantity }));
    const amount = lines.reduce((sum, line) => sum + line.extendedSalePriceCents, 0) + next.lineItems.giftCertificates.reduce((sum, gc) => sum + gc.amountCents, 0);
    return {
      ...next,
      baseAmountCents: amount,
      cartAmountCents: amount,
      taxIncludedCents: Math.round(amount / 11),
      lineItems: { ...next.lineItems, physicalItems: lines },
    };
  };

  const emptyCart = (): Cart => ({
    id: CART_ID,
    customerId: 0,
    currency: 'AUD',
    baseAmountCents: 0,
    discountAmountCents: 0,
    cartAmountCents: 0,
    taxIncludedCents: 0,
    lineItems: { physicalItems: [], digitalItems: [], giftCertificates: [] },
    createdAt: '2024-01-01T00:00:00.000Z',
    updatedAt: '2024-01-01T00:00:00.000Z',
    checkoutUrl: null,
  });

  const isEmpty = (value: Cart) => value.lineItems.physicalItems.length === 0 && value.lineItems.giftCertificates.length === 0;
  const cookieCart = (request: Request) => (cart && (request.headers.get('cookie') ?? '').includes(`bc_cartId=${cart.id}`) ? cart : null);
  const answer = (value: Cart | null, clearCookie = false) =>
    HttpResponse.json(
      { data: value ? toWireCart(value) : null },
      { headers: value ? { 'set-cookie': `bc_cartId=${value.id}; Path=/; SameSite=Lax` } : clearCookie ? { 'set-cookie': 'bc_cartId=; Path=/; Max-Age=0' } : {} },
    );

  const held = new Map<string, Promise<void>>();
  const server: FakeCartServer = {
    requests: [],
    holdNext: (method) => {
      let release: () => void = () => {};
      held.set(method, new Promise<void>((resolve) => (release = resolve)));
      return () => release();
    },
    customer: null,
    shippingRates: { flatRateCents: 995, freeOverCents: 9900 },
    cart: () => cart,
    seed: (lines, giftCertificates = []) => {
      cart = totals({ ...emptyCart(), lineItems: { physicalItems: lines.map((line) => lineFor(line.productId, line.variantId, line.quantity)), digitalItems: [], giftCertificates } });
      document.cookie = `bc_cartId=${cart.id}; path=/`;
      return cart;
    },
    handlers: [],
  };

  const record =
    (resolver: (request: Request, body: Record<string, unknown>) => ReturnType<HttpResponseResolver>): HttpResponseResolver =>
    async ({ request }) => {
      const text = await request.clone().text();
      const body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
      server.requests.push({ method: request.method, url: request.url, body: text ? body : undefined });
      const hold = held.get(request.method);
      if (hold) {
        held.delete(request.method);
        await hold;
      }
      return resolver(request, body);
    };

  server.handlers = [
    http.get('*/api/bigcommerce/cart', record((request) => answer(cookieCart(request)))),
    http.post(
      '*/api/bigcommerce/cart',
      record((request, body) => {
        if (body.giftCertificate) {
          // The wire's gift certificate (amount in dollars) becomes a line of its own, as the cart API adds it.
          const gift = body.giftCertificate as { amount: number; recipient: { name: string; email: string }; sender?: { name: string; email: string }; message?: string };
          if (typeof gift.amount !== 'number' || gift.amount < 10 || gift.amount > 1000) return errorResponse(400, 'A gift certificate amount has to be between $10 and $1,000, in dollars and cents.');
          const current = cookieCart(request) ?? emptyCart();
          const certificate = { id: `gc-${nextLine++}`, name: 'Gift Certificate', amountCents: Math.round(gift.amount * 100), recipient: gift.recipient, sender: gift.sender ?? { name: '', email: '' }, message: gift.message ?? '', theme: 'General' };
          cart = totals({ ...current, lineItems: { ...current.lineItems, giftCertificates: [...current.lineItems.giftCertificates, certificate] } });
          return answer(cart);
        }
        const item = body.item as { productId: number; variantId: number; quantity?: number };
        const product = catalogue.find((candidate) => candidate.id === item.productId);
        const variant = product?.variants.find((candidate) => candidate.id === item.variantId);
        if (!product || !variant) return errorResponse(404, 'Not found');
        if (variant.inventory <= 0) return errorResponse(409, `Sorry, ${product.name} is out of stock.`);
        const current = cookieCart(request) ?? emptyCart();
        const existing = current.lineItems.physicalItems.find((line) => line.variantId === item.variantId);
        const quantity = item.quantity ?? 1;
        // The shop's limits per order (the line as it would be), answered as the cart API does.
        const limit = quantityLimitMessage({ inCart: existing?.quantity ?? 0, quantity, minQuantity: product.minQuantity, maxQuantity: product.maxQuantity, productName: product.name });
        if (limit) return errorResponse(422, limit, 'quantity_limit');
        const physicalItems = existing
          ? current.lineItems.physicalItems.map((line) => (line === existing ? { ...line, quantity: line.quantity + quantity } : line))
          : [...current.lineItems.physicalItems, lineFor(item.productId, item.variantId, quantity)];
        cart = totals({ ...current, lineItems: { ...current.lineItems, physicalItems } });
        return answer(cart);
      }),
    ),
    http.put(
      '*/api/bigcommerce/cart',
      record((request, body) => {
        const current = cookieCart(request);
        if (!current) return errorResponse(404, 'Your cart could not be found. It may have expired.', 'not_found');
        if (!current.lineItems.physicalItems.some((line) => line.id === body.itemId)) return errorResponse(404, ITEM_NOT_FOUND, 'not_found');
        const item = body.item as { quantity: number };
        const physicalItems = current.lineItems.physicalItems
          .map((line) => (line.id === body.itemId ? { ...line, quantity: item.quantity } : line))
          .filter((line) => line.quantity > 0);
        cart = totals({ ...current, lineItems: { ...current.lineItems, physicalItems } });
        if (isEmpty(cart)) cart = null;
        return answer(cart, true);
      }),
    ),
    http.delete(
      '*/api/bigcommerce/cart',
      record((request, body) => {
        const current = cookieCart(request);
        if (!current) return errorResponse(404, 'Your cart could not be found. It may have expired.', 'not_found');
        const { physicalItems, giftCertificates } = current.lineItems;
        if (body.itemId !== undefined && !physicalItems.some((line) => line.id === body.itemId)) return errorResponse(404, ITEM_NOT_FOUND, 'not_found');
        if (body.giftCertificateId !== undefined && !giftCertificates.some((gc) => gc.id === body.giftCertificateId)) {
          return errorResponse(404, 'That gift certificate is not in your cart.', 'not_found');
        }
        const lineItems = {
          ...current.lineItems,
          physicalItems: current.lineItems.physicalItems.filter((line) => line.id !== body.itemId),
          giftCertificates: current.lineItems.giftCertificates.filter((gc) => gc.id !== body.giftCertificateId),
        };
        cart = totals({ ...current, lineItems });
        if (isEmpty(cart)) cart = null;
        return answer(cart, true);
      }),
    ),
    http.post(
      '*/api/cart/add-customer-id',
      record((_request, body) => {
        if (!cart || body.cartId !== cart.id) return errorResponse(404, 'Not found');
        cart = { ...cart, customerId: body.customerId as number };
        return HttpResponse.json({ data: toWireCart(cart) });
      }),
    ),
    http.get('*/api/bigcommerce/customers', record(() => HttpResponse.json({ data: server.customer ? { customer: server.customer } : null }))),
    // Not recorded: the tests count cart requests.
    http.get('*/api/shipping', () => (server.shippingRates ? HttpResponse.json({ data: server.shippingRates }) : errorResponse(500, 'Something went wrong'))),
  ];
  return server;
}

/* ------------------------------------------------------------------ fetch like a browser */

/**
 * Replaces `fetch` with one that answers from msw handlers: relative URLs resolve against the page, the page's
 * cookies are sent, and Set-Cookie answers are stored in document.cookie (as a browser does for same-origin fetch).
 */
export function installFetch(handlers: () => RequestHandler[]): jest.Mock {
  const mock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
    const headers = new Headers(init?.headers);
    if (document.cookie) headers.set('cookie', document.cookie);
    const request = new Request(url, { ...init, headers });
    const response = await getMsw().getResponse(handlers(), request);
    if (!response) throw new TypeError(`fetch failed: no handler for ${request.method} ${url.pathname}`);
    for (const line of response.headers.getSetCookie()) document.cookie = line;
    return response;
  });
  global.fetch = mock as unknown as typeof fetch;
  return mock;
}

/* ------------------------------------------------------------------ state between tests */

let clock = Date.now();

/**
 * Fake timers for a test that goes through the library's swr 0.3: each test's clock starts an hour after the last
 * one's, because that swr keeps module-level timestamps (a mutation's time makes it ignore older requests).
 */
export function startFakeClock(): void {
  clock += 3_600_000;
  jest.useFakeTimers({ now: clock });
}

/** Lets the requests a render started (the cart, the customer) settle inside act. */
export async function settle(): Promise<void> {
  await act(async () => {
    for (let tick = 0; tick < 5; tick += 1) await Promise.resolve();
    jest.advanceTimersByTime(0);
  });
}

/** Runs out the library's 2 s request deduplication, so the next test starts clean, then restores real timers. */
export async function stopFakeClock(): Promise<void> {
  await act(async () => {
    jest.advanceTimersByTime(5000);
  });
  jest.useRealTimers();
}

/** Clears cookies, local storage and the cache of the storefront-data-hooks' own swr. */
export function resetCartState(): void {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
  window.localStorage.clear();
  resetCartRuntimeForTests();
  jest.requireActual<{ cache: { clear: () => void } }>('@bigcommerce/storefront-data-hooks/node_modules/swr').cache.clear();
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <UiProvider>
        <CommerceDataProvider>{children}</CommerceDataProvider>
      </UiProvider>
    </SWRConfig>
  );
}

export function renderWithProviders(ui: ReactElement): RenderResult {
  return render(ui, { wrapper: Providers });
}
