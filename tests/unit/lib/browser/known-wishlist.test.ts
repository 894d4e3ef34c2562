import {
  isCartRuntimeWanted,
  isWishlistWanted,
  knownWishlist,
  publishWishlist,
  resetCartRuntimeForTests,
  type WishlistState,
} from '@/lib/browser/cart-runtime';

const state = (status: WishlistState['status']): WishlistState => ({
  view: status === 'signed-in' ? { entries: [] } as unknown as WishlistState['view'] : undefined,
  isSaved: () => false,
  save: () => Promise.resolve(),
  remove: () => Promise.resolve(),
  status,
});

beforeEach(resetCartRuntimeForTests);

describe('a heart pressed before the cart runtime knows the shopper', () => {
  it('asks for the runtime and the wish list, and acts once the shopper is known, not before', async () => {
    let answered: WishlistState | null = null;
    const pending = knownWishlist().then((list) => (answered = list));
    expect(isCartRuntimeWanted()).toBe(true);
    expect(isWishlistWanted()).toBe(true);

    publishWishlist(state('loading'));
    await Promise.resolve();
    expect(answered).toBeNull();

    const signedIn = state('signed-in');
    publishWishlist(signedIn);
    await pending;
    expect(answered).toBe(signedIn);
  });

  it('answers at once when the runtime already knows the shopper', async () => {
    const guest = state('guest');
    publishWishlist(guest);
    await expect(knownWishlist()).resolves.toBe(guest);
  });
});
