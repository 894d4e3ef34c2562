/**
 * @jest-environment ./tests/support/msw-jsdom-environment.ts
 *
 * @bigcommerce/storefront-data-hooks' own hooks (useCart, useAddItem, useUpdateItem, useRemoveItem), set up by our
 * CommerceDataProvider, drive the REAL route handlers: a component renders in jsdom, its requests go through msw
 * to pages/api/bigcommerce/cart.ts (and the customer routes) served by Next's API resolver on 127.0.0.1, with a
 * fresh seeded DATA_DIR. The bc_cartId cookie travels as in a browser: Set-Cookie answers land in document.cookie,
 * where the library reads the cart id, and the page's cookies go with every request.
 */
import useVendorAddItem from '@bigcommerce/storefront-data-hooks/dist/cart/use-add-item';
import useVendorCart from '@bigcommerce/storefront-data-hooks/dist/cart/use-cart';
import useVendorRemoveItem from '@bigcommerce/storefront-data-hooks/dist/cart/use-remove-item';
import useVendorUpdateItem from '@bigcommerce/storefront-data-hooks/dist/cart/use-update-item';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { installFetch, Providers, resetCartState } from '@/tests/support/cart/cart-test-utils';
import { getMsw } from '@/tests/support/msw';
import { useAddToCart } from '@/hooks/use-add-to-cart';
import { CART_INPUT, useCart } from '@/hooks/use-cart';
import { cartCount } from '@/lib/commerce/cart-count';
import { useCustomer } from '@/hooks/use-customer';
import { useRemoveItem } from '@/hooks/use-remove-item';
import { UPDATE_DEBOUNCE_MS, useUpdateItem } from '@/hooks/use-update-item';
import { getCommerce } from '@/lib/commerce';
import { routeTestEnv } from '@/tests/support/embedded-store';
import type { CartLineItem } from '@/lib/commerce/types';
import { serveRoute, sessionCookie, type ServedRoute } from '../helpers/serve-route';

const env = routeTestEnv();
const realFetch = globalThis.fetch;
const routes: Record<string, ServedRoute> = {};
const requests: { method: string; path: string; cookie: string; status: number }[] = [];

const WPI_CHOC = { productId: 101, variantId: 10101 };
const WPI_VAN = { productId: 101, variantId: 10102 };

beforeAll(async () => {
  routes['/api/bigcommerce/cart'] = await serveRoute(await import('@/pages/api/bigcommerce/cart'), '/api/bigcommerce/cart');
  routes['/api/bigcommerce/customers'] = await serveRoute(await import('@/pages/api/bigcommerce/customers'), '/api/bigcommerce/customers');
  routes['/api/cart/add-customer-id'] = await serveRoute(await import('@/pages/api/cart/add-customer-id'), '/api/cart/add-customer-id');
});

afterAll(async () => {
  await Promise.all(Object.values(routes).map((route) => route.close()));
  env.cleanup();
});

/** msw handlers that forward to the real route handlers over HTTP, keeping method, query, body and cookies. */
function forwardingHandlers() {
  const { http } = getMsw();
  return Object.entries(routes).map(([path, route]) =>
    http.all(`*${path}`, async ({ request }) => {
      const url = new URL(request.url);
      const body = ['GET', 'HEAD'].includes(request.method) ? undefined : await request.text();
      const headers: Record<string, string> = { accept: 'application/json' };
      if (body) headers['content-type'] = request.headers.get('content-type') ?? 'application/json';
      const cookie = request.headers.get('cookie');
      if (cookie) headers.cookie = cookie;
      const response = await realFetch(`${route.url}${url.search}`, { method: request.method, headers, body });
      requests.push({ method: request.method, path, cookie: cookie ?? '', status: response.status });
      const answer = new Headers({ 'content-type': response.headers.get('content-type') ?? 'application/json' });
      for (const line of response.headers.getSetCookie()) answer.append('set-cookie', line);
      return new Response(response.status === 204 ? null : await response.text(), { status: response.status, headers: answer });
    }),
  );
}

const cartCookie = () => /(?:^|;\s*)bc_cartId=([^;]+)/.exec(document.cookie)?.[1] ?? null;

beforeEach(() => {
  resetCartState();
  requests.length = 0;
  installFetch(forwardingHandlers);
});

afterEach(async () => {
  // The library's swr deduplicates a key's requests for 2 s; let that pass so the next test fetches afresh.
  await act(() => new Promise((resolve) => setTimeout(resolve, 2100)));
});

/* ------------------------------------------------------------------ the library's hooks, as they are */

