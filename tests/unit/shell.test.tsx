import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { SWRConfig, useSWRConfig } from 'swr';
import CartRuntime from '@/components/cart/CartRuntime';
import CommerceDataProvider from '@/components/cart/CommerceDataProvider';
import Footer from '@/components/layout/Footer';
import Header from '@/components/layout/Header';
import PriceDisplay from '@/components/product/PriceDisplay';
import { UiProvider } from '@/components/ui/UiProvider';
import { resetCartRuntimeForTests } from '@/lib/browser/cart-runtime';
import type { Alert } from '@/lib/content/types';
import type { Shell } from '@/lib/shell';

const router = { pathname: '/', asPath: '/', events: { on: jest.fn(), off: jest.fn() } };
// The header follows route changes through the router's events (the default export), the rest through useRouter.
jest.mock('next/router', () => ({
  __esModule: true,
  default: {
    get events() {
      return router.events;
    },
  },
  useRouter: () => router,
}));

type Routes = Record<string, { status: number; body: unknown }>;

function mockFetch(routes: Routes) {
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    const match = Object.entries(routes).find(([path]) => url.includes(path));
    if (!match) return new Response('{"errors":[{"message":"not found"}]}', { status: 404, headers: { 'content-type': 'application/json' } });
    return new Response(JSON.stringify(match[1].body), { status: match[1].status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
}

function wrap(children: ReactNode) {
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <UiProvider>
        <CommerceDataProvider>{children}</CommerceDataProvider>
      </UiProvider>
    </SWRConfig>
  );
}

const alert = { content: [{ _type: 'block', _key: 'a', style: 'normal', markDefs: [], children: [{ _type: 'span', _key: 's', text: 'Free shipping over $99', marks: [] }] }] } as Alert;
const alertBody = { data: alert };
/** What the page brings the header: the alert, and the menu's categories (lib/shell.ts). */
const shell: Shell = {
  alert,
  menu: [
    { label: 'Sport', href: '/categories/shop-by-sport', categories: [{ label: 'Running', href: '/categories/shop-by-sport/running' }] },
    { label: 'Goal', href: '/goal', categories: [{ label: 'Build Muscle', href: '/categories/shop-by-goal/build-muscle' }] },
  ],
};

beforeEach(() => {
  router.pathname = '/';
  router.asPath = '/';
  resetCartRuntimeForTests();
});

describe('header', () => {
  it('shows the top bar, popular searches, shop-by bar and Sign in for a guest', async () => {
    mockFetch({ '/api/bigcommerce/customers': { status: 200, body: { data: null } } });
    render(wrap(<Header shell={shell} />));
    expect(screen.getByRole('link', { name: 'Need Help?' })).toHaveAttribute('href', '/faqs');
    expect(screen.getByRole('link', { name: /Call us/ })).toHaveAttribute('href', expect.stringMatching(/^tel:/));
    const popular = within(screen.getByRole('navigation', { name: 'Popular searches' }));
    for (const term of ['Shipping FAQ', 'BCAA', 'Creatine', 'Collagen', 'Pre Workout', 'WPI', 'WPC']) {
      expect(popular.getByRole('link', { name: term })).toHaveAttribute('href', `/search-results-page?q=${encodeURIComponent(term)}`);
    }
    const shopBy = within(screen.getByRole('navigation', { name: 'Shop by' }));
    expect(shopBy.getAllByRole('link').map((a) => a.textContent)).toEqual(['Sport', 'Ingredient', 'Flavour', 'Goal', 'Diet', 'Recommended', 'Cart', 'Checkout']);
    expect(shopBy.getByRole('link', { name: 'Goal' })).toHaveAttribute('href', '/goal');
    expect(screen.getByTestId('site-alert')).toHaveTextContent('Free shipping over $99');
    const quick = within(screen.getByRole('navigation', { name: 'Customer' }));
    expect(quick.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?returnTo=%2F');
    expect(quick.getByRole('link', { name: 'Rewards' })).toHaveAttribute('href', '/rewards');
    expect(quick.getByRole('button', { name: 'Recent' })).toBeEnabled();
  });

  it('shows Account for a signed-in customer once the cart runtime knows the customer', async () => {
    mockFetch({
      '/api/alerts': { status: 200, body: { data: null } },
      '/api/bigcommerce/customers': { status: 200, body: { data: { customer: { entityId: 1, email: 'a@b.co', firstName: 'A', lastName: 'B' } } } },
    });
    render(
      wrap(
        <>
          <Header />
          <CartRuntime />
        </>,
      ),
    );
    expect(await screen.findByRole('link', { name: 'Account' })).toHaveAttribute('href', '/account/orders');
  });

  it('shows Sign in until the cart runtime has run, whoever the shopper is', () => {
    mockFetch({
      '/api/bigcommerce/customers': { status: 200, body: { data: { customer: { entityId: 1, email: 'a@b.co', firstName: 'A', lastName: 'B' } } } },
    });
    render(wrap(<Header />));
    expect(within(screen.getByRole('navigation', { name: 'Customer' })).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?returnTo=%2F');
    expect(global.fetch).not.toHaveBeenCalledWith(expect.stringContaining('/api/bigcommerce/customers'), expect.anything());
  });

  it('hides the alert when a refresh fails, and shows it again after a good one', async () => {
    mockFetch({ '/api/alerts': { status: 500, body: { errors: [{ message: 'down' }] } } });
    let revalidate: () => Promise<unknown> = async () => undefined;
    function Revalidator() {
      const { mutate } = useSWRConfig();
      revalidate = () => mutate('/api/alerts');
      return null;
    }
    render(
      wrap(
        <>
          <Revalidator />
          <Header shell={shell} />
        </>,
      ),
    );
    expect(screen.getByTestId('site-alert')).toHaveTextContent('Free shipping over $99');
    // The refresh is mounted once the page is idle: until then a revalidation asks nothing.
    await waitFor(async () => {
      await act(async () => {
        await revalidate().catch(() => undefined);
      });
      expect(global.fetch).toHaveBeenCalled();
    });
    await waitFor(() => expect(screen.queryByTestId('site-alert')).not.toBeInTheDocument());
    mockFetch({ '/api/alerts': { status: 200, body: alertBody } });
    await act(async () => {
      await revalidate();
    });
    expect(await screen.findByTestId('site-alert')).toHaveTextContent('Free shipping over $99');
  });

  it('disables the Cart button on the cart page', () => {
    mockFetch({});
    router.pathname = '/cart';
    render(wrap(<Header />));
    expect(screen.getByRole('button', { name: /^Cart/ })).toBeDisabled();
  });

  it('opens the menu drawer: Shop by groups with their categories, popular searches, Rewards, Sign in and help', async () => {
    mockFetch({ '/api/bigcommerce/customers': { status: 200, body: { data: null } } });
    render(wrap(<Header shell={shell} />));
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'site-menu');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    await userEvent.click(toggle);
    const menu = within(screen.getByRole('dialog', { name: 'Menu' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(menu.getByRole('button', { name: 'Close menu' })).toHaveFocus();

    const shopBy = within(menu.getByRole('navigation', { name: 'Shop by' }));
    expect(Array.from(document.querySelectorAll('#site-menu summary')).map((s) => s.textContent)).toEqual([
      'Sport', 'Ingredient', 'Flavour', 'Goal', 'Diet', 'Recommended',
    ]);
    expect(shopBy.getByRole('link', { name: 'Running', hidden: true })).toHaveAttribute('href', '/categories/shop-by-sport/running');
    expect(shopBy.getByRole('link', { name: 'Shop by Goal', hidden: true })).toHaveAttribute('href', '/goal');
    const popular = within(menu.getByRole('navigation', { name: 'Popular searches' }));
    expect(popular.getAllByRole('link').map((a) => a.textContent)).toEqual(['Shipping FAQ', 'BCAA', 'Creatine', 'Collagen', 'Pre Workout', 'WPI', 'WPC']);
    expect(menu.getByRole('link', { name: 'Rewards' })).toHaveAttribute('href', '/rewards');
    expect(await menu.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?returnTo=%2F');
    expect(menu.getByRole('link', { name: 'Need Help?' })).toHaveAttribute('href', '/faqs');
    expect(menu.getByRole('link', { name: /Call us/ })).toHaveAttribute('href', expect.stringMatching(/^tel:/));

    await userEvent.click(menu.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes the menu drawer on Escape', async () => {
    mockFetch({});
    render(wrap(<Header />));
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    // A page without the shell (the error page): the groups still link to their pages.
    expect(within(menu).getByRole('link', { name: 'Shop by Sport', hidden: true })).toHaveAttribute('href', '/categories/shop-by-sport');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('closes the menu drawer and the search field when a route change starts', async () => {
    mockFetch({});
    render(wrap(<Header />));
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    const started = router.events.on.mock.calls.filter(([event]) => event === 'routeChangeStart').map(([, handler]) => handler as () => void);
    expect(started.length).toBeGreaterThan(0);
    act(() => started.forEach((handler) => handler()));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(document.getElementById('header-search')).toHaveAttribute('data-open', 'false');
  });

  it('Search (narrow screens) opens the search field and puts the caret in it; Escape on the empty field closes it', async () => {
    mockFetch({});
    render(wrap(<Header />));
    const search = screen.getByRole('button', { name: 'Search' });
    expect(search).toHaveAttribute('aria-expanded', 'false');
    expect(search).toHaveAttribute('aria-controls', 'header-search');
    await userEvent.click(search);
    expect(search).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById('header-search')).toHaveAttribute('data-open', 'true');
    const input = screen.getByRole('combobox', { name: 'Search' });
    await waitFor(() => expect(input.isConnected ? input : screen.getByRole('combobox', { name: 'Search' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    expect(document.getElementById('header-search')).toHaveAttribute('data-open', 'false');
    expect(search).toHaveFocus();
  });
});

describe('header in the server HTML (before and without JavaScript)', () => {
  function serverHeader(given: Shell = shell) {
    mockFetch({});
    const container = document.createElement('div');
    container.innerHTML = renderToString(wrap(<Header shell={given} />));
    return container;
  }

  it('has the alert, and no empty place for it when there is none', () => {
    expect(serverHeader().querySelector('[role="status"]')).toHaveTextContent('Free shipping over $99');
    expect(serverHeader({ ...shell, alert: null }).querySelector('[role="status"]')).toBeEmptyDOMElement();
  });

  it('has the menu with its links and every category of each group, opened by the toggle as a native popover', () => {
    const html = serverHeader();
    const toggle = html.querySelector('button[aria-label="Open menu"]');
    expect(toggle).toHaveAttribute('popovertarget', 'site-menu');
    expect(toggle).not.toHaveAttribute('aria-expanded');
    const menu = html.querySelector('#site-menu');
    expect(menu).toHaveAttribute('popover', 'auto');
    expect(menu?.querySelector('button[aria-label="Close menu"]')).toHaveAttribute('popovertargetaction', 'hide');
    const hrefs = Array.from(menu?.querySelectorAll('a') ?? []).map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining(['/categories/shop-by-sport', '/goal', '/search-results-page?q=Creatine', '/rewards', '/login?returnTo=%2F', '/faqs']));
    const sport = Array.from(menu?.querySelectorAll('details') ?? []).find((group) => group.querySelector('summary')?.textContent === 'Sport');
    expect(Array.from(sport?.querySelectorAll('a') ?? []).map((a) => a.getAttribute('href'))).toEqual(['/categories/shop-by-sport', '/categories/shop-by-sport/running']);
  });

  it("has Sign in coming back to the page: a per-request page's address as requested, a static page's path", () => {
    const signInHrefs = (html: HTMLElement) => Array.from(html.querySelectorAll('a')).filter((a) => a.textContent?.trim() === 'Sign in').map((a) => a.getAttribute('href'));
    router.pathname = '/category-listing/[...slug]';
    router.asPath = '/categories/shop-by-goal?page=3';
    const listing = '/login?returnTo=%2Fcategories%2Fshop-by-goal%3Fsort%3Dprice_desc%26page%3D3';
    expect(signInHrefs(serverHeader({ ...shell, path: '/categories/shop-by-goal?sort=price_desc&page=3' }))).toEqual([listing, listing]);
    router.pathname = '/categories/[...slug]';
    router.asPath = '/categories/shop-by-goal?utm_source=news';
    expect(signInHrefs(serverHeader())).toEqual(['/login?returnTo=%2Fcategories%2Fshop-by-goal', '/login?returnTo=%2Fcategories%2Fshop-by-goal']);
    // Another site's address never becomes the way back.
    expect(signInHrefs(serverHeader({ ...shell, path: '//evil.example/x' }))).toEqual(['/login?returnTo=%2Faccount%2Forders', '/login?returnTo=%2Faccount%2Forders']);
    for (const page of ['/login', '/create-account', '/forgot-password', '/reset-password']) {
      router.pathname = page;
      router.asPath = `${page}?returnTo=%2Fcart`;
      expect(signInHrefs(serverHeader({ ...shell, path: router.asPath }))).toEqual(['/login', '/login']);
    }
  });

  it('has Search and Cart as links to their pages, and keeps Recent (a script-only control) unseen', () => {
    const quick = serverHeader().querySelector('nav[aria-label="Customer"]')!;
    const search = Array.from(quick.querySelectorAll('a')).find((a) => a.textContent === 'Search');
    expect(search).toHaveAttribute('href', '/search-results-page');
    expect(search).not.toHaveAttribute('role');
    const cart = Array.from(quick.querySelectorAll('a')).find((a) => a.textContent?.startsWith('Cart'));
    expect(cart).toHaveAttribute('href', '/cart');
    expect(cart).not.toHaveAttribute('role');
    const recent = Array.from(quick.querySelectorAll('button')).find((button) => button.textContent === 'Recent');
    expect(recent?.closest('li')).toHaveClass('until-hydrated');
    // The search box is a GET form to the results page.
    const form = serverHeader().querySelector('form[role="search"]');
    expect(form).toHaveAttribute('action', '/search-results-page');
    expect(form).toHaveAttribute('method', 'get');
    expect(form?.querySelector('input[name="q"]')).not.toBeNull();
  });

  it('upgrades Search and Cart to buttons once hydrated', () => {
    mockFetch({});
    render(wrap(<Header />));
    const quick = within(screen.getByRole('navigation', { name: 'Customer' }));
    expect(quick.getByRole('button', { name: 'Search' })).toHaveAttribute('href', '/search-results-page');
    expect(quick.getByRole('button', { name: /^Cart/ })).toHaveAttribute('aria-controls', 'cart-panel');
    expect(quick.getByRole('button', { name: 'Recent' }).closest('li')).not.toHaveClass('until-hydrated');
  });
});

describe('footer', () => {
  it('has contact details, the GST statement, copyright and every footer link', () => {
    render(<Footer year={2031} />);
    expect(screen.getByText('All prices are in AUD including GST.')).toBeInTheDocument();
    expect(screen.getByText(/2008-2031/)).toBeInTheDocument();
    expect(screen.getByText(/since 2008/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /@/ })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
    const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    for (const path of [
      '/faqs', '/faqs/protein-testing', '/faqs/shipping', '/community-support', '/about-us', '/careers', '/contact-us',
      '/giftcertificates', '/goal', '/payments', '/bulk-nutrients-social-hub', '/bulk-nutrients-partners-with-anytime-fitness',
      '/bulk-nutrients-free-samples', '/terms-and-conditions', '/privacy-policy', '/packaging-sustainability-strategy',
    ]) {
      expect(hrefs).toContain(path);
    }
  });
});

describe('price display', () => {
  it('shows one price, a range, and a struck-through retail price', () => {
    const { rerender } = render(<PriceDisplay price={{ minCents: 4990, maxCents: 4990 }} />);
    expect(screen.getByTestId('price')).toHaveTextContent('Price: $49.90');
    rerender(<PriceDisplay price={{ minCents: 4990, maxCents: 10950 }} />);
    expect(screen.getByTestId('price')).toHaveTextContent('Price: $49.90 - $109.50');
    rerender(<PriceDisplay price={{ minCents: 4990, maxCents: 4990 }} retailPrice={{ minCents: 5990, maxCents: 5990 }} />);
    expect(screen.getByTestId('price').querySelector('s')).toHaveTextContent('$59.90');
  });
});
