/**
 * The wish list save a guest asked for before signing in or signing up (lib/accounts/pending-save.ts), as the sign-in
 * and sign-up routes read it from their body and make it once the shopper is signed in.
 */
import { ApiError } from '@/lib/http/api-error';
import type { CommerceService } from '@/lib/commerce/service';
import { choiceName, resolveProductChoice } from '@/lib/commerce/product-form';
import { getLogger } from '@/lib/operations/logger';
import { isRecord } from '@/lib/validation/is-record';
import { INVALID_PENDING_SAVE, readPendingSave, type PendingSave } from './pending-save';
import { saveToWishlist } from './wishlist';

/** What became of a pending save: saved, or not (the product or variant is no longer in the shop). */
interface SaveOutcome {
  saved: boolean;
  message: string;
}

/** The body's `save`, or null for none; one that is not two whole ids is refused (400) before anything is done. */
export function pendingSaveOf(body: unknown): PendingSave | null {
  const pending = readPendingSave(isRecord(body) ? body.save : undefined);
  if (pending === 'invalid') throw new ApiError(400, INVALID_PENDING_SAVE, 'invalid_input');
  return pending;
}

/**
 * Saves the variant a guest asked to save. The shopper is already signed in (or their account made), so a save that
 * cannot be made (the item is gone, or the store is not answering) does not undo that: the outcome says so instead.
 */
export async function savePending(commerce: CommerceService, customerId: number, pending: PendingSave): Promise<SaveOutcome> {
  try {
    const choice = await resolveProductChoice(commerce, { productId: String(pending.productId), variantId: String(pending.variantId) });
    await saveToWishlist(commerce, customerId, { productId: choice.product.id, variantId: choice.variant.id });
    return { saved: true, message: `Saved ${choiceName(choice)} to your wish list` };
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return { saved: false, message: 'You are signed in, but that item is no longer in our shop, so it was not saved.' };
    getLogger().error({ err: error }, 'saving a pending wish list item failed');
    return { saved: false, message: 'You are signed in, but we could not save that item just now. Please try again.' };
  }
}
