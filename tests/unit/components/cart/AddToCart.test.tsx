/** @jest-environment ./tests/support/msw-jsdom-environment.ts */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Product, ProductVariant } from '@/lib/commerce/types';
import { quantityLimitMessage } from '@/lib/commerce/cart-limits';
import AddToCart from '@/components/cart/AddToCart';
import CartRuntime from '@/components/cart/CartRuntime';
import PanelOpeners from '@/tests/support/cart/PanelOpeners';
import {
  createCartServer,
  installFetch,
  LIMITED,
  renderWithProviders,
  resetCartState,
  settle,
  startFakeClock,
  stopFakeClock,
  WHEY,
  type FakeCartServer,
} from '@/tests/support/cart/cart-test-utils';

jest.mock('next/router', () => ({ useRouter: () => ({ pathname: '/', asPath: '/', events: { on: jest.fn(), off: jest.fn() } }) }));

let server: FakeCartServer;

beforeEach(() => {
  startFakeClock();
  resetCartState();
  server = createCartServer();
  installFetch(() => server.handlers);
});

afterEach(stopFakeClock);

function setup(product: Product, variant: ProductVariant | null) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderWithProviders(
    <>
      <PanelOpeners />
      <AddToCart product={product} variant={variant} formId="add-to-cart-test" />
      <CartRuntime />
    </>,
  );
  return user;
}

const posts = () => server.requests.filter((request) => request.method === 'POST');
const cartDialog = () => document.getElementById('cart-panel') as HTMLDialogElement;

describe('quantity limits', () => {
  it('builds the spec messages, with the product name or "this product"', () => {
    expect(quantityLimitMessage({ inCart: 4, quantity: 2, maxQuantity: 5, productName: 'Bar' })).toBe('You can only purchase a maximum of 5 of Bar per order');
    expect(quantityLimitMessage({ inCart: 0, quantity: 1, minQuantity: 2, productName: '' })).toBe('You can only purchase a minimum of 2 of this product per order');
    expect(quantityLimitMessage({ inCart: 9999, quantity: 1 })).toBe('You can only purchase a maximum of 9999 of this product per order');
    expect(quantityLimitMessage({ inCart: 1, quantity: 1, minQuantity: 2, maxQuantity: 5 })).toBeNull();
  });
});

describe('AddToCart', () => {
  it('adds the chosen quantity (default 1) and opens the cart panel', async () => {
    const user = setup(WHEY, WHEY.variants[0]);
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' });
    expect(quantity).toHaveValue(1);
    expect(quantity).toHaveAttribute('min', '1');
    expect(quantity).toHaveAttribute('max', '9999');
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(screen.getByTestId('adding-status')).toHaveTextContent('Added'));
    expect(posts()[0].body).toEqual({ item: { productId: 1, variantId: 11, quantity: 3 }, locale: 'en-us' });
    expect(cartDialog()).toHaveAttribute('open');
  });

  it('shows the maximum message counting the quantity already in the cart, before any request', async () => {
    server.seed([{ productId: LIMITED.id, variantId: 41, quantity: 4 }]);
    const user = setup(LIMITED, LIMITED.variants[0]);
    // The cart (4 in it already) has loaded.
    await user.click(screen.getByRole('button', { name: 'Cart' }));
    expect(await screen.findByTestId('cart-line')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' });
    expect(quantity).toHaveAttribute('max', '5');
    await user.clear(quantity);
    await user.type(quantity, '2');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You can only purchase a maximum of 5 of Limited Edition Bar per order');
    expect(posts()).toHaveLength(0);
    expect(screen.getByTestId('adding-status')).toHaveTextContent('None');
  });

  it('answers a single add over the maximum with the spec message, not the 9999 schema message', async () => {
    const user = setup(LIMITED, LIMITED.variants[0]);
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '10000');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You can only purchase a maximum of 5 of Limited Edition Bar per order');
    expect(posts()).toHaveLength(0);
  });

  it('answers 10000 of a product without its own maximum with the 9999 maximum, naming the product', async () => {
    const user = setup(WHEY, WHEY.variants[0]);
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '10000');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You can only purchase a maximum of 9999 of Whey Protein Isolate per order');
    expect(posts()).toHaveLength(0);
  });

  it("starts the quantity at the product's minimum per order, which is also the least the field takes", async () => {
    const user = setup(LIMITED, LIMITED.variants[0]);
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' });
    expect(quantity).toHaveValue(2);
    expect(quantity).toHaveAttribute('min', '2');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(screen.getByTestId('adding-status')).toHaveTextContent('Added'));
    expect(posts()[0].body).toEqual({ item: { productId: LIMITED.id, variantId: 41, quantity: 2 }, locale: 'en-us' });
  });

  it('shows the minimum message, before any request', async () => {
    const user = setup(LIMITED, LIMITED.variants[0]);
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '1');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You can only purchase a minimum of 2 of Limited Edition Bar per order');
    expect(posts()).toHaveLength(0);
  });

  it('rejects a quantity that is not a whole number of at least 1, before any request', async () => {
    const user = setup(WHEY, WHEY.variants[0]);
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '0');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The item quantity has to be a valid integer greater than 0.');
    expect(quantity).toHaveAttribute('aria-invalid', 'true');
    expect(posts()).toHaveLength(0);
  });

  it('is disabled for an out-of-stock variant', async () => {
    setup(WHEY, WHEY.variants[1]);
    await settle();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  });

  it('is disabled when the chosen options match no variant', async () => {
    setup(WHEY, null);
    await settle();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  });

  it('is inert while Adding, not disabled (it stays focusable for the panel to give the focus back): a second press adds nothing', async () => {
    const user = setup(WHEY, WHEY.variants[0]);
    const release = server.holdNext('POST');
    const button = screen.getByRole('button', { name: 'Add to cart' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toBeEnabled();
    await user.click(button);
    expect(posts()).toHaveLength(1);
    await act(async () => release());
    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
  });

  it("shows the shop's reason when it refuses the add, under the quantity", async () => {
    // Stock ran out after the page was built: the page still offers the variant, the server refuses it.
    const stale = { ...WHEY.variants[1], inventory: 5 };
    const user = setup(WHEY, stale);
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(screen.getByTestId('adding-status')).toHaveTextContent('Failed'));
    expect(screen.getByRole('alert')).toHaveTextContent(`Sorry, ${WHEY.name} is out of stock.`);
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveAccessibleDescription(`Sorry, ${WHEY.name} is out of stock.`);
    expect(cartDialog()).not.toHaveAttribute('open');
  });

  it('sets Failed silently when no answer comes', async () => {
    const user = setup(WHEY, WHEY.variants[0]);
    installFetch(() => []);
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(screen.getByTestId('adding-status')).toHaveTextContent('Failed'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(cartDialog()).not.toHaveAttribute('open');
  });
});
