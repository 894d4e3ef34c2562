/**
 * The cart's client runtime (storefront-data-hooks and its swr, the cart hooks and their checks, the cart and
 * recently viewed panels) is a chunk of its own: CartRuntimeSlot mounts it when the browser is idle, or at once
 * when the shopper needs it (opens a panel, adds to the cart). This small module is what every page holds
 * meanwhile: the request for the runtime, the runtime's actions once it runs, the live cart's count for the Cart
 * badge (before it, the badge reads the count cookie: lib/browser/cart-count-cookie.ts), whether the shopper is
 * signed in (the header's Account or Sign in: the runtime knows the customer, which an add to cart needs) and, on
 * pages with a wish list heart, the shopper's wish list. So a page's first scripts need neither
 * storefront-data-hooks nor SWR.
 */
import type { AddToCartInput } from '@/lib/commerce/cart-limits';
import type { WishlistView } from '@/lib/accounts/wishlist';
import type { Cart } from '@/lib/commerce/types';

/** A gift certificate as the cart API takes it (lib/commerce/validation.ts): amount in dollars. */
export interface GiftCertificateRequest {
  amount: number;
  recipient: { name: string; email: string };
  sender: { name: string; email: string };
  message?: string;
}

/** What the runtime does for components outside it. */
interface CartActions {
  addToCart(input: AddToCartInput): Promise<Cart>;
  addGiftCertificate(input: GiftCertificateRequest): Promise<Cart>;
}

let wanted = false;
let actions: CartActions | null = null;
let waiting: ((actions: CartActions) => void)[] = [];
let liveCount: number | null = null;
let signedIn = false;
let wishlistWanted = false;
let wishlist: WishlistState | null = null;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function subscribeCartRuntime(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** True once something asked for the runtime (idle time, a panel, an add). */
export function isCartRuntimeWanted(): boolean {
  return wanted;
}

/** Asks for the runtime to be loaded and mounted (idempotent). */
export function wantCartRuntime(): void {
  if (wanted) return;
  wanted = true;
  notify();
}

/** The runtime's actions: at once when it runs, otherwise once it has loaded (asking for it). */
function cartActions(): Promise<CartActions> {
  if (actions) return Promise.resolve(actions);
  wantCartRuntime();
  return new Promise((resolve) => waiting.push(resolve));
}

/**
 * Adds to the cart through the runtime's add (hooks/use-add-to-cart.ts): at once when the runtime runs, so that the
 * status changes (Adding) within the press, otherwise once it has loaded. Resolves with the updated cart; rejects
 * with the error (a CommerceError with the shop's message for an invalid item or a quantity limit).
 */
export function addToCart(input: AddToCartInput): Promise<Cart> {
  return actions ? actions.addToCart(input) : cartActions().then((ready) => ready.addToCart(input));
}

/**
 * Adds a gift certificate through the runtime (hooks/use-add-gift-certificate.ts), as addToCart does: the cart panel
 * opens with its Adding status. Resolves with the updated cart; rejects with the error (FetcherError with the reason).
 */
export function addGiftCertificate(input: GiftCertificateRequest): Promise<Cart> {
  return actions ? actions.addGiftCertificate(input) : cartActions().then((ready) => ready.addGiftCertificate(input));
}

/** Called by the runtime with its current actions; the returned function withdraws them. */
export function registerCartActions(next: CartActions): () => void {
  actions = next;
  const ready = waiting;
  waiting = [];
  for (const resolve of ready) resolve(next);
  return () => {
    if (actions === next) actions = null;
  };
}

/** The number of items in the live cart, once the runtime knows it (null before: the badge shows the count cookie's). */
export function liveCartCount(): number | null {
  return liveCount;
}

/** Called by the runtime whenever it knows the cart (it keeps the count cookie in step itself). */
export function publishCartCount(count: number): void {
  if (count === liveCount) return;
  liveCount = count;
  notify();
}

/** Whether the shopper is signed in, as the runtime last knew it (false until it runs: a guest's header). */
export function isSignedIn(): boolean {
  return signedIn;
}

/** Called by the runtime whenever it knows the customer. */
export function publishSignedIn(next: boolean): void {
  if (next === signedIn) return;
  signedIn = next;
  notify();
}

/** The signed-in shopper's wish list and its changes (hooks/use-wishlist.ts). */
export interface WishlistState {
  view: WishlistView | undefined;
  /** Whether this variant (or, with null, the product) is on the list. */
  isSaved(productId: number, variantId: number | null): boolean;
  save(productId: number, variantId: number | null): Promise<void>;
  remove(itemId: number): Promise<void>;
  /** 'loading' until the customer is known. */
  status: 'loading' | 'guest' | 'signed-in';
}

/** Whether a wish list heart is on the page: the runtime then keeps the wish list (asked for once, idempotent). */
export function wantWishlist(): void {
  if (wishlistWanted) return;
  wishlistWanted = true;
  notify();
}

export function isWishlistWanted(): boolean {
  return wishlistWanted;
}

/** The wish list as the runtime last published it; null until it runs (a heart pressed then waits: knownWishlist). */
export function currentWishlist(): WishlistState | null {
  return wishlist;
}

/**
 * The wish list once the runtime knows who the shopper is: at once when it does, otherwise once it has loaded
 * (asking for it), so that a heart pressed before then acts in place instead of posting its form.
 */
export function knownWishlist(): Promise<WishlistState> {
  wantWishlist();
  wantCartRuntime();
  return new Promise((resolve) => {
    const settle = () => {
      if (!wishlist || wishlist.status === 'loading') return;
      listeners.delete(settle);
      resolve(wishlist);
    };
    listeners.add(settle);
    settle();
  });
}

/** Called by the runtime whenever the wish list, or who the shopper is, changes. */
export function publishWishlist(next: WishlistState): void {
  if (next === wishlist) return;
  wishlist = next;
  notify();
}

/** Forgets the runtime between tests (one page load in the browser). */
export function resetCartRuntimeForTests(): void {
  wanted = false;
  actions = null;
  waiting = [];
  liveCount = null;
  signedIn = false;
  wishlistWanted = false;
  wishlist = null;
  listeners.clear();
}
