/**
 * The cart a server-rendered page (the cart page) was rendered with, handed to the browser's cart data layer so
 * that the cart read it makes when it mounts is answered with it instead of a second request for the same cart.
 * Used once, within a few seconds, and dropped by any change of the cart sent meanwhile.
 */
import type { WireCart } from '@/lib/commerce/cart-wire';

const SEED_LIFETIME_MS = 5000;

let seed: { cart: WireCart | null; at: number } | null = null;

/** Keeps the server's cart for the next cart read. */
export function seedCartRead(cart: WireCart | null): void {
  seed = { cart, at: Date.now() };
}

/** Drops the seeded cart (the cart is being changed: only the answer to that change is current). */
export function dropCartSeed(): void {
  seed = null;
}

/** The seeded cart for this read, once; undefined when there is none (or it is too old): read from the server. */
export function takeCartSeed(): WireCart | null | undefined {
  const current = seed;
  seed = null;
  if (!current || Date.now() - current.at > SEED_LIFETIME_MS) return undefined;
  return current.cart;
}
