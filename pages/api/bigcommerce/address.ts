import type { NextApiRequest, NextApiResponse, PageConfig } from 'next';
import { addressSchema, toAddressInput } from '@/lib/accounts/address-schema';
import { toWireAddress, toWireAddressPage, wireToFormValues } from '@/lib/accounts/address-wire';
import { messages } from '@/lib/accounts/fields';
import { getCommerce } from '@/lib/commerce';
import { ApiError } from '@/lib/http/api-error';
import { pageParam } from '@/lib/http/query';
import { defineRoute, parseWith } from '@/lib/http/route';
import { currentCustomerId } from '@/lib/http/session';

export const config: PageConfig = { api: { bodyParser: false } };

/**
 * The signed-in customer's saved addresses, in the BigCommerce v3 wire shape of storefront-data-hooks:
 *   GET    ?page=n                      -> { addresses, pagination }, or null for a guest (spec §6)
 *   POST   { first_name, last_name, ... } -> the new address
 *   PUT    { id, first_name, ... }       -> the updated address
 *   DELETE { id }                        -> null
 * Every operation is scoped to the session's customer: another customer's address id is 404, nothing changes.
 */
async function signedIn(req: NextApiRequest, res: NextApiResponse): Promise<number> {
  const customerId = await currentCustomerId(req, res);
  if (customerId === null) throw new ApiError(401, messages.signInRequired, 'unauthenticated');
  return customerId;
}

function addressId(body: unknown, message: string): number {
  const raw = typeof body === 'object' && body !== null ? (body as { id?: unknown }).id : undefined;
  const id = typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw) : raw;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) throw new ApiError(400, message, 'invalid_input');
  return id;
}

export default defineRoute({
  GET: async ({ req, res, query }) => {
    res.setHeader('Cache-Control', 'private, no-store');
    const customerId = await currentCustomerId(req, res);
    if (customerId === null) return { data: null };
    const commerce = await getCommerce();
    return { data: toWireAddressPage(await commerce.listAddresses(customerId, pageParam(query.page))) };
  },
  POST: async ({ req, res, body }) => {
    const customerId = await signedIn(req, res);
    const values = await parseWith(addressSchema, wireToFormValues(body));
    const commerce = await getCommerce();
    return { data: toWireAddress(await commerce.createAddress(customerId, toAddressInput(values))) };
  },
  PUT: async ({ req, res, body }) => {
    const customerId = await signedIn(req, res);
    const id = addressId(body, messages.updateAddressId);
    const values = await parseWith(addressSchema, wireToFormValues(body));
    const commerce = await getCommerce();
    return { data: toWireAddress(await commerce.updateAddress(customerId, id, toAddressInput(values))) };
  },
  DELETE: async ({ req, res, body }) => {
    const customerId = await signedIn(req, res);
    const id = addressId(body, messages.removeAddressId);
    const commerce = await getCommerce();
    await commerce.deleteAddress(customerId, id);
    return { data: null };
  },
});