function VendorCart() {
  const { data, error } = useVendorCart(CART_INPUT);
  const addItem = useVendorAddItem(CART_INPUT);
  const firstLine = data?.line_items.physical_items[0];
  // The library memoizes the item it is given first; passing `id` on each call is the documented way round it.
  const updateItem = useVendorUpdateItem(firstLine!, CART_INPUT);
  const removeItem = useVendorRemoveItem(undefined, CART_INPUT);
  const [failure, setFailure] = useState('');
  const run = (action: () => Promise<unknown>) => () => {
    setFailure('');
    action().catch((reason: Error) => setFailure(reason.message));
  };
  const lines = data?.line_items.physical_items ?? [];
  return (
    <div>
      <p data-testid="state">{data === undefined ? (error ? 'error' : 'loading') : data === null ? 'no cart' : `cart ${data.id}`}</p>
      <ul>
        {lines.map((line) => (
          <li key={line.id} data-testid="line">
            {line.variant_id} x {line.quantity}
          </li>
        ))}
      </ul>
      <p data-testid="amount">{data ? data.cart_amount.toFixed(2) : ''}</p>
      <button type="button" onClick={run(() => addItem({ ...WPI_CHOC, quantity: 2 }))}>
        Add chocolate
      </button>
      <button type="button" onClick={run(() => addItem({ ...WPI_VAN, quantity: 1 }))}>
        Add vanilla
      </button>
      <button type="button" onClick={run(() => addItem({ ...WPI_VAN, quantity: 50 }))}>
        Add too many
      </button>
      <button type="button" onClick={run(() => updateItem({ id: lines[0].id, productId: lines[0].product_id, variantId: lines[0].variant_id, quantity: 5 }))}>
        Update first
      </button>
      <button type="button" onClick={run(() => removeItem({ id: lines[lines.length - 1].id }))}>
        Remove last
      </button>
      <p role="alert">{failure}</p>
    </div>
  );
}

const lineTexts = () => screen.queryAllByTestId('line').map((line) => line.textContent);

describe("storefront-data-hooks' own hooks against the real cart route", () => {
  it('add, update and remove go through, and the bc_cartId cookie is set, sent and cleared', async () => {
    const user = userEvent.setup();
    const view = render(<VendorCart />, { wrapper: Providers });
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('no cart'));
    // No cookie, no cart: the library does not even ask.
    expect(requests).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Add chocolate' }));
    await waitFor(() => expect(lineTexts()).toEqual(['10101 x 2']));
    const cartId = cartCookie();
    expect(cartId).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByTestId('state')).toHaveTextContent(`cart ${cartId}`);
    expect(screen.getByTestId('amount')).toHaveTextContent('99.80');

    await user.click(screen.getByRole('button', { name: 'Add vanilla' }));
    await waitFor(() => expect(lineTexts()).toEqual(['10101 x 2', '10102 x 1']));
    // The second add went to the same cart: the cookie was sent.
    const posts = requests.filter((request) => request.method === 'POST');
    expect(posts).toHaveLength(2);
    expect(posts[1].cookie).toContain(`bc_cartId=${cartId}`);

    await user.click(screen.getByRole('button', { name: 'Update first' }));
    await waitFor(() => expect(lineTexts()).toEqual(['10101 x 5', '10102 x 1']));
    expect(screen.getByTestId('amount')).toHaveTextContent('299.40');

    await user.click(screen.getByRole('button', { name: 'Remove last' }));
    await waitFor(() => expect(lineTexts()).toEqual(['10101 x 5']));

    // A refused add (only 3 in stock) answers the route's message; the cart stays as it was.
    await user.click(screen.getByRole('button', { name: 'Add too many' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/in stock/));
    expect(lineTexts()).toEqual(['10101 x 5']);

    expect(requests.map((request) => `${request.method} ${request.status}`)).toEqual(['POST 200', 'POST 200', 'PUT 200', 'DELETE 200', 'POST 409']);
    // The cached cart was replaced from each answer: no GET after the mutations.
    expect(requests.some((request) => request.method === 'GET')).toBe(false);

    // The database holds what the page shows.
    const stored = await (await getCommerce()).getCart(cartId!);
    expect(stored?.lineItems.physicalItems.map((line) => [line.variantId, line.quantity])).toEqual([[10101, 5]]);

    // Removing the last line deletes the cart, and the route clears the cookie.
    await user.click(screen.getByRole('button', { name: 'Remove last' }));
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('no cart'));
    expect(cartCookie()).toBeNull();
    view.unmount();
  });

  it('a fresh page finds the cart by the cookie alone', async () => {
    const created = await (await getCommerce()).addCartItem(null, { ...WPI_CHOC, quantity: 3 });
    document.cookie = `bc_cartId=${created.id}; path=/`;
    render(<VendorCart />, { wrapper: Providers });
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent(`cart ${created.id}`));
    expect(lineTexts()).toEqual(['10101 x 3']);
    expect(requests).toEqual([expect.objectContaining({ method: 'GET', status: 200, cookie: expect.stringContaining(`bc_cartId=${created.id}`) })]);
  });

  it('a stale cookie gives no cart and is cleared', async () => {
    document.cookie = 'bc_cartId=0b7d4a4e-1c1e-4d7a-9a57-5f1f2c3d4e5f; path=/';
    render(<VendorCart />, { wrapper: Providers });
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('no cart'));
    expect(cartCookie()).toBeNull();
  });
});

