import { render, screen, within } from '@testing-library/react';
import AccountNav from '@/components/account/AccountNav';

let mockPathname = '/account/orders';
jest.mock('next/router', () => ({ useRouter: () => ({ pathname: mockPathname, asPath: mockPathname, events: { on: jest.fn(), off: jest.fn() } }) }));

function currentLinks(at: string) {
  mockPathname = at;
  const { unmount } = render(<AccountNav />);
  const nav = screen.getByRole('navigation', { name: 'Account' });
  const marked = within(nav)
    .getAllByRole('link')
    .filter((link) => link.hasAttribute('aria-current'))
    .map((link) => `${link.textContent} ${link.getAttribute('aria-current')}`);
  unmount();
  return marked;
}

describe('the account navigation says where the shopper is', () => {
  it.each([
    ['/account/orders', ['Orders page']],
    ['/account/orders/[id]', ['Orders true']],
    ['/account/addresses', ['Addresses page']],
    ['/account/add-address', ['Addresses true']],
    ['/account/edit-address', ['Addresses true']],
    ['/account/wishlist', ['Wish list page']],
    ['/account/profile', ['Profile page']],
    ['/rewards', ['Rewards page']],
  ])('on %s it marks %j and nothing else', (at, expected) => {
    expect(currentLinks(at)).toEqual(expected);
  });

  it('marks nothing on a page outside the account, nor on one whose path merely begins like a section', () => {
    expect(currentLinks('/account/orders-archive')).toEqual([]);
    expect(currentLinks('/rewards-terms')).toEqual([]);
  });
});
