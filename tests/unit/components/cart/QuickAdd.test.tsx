/** @jest-environment ./tests/support/msw-jsdom-environment.ts */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CartRuntime from '@/components/cart/CartRuntime';
import QuickAdd, { isVariantAvailable, quickAddVariants } from '@/components/cart/QuickAdd';
import HitQuickAdd from '@/components/search/HitQuickAdd';
import type { ProductHit } from '@/components/search/hit-types';
import PanelOpeners from '@/tests/support/cart/PanelOpeners';
import {
  CREATINE,
  createCartServer,
  installFetch,
  LIMITED,
  makeProduct,
  makeVariant,
  renderWithProviders,
  resetCartState,
  settle,
  STACK,
  startFakeClock,
  stopFakeClock,
  WHEY,
  type FakeCartServer,
} from '@/tests/support/cart/cart-test-utils';
import type { ComponentProps, ReactElement } from 'react';

jest.mock('next/router', () => ({ useRouter: () => ({ pathname: '/', asPath: '/', events: { on: jest.fn(), off: jest.fn() } }) }));

let server: FakeCartServer;

beforeEach(() => {
  startFakeClock();
  resetCartState();
  server = createCartServer();
  installFetch(() => server.handlers);
});

afterEach(stopFakeClock);

function setup(product: ComponentProps<typeof QuickAdd>['product'] | ReactElement) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderWithProviders(
    <>
      <PanelOpeners />
      <article data-testid="card">{'id' in product ? <QuickAdd product={product} /> : product}</article>
      <CartRuntime />
    </>,
  );
  return { user, card: within(screen.getByTestId('card')) };
}

const posts = () => server.requests.filter((request) => request.method === 'POST');

const cartDialog = () => document.getElementById('cart-panel') as HTMLDialogElement;
/** What the cart panel's alert regions say (the empty ones left out). */
const panelAlerts = () => within(cartDialog()).getAllByRole('alert').flatMap((alert) => (alert.textContent ? [alert.textContent] : []));
const recentDialog = () => document.getElementById('recent-panel') as HTMLDialogElement;

describe('quick add visibility', () => {
  it('offers the first 3 variants that have options, labelled by their option values', async () => {
    const { card } = setup(WHEY);
    await settle();
    const group = card.getByRole('group', { name: 'Quick add' });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Add Whey Protein Isolate, Chocolate / 1kg',
      'Add Whey Protein Isolate, Vanilla / 1kg (sold out)',
      'Add Whey Protein Isolate, Chocolate / 2.5kg',
    ]);
    // The card owns the one 'Choose options' link; quick add has none of its own.
    expect(card.queryByRole('link', { name: /Choose options/ })).toBeNull();
  });

  it('shows a sold-out variant disabled: never offered and then refused', async () => {
    const { user, card } = setup(WHEY);
    const soldOut = card.getByRole('button', { name: /Vanilla \/ 1kg/ });
    expect(soldOut).toBeDisabled();
    expect(soldOut).toHaveTextContent('(sold out)');
    await user.click(soldOut);
    await settle();
    expect(server.requests.filter((request) => request.method === 'POST')).toHaveLength(0);
    expect(cartDialog()).not.toHaveAttribute('open');
    // A variant known only as not purchasable is sold out too; unknown stock (search hits) counts as available.
    expect(isVariantAvailable({ id: 1, options: [], purchasable: false })).toBe(false);
    expect(isVariantAvailable({ id: 1, options: [], inventory: 0 })).toBe(false);
    expect(isVariantAvailable({ id: 1, options: [] })).toBe(true);
  });

  it('skips variants without options', () => {
    const mixed = makeProduct({
      id: 9,
      slug: 'mixed',
      name: 'Mixed',
      variants: [makeVariant({ id: 90 }), ...[1, 2, 3, 4].map((n) => makeVariant({ id: 90 + n, options: [{ name: 'Size', value: `${n}kg` }] }))],
    });
    expect(quickAddVariants(mixed).map((variant) => variant.id)).toEqual([91, 92, 93]);
  });

  it('is hidden when no variant has options (renders nothing)', async () => {
    const { card } = setup(CREATINE);
    await settle();
    expect(card.queryByRole('group', { name: 'Quick add' })).not.toBeInTheDocument();
    expect(card.queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByTestId('card')).toBeEmptyDOMElement();
  });

  it("is hidden when the title contains 'stack'", async () => {
    const { card } = setup(STACK);
    await settle();
    expect(card.queryAllByRole('button')).toHaveLength(0);
  });

  it("is hidden when the url contains 'stack'", () => {
    const byUrl = makeProduct({ id: 8, slug: 'protein-stack-pack', name: 'Protein Pack', variants: [makeVariant({ id: 81, options: [{ name: 'Flavour', value: 'Mocha' }] })] });
    expect(quickAddVariants(byUrl)).toEqual([]);
    expect(quickAddVariants({ ...byUrl, slug: 'protein-pack', url: '/products/STACKED-pack' })).toEqual([]);
    expect(quickAddVariants({ ...byUrl, slug: 'protein-pack' })).toHaveLength(1);
  });
});

