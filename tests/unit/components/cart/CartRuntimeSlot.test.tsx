/** @jest-environment ./tests/support/msw-jsdom-environment.ts */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CartCount from '@/components/layout/CartCount';
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
import CartRuntimeSlot from '@/components/cart/CartRuntimeSlot';
import QuickAdd from '@/components/cart/QuickAdd';

jest.mock('next/router', () => ({ useRouter: () => ({ pathname: '/', asPath: '/', events: { on: jest.fn(), off: jest.fn() } }) }));

let server: FakeCartServer;
let fetchMock: jest.Mock;
let idle: (() => void)[];

beforeEach(() => {
  startFakeClock();
  resetCartState();
  server = createCartServer();
  fetchMock = installFetch(() => server.handlers);
  // The browser's idle callback, run by the test when it wants the page to be idle.
  idle = [];
  window.requestIdleCallback = jest.fn((callback: IdleRequestCallback) => idle.push(() => callback({ didTimeout: false, timeRemaining: () => 50 })));
  window.cancelIdleCallback = jest.fn();
});

afterEach(stopFakeClock);

const cartRequests = () => fetchMock.mock.calls.filter(([url]) => String(url).includes('/api/bigcommerce/cart'));
const cartDialog = () => document.getElementById('cart-panel') as HTMLDialogElement | null;
const runIdle = () => act(() => idle.splice(0).forEach((callback) => callback()));

function renderShop() {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderWithProviders(
    <>
      <PanelOpeners />
      <p data-testid="badge">
        <CartCount />
      </p>
      <QuickAdd product={WHEY} />
      <CartRuntimeSlot />
    </>,
  );
  return user;
}

describe('the cart runtime loads when it is needed', () => {
  it('the badge shows the count cookie at once, without the cart code or a request', async () => {
    server.seed([{ productId: WHEY.id, variantId: 11, quantity: 2 }]);
    document.cookie = 'bc_cartCount=2; path=/';
    renderShop();
    await settle();
    expect(screen.getByTestId('badge')).toHaveTextContent('(2 items)');
    expect(cartRequests()).toHaveLength(0);
    expect(cartDialog()).toBeNull();
  });

  it('ignores a count cookie without a cart cookie (the cart is gone)', async () => {
    document.cookie = 'bc_cartCount=4; path=/';
    renderShop();
    await settle();
    expect(screen.getByTestId('badge')).toHaveTextContent('(empty)');
  });

  it('loads when the browser is idle: the live cart then sets the badge and the cookie', async () => {
    server.seed([{ productId: WHEY.id, variantId: 11, quantity: 3 }]);
    document.cookie = 'bc_cartCount=1; path=/';
    renderShop();
    await settle();
    expect(screen.getByTestId('badge')).toHaveTextContent('(1 item)');
    await runIdle();
    await waitFor(() => expect(screen.getByTestId('badge')).toHaveTextContent('(3 items)'));
    expect(cartRequests().length).toBeGreaterThan(0);
    expect(document.cookie).toContain('bc_cartCount=3');
    expect(cartDialog()).not.toBeNull();
  });

  it('opens the cart panel on the first click, loading the runtime for it', async () => {
    server.seed([{ productId: WHEY.id, variantId: 11, quantity: 1 }]);
    const user = renderShop();
    await settle();
    await user.click(screen.getByRole('button', { name: 'Cart' }));
    await waitFor(() => expect(cartDialog()).toHaveAttribute('open'));
    await waitFor(() => expect(within(cartDialog()!).getAllByTestId('cart-line')).toHaveLength(1));
  });

  it('a quick add before the runtime runs loads it, then adds, and the badge follows', async () => {
    const user = renderShop();
    await settle();
    expect(cartDialog()).toBeNull();
    await user.click(screen.getByRole('button', { name: /Chocolate \/ 1kg/ }));
    await waitFor(() => expect(screen.getByTestId('adding-status')).toHaveTextContent('Added'));
    expect(cartDialog()).toHaveAttribute('open');
    expect(server.requests.find((request) => request.method === 'POST')?.body).toEqual({ item: { productId: 1, variantId: 11, quantity: 1 }, locale: 'en-us' });
    await waitFor(() => expect(screen.getByTestId('badge')).toHaveTextContent('(1 item)'));
    expect(idle).toHaveLength(1); // the idle load was never needed
  });
});
