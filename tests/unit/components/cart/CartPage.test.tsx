/** @jest-environment ./tests/support/msw-jsdom-environment.ts */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CartPageContent from '@/components/cart/CartPageContent';
import { UPDATE_DEBOUNCE_MS } from '@/hooks/use-update-item';
import { dropCartSeed, takeCartSeed } from '@/lib/browser/cart-seed';
import { toWireCart } from '@/lib/commerce/cart-wire';
import {
  createCartServer,
  installFetch,
  renderWithProviders,
  resetCartState,
  settle,
  startFakeClock,
  stopFakeClock,
  WHEY,
  type FakeCartServer,
} from '@/tests/support/cart/cart-test-utils';

let server: FakeCartServer;

beforeEach(() => {
  startFakeClock();
  resetCartState();
  server = createCartServer();
  installFetch(() => server.handlers);
});

afterEach(async () => {
  dropCartSeed();
  await stopFakeClock();
});

const writes = () => server.requests.filter((request) => request.method !== 'GET');

/** The page's content as the server renders it: with the cart the fake server holds now (the cookie's cart). */
function setup() {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const cart = server.cart();
  renderWithProviders(<CartPageContent cart={cart ? toWireCart(cart) : null} shippingRates={{ flatRateCents: 995, freeOverCents: 9900 }} />);
  return user;
}

