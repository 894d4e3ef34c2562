/** @jest-environment ./tests/support/msw-jsdom-environment.ts */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CartRuntime from '@/components/cart/CartRuntime';
import PanelOpeners from '@/tests/support/cart/PanelOpeners';
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

const routerEvents = { on: jest.fn(), off: jest.fn() };
jest.mock('next/router', () => ({ useRouter: () => ({ pathname: '/', asPath: '/', events: routerEvents }) }));

let server: FakeCartServer;

beforeEach(() => {
  startFakeClock();
  resetCartState();
  server = createCartServer();
  installFetch(() => server.handlers);
});

afterEach(stopFakeClock);

function setup() {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderWithProviders(
    <>
      <PanelOpeners />
      <CartRuntime />
    </>,
  );
  return user;
}

const cartDialog = () => document.getElementById('cart-panel') as HTMLDialogElement;

describe('cart panel', () => {
  it('opens from its opener, moves focus in, and closes with Escape, giving focus back', async () => {
    const user = setup();
    await settle();
    expect(cartDialog()).not.toHaveAttribute('open');
    const opener = screen.getByRole('button', { name: 'Cart' });
    await user.click(opener);
    expect(cartDialog()).toHaveAttribute('open');
    const panel = screen.getByRole('dialog', { name: 'Your current cart' });
    expect(panel).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(cartDialog()).not.toHaveAttribute('open');
    expect(opener).toHaveFocus();
  });

  it('closes on a backdrop click and with its close button, not on a click inside', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Cart' }));
    await user.click(within(cartDialog()).getByRole('heading', { name: 'Your current cart' }));
    expect(cartDialog()).toHaveAttribute('open');
    await user.click(cartDialog());
    expect(cartDialog()).not.toHaveAttribute('open');
    await user.click(screen.getByRole('button', { name: 'Cart' }));
    await user.click(within(cartDialog()).getByRole('button', { name: 'Close cart' }));
    expect(cartDialog()).not.toHaveAttribute('open');
  });

  it("says 'Nothing in your cart' when there is no cart", async () => {
    const user = setup();
    await settle();
    await user.click(screen.getByRole('button', { name: 'Cart' }));
    expect(await within(cartDialog()).findByText('Nothing in your cart')).toBeInTheDocument();
    expect(within(cartDialog()).queryByRole('link', { name: 'Checkout' })).not.toBeInTheDocument();
  });

  it('lists the lines with their options, the sub total, View Cart and Checkout', async () => {
    server.seed([
      { productId: WHEY.id, variantId: 11, quantity: 2 },
      { productId: WHEY.id, variantId: 13, quantity: 1 },
    ]);
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Cart' }));
    const panel = within(cartDialog());
    const lines = await panel.findAllByTestId('cart-line');
    expect(lines).toHaveLength(2);
    expect(within(lines[0]).getByRole('link', { name: 'Whey Protein Isolate' })).toHaveAttribute('href', '/products/whey-protein-isolate?variant=11');
    expect(within(lines[0]).getByText('Flavour: Chocolate')).toBeInTheDocument();
    expect(within(lines[0]).getByText('Package Size: 1kg')).toBeInTheDocument();
    expect(within(lines[0]).getByRole('spinbutton', { name: /^Quantity of Whey Protein Isolate \(/ })).toHaveValue(2);
    expect(panel.getByTestId('cart-subtotal')).toHaveTextContent('$209.70');
    expect(panel.getByRole('link', { name: 'View Cart' })).toHaveAttribute('href', '/cart');
    expect(panel.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/checkout');
  });

  it('removes a line: quantity 0 with a loading indicator, then the cart refreshes from the answer', async () => {
    server.seed([
      { productId: WHEY.id, variantId: 11, quantity: 2 },
      { productId: WHEY.id, variantId: 13, quantity: 1 },
    ]);
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Cart' }));
    const panel = within(cartDialog());
    const [first] = await panel.findAllByTestId('cart-line');
    // Hold the DELETE answer to see the in-between state.
    const release = server.holdNext('DELETE');
    await user.click(within(first).getByRole('button', { name: /^Remove Whey Protein Isolate \(/ }));
    expect(first).toHaveAttribute('aria-busy', 'true');
    expect(within(first).getByRole('status')).toHaveTextContent('Removing Whey Protein Isolate');
    expect(within(first).getByRole('spinbutton')).toHaveValue(0);
    await act(async () => release());
    await waitFor(() => expect(panel.getAllByTestId('cart-line')).toHaveLength(1));
    expect(server.requests.filter((request) => request.method === 'DELETE')).toHaveLength(1);
    expect(panel.getByTestId('cart-subtotal')).toHaveTextContent('$109.90');
  });

  it("removing the last line by keyboard leaves the focus on 'Nothing in your cart', inside the panel", async () => {
    server.seed([{ productId: WHEY.id, variantId: 11, quantity: 1 }]);
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Cart' }));
    const panel = within(cartDialog());
    const [line] = await panel.findAllByTestId('cart-line');
    within(line).getByRole('button', { name: /^Remove Whey Protein Isolate \(/ }).focus();
    await user.keyboard('{Enter}');
    const empty = await panel.findByText('Nothing in your cart');
    await waitFor(() => expect(empty).toHaveFocus());
  });

  it("an empty panel opened as it is does not take the focus to 'Nothing in your cart'", async () => {
    const user = setup();
    await settle();
    await user.click(screen.getByRole('button', { name: 'Cart' }));
    const empty = await within(cartDialog()).findByText('Nothing in your cart');
    expect(empty).not.toHaveFocus();
    expect(empty).not.toHaveAttribute('tabindex');
  });

  it('removes a gift certificate by its id', async () => {
    server.seed(
      [{ productId: WHEY.id, variantId: 11, quantity: 1 }],
      [{ id: 'gc-7', name: '$50 Gift Certificate', amountCents: 5000, recipient: { name: 'Sam', email: 's@example.com' }, sender: { name: '', email: '' }, message: '', theme: '' }],
    );
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Cart' }));
    const panel = within(cartDialog());
    const certificate = await panel.findByTestId('cart-gift-certificate');
    // The recipient's email shows with the name, and a drawing of a certificate stands where a product's photo is.
    expect(certificate).toHaveTextContent('To: Sam (s@example.com)');
    expect(certificate.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    expect(certificate.querySelector('span[aria-hidden="true"]:empty')).toBeNull();
    await user.click(within(certificate).getByRole('button', { name: /^Remove \$50 Gift Certificate for / }));
    await waitFor(() => expect(panel.queryByTestId('cart-gift-certificate')).not.toBeInTheDocument());
    expect(server.requests.find((request) => request.method === 'DELETE')?.body).toEqual({ giftCertificateId: 'gc-7' });
  });
});

describe('free-shipping progress in the cart panel', () => {
  it('says how far the cart is from free shipping, by the checkout rates, and updates as the cart changes', async () => {
    server.seed([{ productId: WHEY.id, variantId: 11, quantity: 1 }]);
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Cart' }));
    const panel = within(cartDialog());
    // $99.00 threshold - $49.90 in the cart.
    expect(await panel.findByText('$49.10 away from free shipping')).toBeInTheDocument();
    expect(panel.getByTestId('free-shipping').querySelector('progress')).toHaveAttribute('value', '50');
    await user.click(panel.getByRole('button', { name: /^Remove Whey Protein Isolate \(/ }));
    await waitFor(() => expect(panel.queryByTestId('free-shipping')).not.toBeInTheDocument());
  });

  it("says 'You've got free shipping' at or over the threshold", async () => {
    server.shippingRates = { flatRateCents: 995, freeOverCents: 4990 };
    server.seed([{ productId: WHEY.id, variantId: 11, quantity: 1 }]);
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Cart' }));
    expect(await within(cartDialog()).findByText("You've got free shipping")).toBeInTheDocument();
  });

  it('shows nothing when the rates cannot be loaded, or when nothing in the cart ships', async () => {
    server.shippingRates = null;
    server.seed([{ productId: WHEY.id, variantId: 11, quantity: 1 }]);
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Cart' }));
    const panel = within(cartDialog());
    await panel.findByTestId('cart-subtotal');
    await settle();
    expect(panel.queryByTestId('free-shipping')).not.toBeInTheDocument();
  });
});

describe('cart panel, a line another tab already removed', () => {
  it("Remove reads the cart again: the line goes, the sub total is right and the shop's message shows in the panel", async () => {
    const [gone] = server.seed([
      { productId: WHEY.id, variantId: 11, quantity: 1 },
      { productId: WHEY.id, variantId: 13, quantity: 1 },
    ]).lineItems.physicalItems;
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Cart' }));
    const panel = within(cartDialog());
    const [line, kept] = await panel.findAllByTestId('cart-line');
    // Another tab's Remove, past this page's data.
    await act(async () => {
      await fetch('/api/bigcommerce/cart', { method: 'DELETE', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ itemId: gone.id }) });
    });
    await user.click(within(line).getByRole('button', { name: /^Remove Whey Protein Isolate \(/ }));
    await waitFor(() => expect(panel.getAllByTestId('cart-line')).toEqual([kept]));
    expect(panel.getByTestId('cart-subtotal')).toHaveTextContent('$109.90');
    expect(panel.getByRole('alert')).toHaveTextContent('That item is not in your cart.');
  });
});
