/** @jest-environment ./tests/support/msw-jsdom-environment.ts */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { RECENTLY_VIEWED_KEY, recordRecentlyViewed } from '@/hooks/use-recently-viewed';
import CartRuntime from '@/components/cart/CartRuntime';
import RecentlyViewedPanel from '@/components/cart/RecentlyViewedPanel';
import PanelOpeners from '@/tests/support/cart/PanelOpeners';
import {
  CREATINE,
  createCartServer,
  installFetch,
  Providers,
  renderWithProviders,
  settle,
  resetCartState,
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

const recentDialog = () => document.getElementById('recent-panel') as HTMLDialogElement;
const cartDialog = () => document.getElementById('cart-panel') as HTMLDialogElement;

describe('recently viewed panel', () => {
  it("says 'No recent items' when nothing was viewed", async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Recent' }));
    const panel = within(screen.getByRole('dialog', { name: 'Your recently viewed products' }));
    expect(panel.getByText('No recent items')).toBeInTheDocument();
  });

  it("says 'Error loading recent items' when the stored list is broken", async () => {
    window.localStorage.setItem(RECENTLY_VIEWED_KEY, '{broken');
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Recent' }));
    expect(within(recentDialog()).getByText('Error loading recent items')).toBeInTheDocument();
  });

  it('shows product cards (200x200) newest first, with quick add', async () => {
    recordRecentlyViewed(WHEY);
    recordRecentlyViewed(CREATINE);
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Recent' }));
    const panel = within(recentDialog());
    const cards = panel.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Creatine Monohydrate', 'Whey Protein Isolate']);
    const image = cards[1].querySelector('img');
    expect(image).toHaveAttribute('width', '200');
    expect(image).toHaveAttribute('height', '200');
    expect(within(cards[1]).getAllByRole('button', { name: /^Add Whey Protein Isolate/ })).toHaveLength(3);
  });

  it('closes with Escape and gives focus back to its opener', async () => {
    const user = setup();
    await settle();
    const opener = screen.getByRole('button', { name: 'Recent' });
    await user.click(opener);
    expect(recentDialog()).toHaveAttribute('open');
    expect(recentDialog()).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(recentDialog()).not.toHaveAttribute('open');
    expect(opener).toHaveFocus();
  });

  it('closes when a quick add in it opens the cart panel', async () => {
    recordRecentlyViewed(WHEY);
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Recent' }));
    await user.click(within(recentDialog()).getByRole('button', { name: /Chocolate \/ 1kg/ }));
    expect(recentDialog()).not.toHaveAttribute('open');
    expect(cartDialog()).toHaveAttribute('open');
    expect(await within(cartDialog()).findByTestId('cart-line')).toHaveTextContent('Whey Protein Isolate');
  });

  it('reads nothing on the server (no hydration mismatch)', () => {
    recordRecentlyViewed(WHEY);
    const html = renderToString(
      <Providers>
        <RecentlyViewedPanel />
      </Providers>,
    );
    expect(html).not.toContain('Whey Protein Isolate');
    expect(html).toContain('Your recently viewed products');
  });
});

describe('panels', () => {
  it('opening one closes the other', async () => {
    const user = setup();
    await settle();
    await user.click(screen.getByRole('button', { name: 'Cart' }));
    await waitFor(() => expect(cartDialog()).toHaveAttribute('open'));
    // The page behind a modal dialog is inert in a browser; here the opener is clicked directly.
    await user.click(screen.getByRole('button', { name: 'Recent' }));
    expect(cartDialog()).not.toHaveAttribute('open');
    expect(recentDialog()).toHaveAttribute('open');
  });
});