describe('cart page', () => {
  it("shows 'Uh oh! Your cart is empty' with the four suggestions and 'Continue shopping' when empty", async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'Uh oh! Your cart is empty' })).toBeInTheDocument();
    const empty = within(screen.getByTestId('empty-cart'));
    expect(within(empty.getByRole('list')).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/products/whey-protein-isolate',
      '/products/whey-protein-concentrate',
      '/products/earth-protein',
      '/products/hcp',
    ]);
    expect(empty.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
  });

  it('shows the lines, the sub total, the GST it includes (1/11) and Checkout', async () => {
    server.seed([
      { productId: WHEY.id, variantId: 11, quantity: 2 },
      { productId: WHEY.id, variantId: 13, quantity: 1 },
    ]);
    setup();
    expect(await screen.findAllByTestId('cart-line')).toHaveLength(2);
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('$209.70');
    expect(screen.getByText('GST included')).toBeInTheDocument();
    expect(screen.getByTestId('cart-gst')).toHaveTextContent('$19.06');
    expect(screen.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');
  });

  it('debounces the stepper: several quick clicks send one PUT 500 ms after the last', async () => {
    const seeded = server.seed([{ productId: WHEY.id, variantId: 11, quantity: 1 }]);
    const user = setup();
    const line = await screen.findByTestId('cart-line');
    const increase = within(line).getByRole('button', { name: /^Increase quantity of Whey Protein Isolate \(/ });
    await user.click(increase);
    await user.click(increase);
    await user.click(increase);
    expect(within(line).getByRole('spinbutton')).toHaveValue(4);
    expect(writes()).toHaveLength(0);
    await act(async () => {
      jest.advanceTimersByTime(UPDATE_DEBOUNCE_MS);
    });
    await waitFor(() => expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('$199.60'));
    expect(writes()).toEqual([
      expect.objectContaining({ method: 'PUT', body: { itemId: seeded.lineItems.physicalItems[0].id, item: { productId: 1, variantId: 11, quantity: 4 } } }),
    ]);
  });

  it('refuses a typed negative quantity with a message, keeps the line and sends nothing', async () => {
    server.seed([{ productId: WHEY.id, variantId: 11, quantity: 1 }]);
    const user = setup();
    const line = await screen.findByTestId('cart-line');
    const field = within(line).getByRole('spinbutton', { name: /^Quantity of Whey Protein Isolate \(/ });
    await user.clear(field);
    await user.type(field, '-3');
    expect(await within(line).findByRole('alert')).toHaveTextContent('The quantity cannot be below 0. Type 0 to remove the item.');
    await act(async () => {
      jest.advanceTimersByTime(UPDATE_DEBOUNCE_MS * 2);
    });
    expect(writes()).toHaveLength(0);
    expect(screen.getByTestId('cart-line')).toBeInTheDocument();
    expect(field).toHaveValue(-3);
  });

  it('shows the update message for a typed quantity that is not a whole number, and sends nothing', async () => {
    server.seed([{ productId: WHEY.id, variantId: 11, quantity: 1 }]);
    const user = setup();
    const line = await screen.findByTestId('cart-line');
    const field = within(line).getByRole('spinbutton', { name: /^Quantity of Whey Protein Isolate \(/ });
    await user.clear(field);
    await user.type(field, '2.5');
    expect(await within(line).findByRole('alert')).toHaveTextContent('The item quantity has to be a valid integer.');
    await act(async () => {
      jest.advanceTimersByTime(UPDATE_DEBOUNCE_MS * 2);
    });
    expect(writes()).toHaveLength(0);
  });

  it('removes the last line and shows the empty cart', async () => {
    server.seed([{ productId: WHEY.id, variantId: 11, quantity: 1 }]);
    const user = setup();
    const line = await screen.findByTestId('cart-line');
    await user.click(within(line).getByRole('button', { name: /^Remove Whey Protein Isolate \(/ }));
    expect(await screen.findByRole('heading', { name: 'Uh oh! Your cart is empty' })).toBeInTheDocument();
    expect(writes().map((request) => request.method)).toEqual(['DELETE']);
  });
});

describe('cart page rendered with the server cart', () => {
  it('shows the lines at once and does not request the cart it was rendered with again', async () => {
    server.seed([{ productId: WHEY.id, variantId: 11, quantity: 2 }]);
    setup();
    expect(screen.getAllByTestId('cart-line')).toHaveLength(1);
    await settle();
    expect(screen.getByRole('spinbutton', { name: /^Quantity of Whey Protein Isolate \(/ })).toHaveValue(2);
    expect(server.requests.filter((request) => request.url.includes('/api/bigcommerce/cart'))).toEqual([]);
  });

  it('leaves no cart of its own behind for the next page when the cart had been read before it hydrated', async () => {
    server.seed([{ productId: WHEY.id, variantId: 11, quantity: 2 }]);
    const wire = toWireCart(server.cart()!);
    // The header's cart runtime read the cart first: the page's own read is answered from the cache, not the seed.
    const first = renderWithProviders(<CartPageContent cart={wire} shippingRates={{ flatRateCents: 995, freeOverCents: 9900 }} />);
    await settle();
    const page = renderWithProviders(<CartPageContent cart={wire} shippingRates={{ flatRateCents: 995, freeOverCents: 9900 }} />);
    await settle();
    // The shopper leaves for the checkout: its first read must go to the server (the cart may have changed since).
    page.unmount();
    first.unmount();
    expect(takeCartSeed()).toBeUndefined();
  });

  it('posts quantity and Remove as forms to the cart API (PUT and DELETE), with every field named', async () => {
    const seeded = server.seed([{ productId: WHEY.id, variantId: 11, quantity: 2 }]);
    setup();
    await settle();
    const lineId = seeded.lineItems.physicalItems[0].id;
    const quantityForm = screen.getByRole('spinbutton', { name: /^Quantity of Whey Protein Isolate \(/ }).closest('form')!;
    expect(quantityForm).toHaveAttribute('method', 'post');
    expect(quantityForm).toHaveAttribute('action', '/api/bigcommerce/cart');
    expect(quantityForm).toHaveFormValues({
      _method: 'PUT',
      _form: `cart-line-${lineId}`,
      itemId: lineId,
      'item.productId': '1',
      'item.variantId': '11',
      'item.quantity': 2,
    });
    const removeForm = screen.getByRole('button', { name: /^Remove Whey Protein Isolate \(/ }).closest('form')!;
    expect(removeForm).toHaveAttribute('method', 'post');
    expect(removeForm).toHaveAttribute('action', '/api/bigcommerce/cart');
    expect(removeForm).toHaveFormValues({ _method: 'DELETE', itemId: lineId });
  });

  it('removes a gift certificate with a form naming its id', async () => {
    server.seed([], [{ id: 'gc-1', name: '$25 Gift Certificate', amountCents: 2500, recipient: { name: 'Sam', email: 's@example.com' }, sender: { name: '', email: '' }, message: '', theme: '' }]);
    setup();
    await settle();
    const removeForm = screen.getByRole('button', { name: /^Remove \$25 Gift Certificate for / }).closest('form')!;
    expect(removeForm).toHaveAttribute('action', '/api/bigcommerce/cart');
    expect(removeForm).toHaveFormValues({ _method: 'DELETE', giftCertificateId: 'gc-1' });
  });
});

describe('a line another tab already removed', () => {
  const NOT_IN_CART = 'That item is not in your cart.';

  /** Another tab's Remove: the same cart (the cookie), sent past this page's data. */
  async function removeElsewhere(body: Record<string, string>) {
    await act(async () => {
      await fetch('/api/bigcommerce/cart', { method: 'DELETE', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    });
  }

  /** The cart's notice: the alert region above the cart, apart from the lines (which go) and the discount field. */
  const notice = () => screen.getAllByRole('alert').find((element) => !element.closest('[data-testid="cart-line"], [data-testid="discount-code"]'));

  function seedTwoLines() {
    return server.seed([
      { productId: WHEY.id, variantId: 11, quantity: 1 },
      { productId: WHEY.id, variantId: 13, quantity: 1 },
    ]).lineItems.physicalItems;
  }

  it("changing its quantity reads the cart again: the line goes, the totals are right, and the shop's message stays in the cart's notice until the cart changes", async () => {
    const [gone] = seedTwoLines();
    const user = setup();
    const [line, kept] = await screen.findAllByTestId('cart-line');
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('$159.80');
    await removeElsewhere({ itemId: gone.id });

    await user.click(within(line).getByRole('button', { name: /^Increase quantity of Whey Protein Isolate \(/ }));
    await act(async () => {
      jest.advanceTimersByTime(UPDATE_DEBOUNCE_MS);
    });
    await waitFor(() => expect(screen.getAllByTestId('cart-line')).toEqual([kept]));
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('$109.90');
    expect(notice()).toHaveTextContent(NOT_IN_CART);
    expect(server.requests.filter((request) => request.method === 'GET').length).toBeGreaterThan(0);

    // The next change of the cart takes the notice away.
    await user.click(within(kept).getByRole('button', { name: /^Increase quantity of Whey Protein Isolate \(/ }));
    await act(async () => {
      jest.advanceTimersByTime(UPDATE_DEBOUNCE_MS);
    });
    await waitFor(() => expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('$219.80'));
    expect(notice()).toBeEmptyDOMElement();
  });

  it('Remove reads the cart again: the line goes and the message stays', async () => {
    const [gone] = seedTwoLines();
    const user = setup();
    const [line, kept] = await screen.findAllByTestId('cart-line');
    await removeElsewhere({ itemId: gone.id });
    await user.click(within(line).getByRole('button', { name: /^Remove Whey Protein Isolate \(/ }));
    await waitFor(() => expect(screen.getAllByTestId('cart-line')).toEqual([kept]));
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('$109.90');
    expect(notice()).toHaveTextContent(NOT_IN_CART);
  });

  it('a gift certificate removed elsewhere goes the same way', async () => {
    server.seed(
      [{ productId: WHEY.id, variantId: 11, quantity: 1 }],
      [{ id: 'gc-1', name: '$25 Gift Certificate', amountCents: 2500, recipient: { name: 'Sam', email: 's@example.com' }, sender: { name: '', email: '' }, message: '', theme: '' }],
    );
    const user = setup();
    const remove = await screen.findByRole('button', { name: /^Remove \$25 Gift Certificate for / });
    await removeElsewhere({ giftCertificateId: 'gc-1' });
    await user.click(remove);
    await waitFor(() => expect(screen.queryByTestId('cart-gift-certificate')).not.toBeInTheDocument());
    expect(screen.getByTestId('cart-subtotal')).toHaveTextContent('$49.90');
    expect(notice()).toHaveTextContent('That gift certificate is not in your cart.');
  });

  it('the last line gone with the cart: the empty cart shows, with the message', async () => {
    const [only] = server.seed([{ productId: WHEY.id, variantId: 11, quantity: 1 }]).lineItems.physicalItems;
    const user = setup();
    const line = await screen.findByTestId('cart-line');
    // The other tab removed the last line: the cart went, and the cookie (shared by the tabs) with it.
    await removeElsewhere({ itemId: only.id });
    await user.click(within(line).getByRole('button', { name: /^Remove Whey Protein Isolate \(/ }));
    expect(await screen.findByRole('heading', { name: 'Uh oh! Your cart is empty' })).toBeInTheDocument();
    expect(notice()).toHaveTextContent('Your cart could not be found. It may have expired.');
  });
});

describe('free-shipping progress on the cart page', () => {
  it('shows how far the cart is from free shipping, then that it has free shipping once over the threshold', async () => {
    server.seed([{ productId: WHEY.id, variantId: 11, quantity: 1 }]);
    const user = setup();
    expect(await screen.findByText('$49.10 away from free shipping')).toBeInTheDocument();
    const quantity = screen.getByRole('spinbutton', { name: /^Quantity of Whey Protein Isolate \(/ });
    await user.clear(quantity);
    await user.type(quantity, '2');
    await act(async () => {
      jest.advanceTimersByTime(UPDATE_DEBOUNCE_MS);
    });
    // 2 x $49.90 = $99.80, over the $99.00 threshold.
    expect(await screen.findByText("You've got free shipping")).toBeInTheDocument();
  });

  it('shows it from the rates the page was rendered with, without asking for them again', async () => {
    server.seed([{ productId: WHEY.id, variantId: 11, quantity: 1 }]);
    // Were they asked for, the cart's $49.90 would be over this threshold.
    server.shippingRates = { flatRateCents: 995, freeOverCents: 4990 };
    setup();
    expect(await screen.findByText('$49.10 away from free shipping')).toBeInTheDocument();
    await settle();
    expect(screen.getByText('$49.10 away from free shipping')).toBeInTheDocument();
  });

  it('shows nothing for a cart with nothing to ship (gift certificates only)', async () => {
    server.seed([], [{ id: 'gc-1', name: '$25 Gift Certificate', amountCents: 2500, recipient: { name: 'Sam', email: 's@example.com' }, sender: { name: '', email: '' }, message: '', theme: '' }]);
    setup();
    expect(await screen.findByTestId('cart-gift-certificate')).toBeInTheDocument();
    expect(screen.queryByTestId('free-shipping')).not.toBeInTheDocument();
  });

  it('says nothing ships, not that shipping is calculated at checkout, for gift certificates alone', async () => {
    server.seed([], [{ id: 'gc-1', name: '$25 Gift Certificate', amountCents: 2500, recipient: { name: 'Sam', email: 's@example.com' }, sender: { name: '', email: '' }, message: '', theme: '' }]);
    setup();
    expect(await screen.findByText(/Nothing in your cart ships, so there is no shipping charge\./)).toBeInTheDocument();
    expect(screen.queryByText(/Shipping is calculated at checkout/)).not.toBeInTheDocument();
  });

  it('says shipping is calculated at checkout for a cart with something to ship', async () => {
    server.seed([{ productId: WHEY.id, variantId: 11, quantity: 1 }]);
    setup();
    expect(await screen.findByText(/Shipping is calculated at checkout\./)).toBeInTheDocument();
  });
});
