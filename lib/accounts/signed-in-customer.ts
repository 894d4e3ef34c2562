import { getCommerce } from '@/lib/commerce';
import type { Customer } from '@/lib/commerce/types';
import { classifyUpstream } from '@/lib/http/upstream-error';
import { getLogger, serializeError } from '@/lib/operations/logger';

/**
 * The signed-in customer whose details a page fills in for them (a form's email, a sender's name), or null for a
 * guest; null too when the store cannot say (the form still works, typed by hand). `what` names the use in the log.
 */
export async function customerToFillIn(customerId: number | null, what: string): Promise<Customer | null> {
  if (customerId === null) return null;
  try {
    return await (await getCommerce()).getCustomer(customerId);
  } catch (error) {
    if (!classifyUpstream(error)) throw error;
    getLogger().warn({ err: serializeError(error) }, `${what} could not be read`);
    return null;
  }
}