/* ------------------------------------------------------------------ our wrappers, on the same stack */

function OurLine({ line }: { line: CartLineItem }) {
  const updateItem = useUpdateItem(line);
  const removeItem = useRemoveItem();
  return (
    <li data-testid="line">
      {line.variantId} x {line.quantity}
      <button type="button" onClick={() => void updateItem({ quantity: line.quantity + 1 }).catch(() => {})}>
        More of {line.variantId}
      </button>
      <button type="button" onClick={() => void removeItem({ id: line.id })}>
        Remove {line.variantId}
      </button>
    </li>
  );
}

function OurCart() {
  const { cart, isLoading } = useCart();
  const count = cartCount(cart);
  const addItem = useAddToCart();
  const { customer } = useCustomer();
  const [customerId, setCustomerId] = useState('');
  return (
    <div>
      <p data-testid="customer">{customer ? `signed in as ${customer.entityId}` : 'guest'}</p>
      <p data-testid="state">{isLoading ? 'loading' : cart ? `count ${count}` : 'no cart'}</p>
      <p data-testid="owner">{customerId}</p>
      <ul>
        {[...(cart?.lineItems.physicalItems ?? [])].map((line) => (
          <OurLine key={line.id} line={line} />
        ))}
      </ul>
      <button type="button" onClick={() => void addItem({ ...WPI_CHOC, productUrl: '/products/whey-protein-isolate' }).then((added) => setCustomerId(String(added.customerId)))}>
        Add
      </button>
    </div>
  );
}

describe('our cart hooks against the real routes', () => {
  it('add, debounced update and remove, with the count following; a guest cart is attached once the shopper signs in', async () => {
    const user = userEvent.setup();
    // A guest adds.
    const guest = render(<OurCart />, { wrapper: Providers });
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('no cart'));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.getByTestId('owner')).toHaveTextContent('0'));
    expect(screen.getByTestId('state')).toHaveTextContent('count 1');
    guest.unmount();

    // The shopper signs in (a session cookie) and adds again: the guest cart is attached to them.
    const customer = await (await getCommerce()).createCustomer({
      email: 'sam@example.com',
      password: 'Str0ng!pass',
      firstName: 'Sam',
      lastName: 'Lee',
      phone: '',
      company: '',
      addresses: [],
    });
    for (const [name, value] of Object.entries(await sessionCookie({ customerId: customer.entityId }))) document.cookie = `${name}=${value}; path=/`;
    render(<OurCart />, { wrapper: Providers });
    await waitFor(() => expect(screen.getByTestId('customer')).toHaveTextContent(`signed in as ${customer.entityId}`));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.getByTestId('owner')).toHaveTextContent(String(customer.entityId)));
    expect(screen.getByTestId('state')).toHaveTextContent('count 2');
    expect(requests.filter((request) => request.path === '/api/cart/add-customer-id').map((request) => request.status)).toEqual([200]);
    expect((await (await getCommerce()).getCart(cartCookie()!))?.customerId).toBe(customer.entityId);

    // Quick clicks on "more": each reads the line as cached (2), so each asks for 3; one PUT after the debounce.
    const more = screen.getByRole('button', { name: 'More of 10101' });
    await user.click(more);
    await user.click(more);
    await user.click(more);
    expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(0);
    await act(() => new Promise((resolve) => setTimeout(resolve, UPDATE_DEBOUNCE_MS + 300)));
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('count 3'));
    expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Remove 10101' }));
    await waitFor(() => expect(screen.getByTestId('state')).toHaveTextContent('no cart'));
    expect(requests.filter((request) => request.path === '/api/bigcommerce/cart').map((request) => request.method)).toEqual(['POST', 'POST', 'PUT', 'DELETE']);
  });
});