describe('quick add', () => {
  it('adds 1 of the variant: the cart panel opens with a placeholder while Adding, the recent panel closes', async () => {
    const { user, card } = setup(WHEY);
    await user.click(screen.getByRole('button', { name: 'Recent' }));
    expect(recentDialog()).toHaveAttribute('open');
    await user.click(screen.getByRole('button', { name: 'Recent' }));
    const release = server.holdNext('POST');
    await user.click(card.getByRole('button', { name: /Chocolate \/ 2\.5kg/ }));
    expect(recentDialog()).not.toHaveAttribute('open');
    expect(cartDialog()).toHaveAttribute('open');
    expect(screen.getByTestId('adding-status')).toHaveTextContent('Adding');
    expect(within(cartDialog()).getByTestId('cart-adding')).toBeInTheDocument();
    expect(card.getByRole('button', { name: /Chocolate \/ 1kg/ })).toHaveAttribute('aria-disabled', 'true');
    await act(async () => release());
    await waitFor(() => expect(screen.getByTestId('adding-status')).toHaveTextContent('Added'));
    expect(within(cartDialog()).queryByTestId('cart-adding')).not.toBeInTheDocument();
    const [line] = within(cartDialog()).getAllByTestId('cart-line');
    expect(line).toHaveTextContent('Package Size: 2.5kg');
    expect(server.requests.find((request) => request.method === 'POST')?.body).toEqual({ item: { productId: 1, variantId: 13, quantity: 1 }, locale: 'en-us' });
  });

  it("shows the failure message with a link to the product page when the add fails", async () => {
    // The listing still showed Vanilla 1kg in stock when it sold out: the add is refused.
    const stale = { ...WHEY, variants: WHEY.variants.map((variant) => (variant.id === 12 ? { ...variant, inventory: 5 } : variant)) };
    const { user, card } = setup(stale);
    await user.click(card.getByRole('button', { name: /Vanilla \/ 1kg/ }));
    await waitFor(() => expect(screen.getByTestId('adding-status')).toHaveTextContent('Failed'));
    const message = "We couldn't add that to your cart. Check the Whey Protein Isolate page to see if stock is available";
    expect(card.getByRole('alert')).toHaveTextContent(message);
    expect(within(card.getByRole('alert')).getByRole('link', { name: 'Whey Protein Isolate' })).toHaveAttribute('href', '/products/whey-protein-isolate');
    // The cart panel (the cart dialog) says it too.
    expect(panelAlerts()).toEqual([message]);
  });

  it("adds the product's minimum per order, which its label and buttons say, by script and in the form posted without it", async () => {
    const { user, card } = setup(LIMITED);
    expect(card.getByRole('group', { name: 'Quick add (minimum 2)' })).toBeInTheDocument();
    const button = card.getByRole('button', { name: 'Add 2 of Limited Edition Bar, Cookies' });
    // What the browser posts without JavaScript (or before hydration): the button's variant and the minimum.
    expect(button.closest('form')?.querySelector('input[name="quantity"]')).toHaveValue('2');
    await user.click(button);
    await waitFor(() => expect(screen.getByTestId('adding-status')).toHaveTextContent('Added'));
    expect(posts().map((request) => request.body)).toEqual([{ item: { productId: 4, variantId: 41, quantity: 2 }, locale: 'en-us' }]);
    expect(within(cartDialog()).getByRole('spinbutton', { name: /^Quantity of Limited Edition Bar/ })).toHaveValue(2);
    expect(card.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("takes the minimum from a search hit's record", async () => {
    const hit = { objectID: 'product-4', productId: 4, slug: LIMITED.slug, title: LIMITED.name, minQuantity: 2, maxQuantity: 5, variants: [{ variantId: 41, options: LIMITED.variants[0].options, inStock: true }] };
    const { user, card } = setup(<HitQuickAdd hit={hit as unknown as ProductHit} />);
    await user.click(card.getByRole('button', { name: 'Add 2 of Limited Edition Bar, Cookies' }));
    await waitFor(() => expect(screen.getByTestId('adding-status')).toHaveTextContent('Added'));
    expect(posts()[0].body).toMatchObject({ item: { productId: 4, variantId: 41, quantity: 2 } });
  });

  it("says the shop's limit, not a stock problem, when the shop refuses the quantity (a record synced before it carried the minimum)", async () => {
    const { minQuantity: _min, maxQuantity: _max, ...withoutLimits } = LIMITED;
    const { user, card } = setup(withoutLimits);
    await user.click(card.getByRole('button', { name: 'Add Limited Edition Bar, Cookies' }));
    await waitFor(() => expect(screen.getByTestId('adding-status')).toHaveTextContent('Failed'));
    const message = 'You can only purchase a minimum of 2 of Limited Edition Bar per order';
    expect(card.getByRole('alert')).toHaveTextContent(message);
    // The cart panel says the same.
    expect(panelAlerts()).toEqual([message]);
    expect(screen.queryByText(/see if stock is available/)).not.toBeInTheDocument();
  });

  it("checks the product's maximum before any request, counting what the cart holds", async () => {
    server.seed([{ productId: LIMITED.id, variantId: 41, quantity: 4 }]);
    const { user, card } = setup(LIMITED);
    // The cart (4 in it already) has loaded.
    await user.click(screen.getByRole('button', { name: 'Cart' }));
    expect(await within(cartDialog()).findByTestId('cart-line')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(card.getByRole('button', { name: /Cookies/ }));
    expect(await card.findByRole('alert')).toHaveTextContent('You can only purchase a maximum of 5 of Limited Edition Bar per order');
    expect(posts()).toHaveLength(0);
    expect(cartDialog()).not.toHaveAttribute('open');
  });
});
