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

/** The pending save a `save` value names, or null when it names none (absent, empty, or not two whole ids). */
export function parsePendingSave(value: unknown): PendingSave | null {
  const raw = Array.isArray(value) ? value[0] : value;
  if (typeof raw !== 'string') return null;
  const match = PATTERN.exec(raw.trim());
  if (!match) return null;
  const productId = Number(match[1]);
  const variantId = Number(match[2]);
  return Number.isSafeInteger(productId) && Number.isSafeInteger(variantId) ? { productId, variantId } : null;
}

/** Whether a posted `save` field was sent at all (a value that is there but not valid is refused, not ignored). */
export function hasSaveField(value: unknown): boolean {
  const raw = Array.isArray(value) ? value[0] : value;
  return raw !== undefined && raw !== null && !(typeof raw === 'string' && raw.trim() === '');
}
