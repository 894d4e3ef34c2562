/**
 * A wish list save a guest asked for, kept across sign-in: the sign-in page's address carries it as
 * `?save=<product id>-<variant id>` (ids only, nothing secret), its form posts it back as the hidden `save` field,
 * and the sign-in route saves it once the shopper is signed in (with or without JavaScript: one save, on the server).
 */
export interface PendingSave {
  productId: number;
  variantId: number;
}

const PATTERN = /^([1-9]\d{0,14})-([1-9]\d{0,14})$/;

export const INVALID_PENDING_SAVE = 'The item to save to your wish list is not valid. Please go back to the product and try again.';

/** `{ productId, variantId }` as the `save` value. */
export function pendingSaveParam({ productId, variantId }: PendingSave): string {
  return `${productId}-${variantId}`;
}

/**
 * The pending save a `save` value (a query or form field) names: null when there is none (absent or empty),
 * 'invalid' when there is one but it is not two whole ids (the sign-in route refuses it; the sign-in page ignores it).
 */
export function readPendingSave(value: unknown): PendingSave | null | 'invalid' {
  const raw = Array.isArray(value) ? value[0] : value;
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) return null;
  const match = typeof raw === 'string' ? PATTERN.exec(raw.trim()) : null;
  if (!match) return 'invalid';
  const productId = Number(match[1]);
  const variantId = Number(match[2]);
  return Number.isSafeInteger(productId) && Number.isSafeInteger(variantId) ? { productId, variantId } : 'invalid';
}

/** The `save` of a sign-in or sign-up page's address as the page carries it on: its value when valid, else null. */
export function pendingSaveQuery(value: unknown): string | null {
  const pending = readPendingSave(value);
  return pending && pending !== 'invalid' ? pendingSaveParam(pending) : null;
}
