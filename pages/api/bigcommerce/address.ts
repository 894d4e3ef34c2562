import type { NextApiRequest, NextApiResponse, PageConfig } from 'next';
import { addressSchema, toAddressInput } from '@/lib/accounts/address-schema';
import { toWireAddress, toWireAddressPage, wireToFormValues } from '@/lib/accounts/address-wire';
import { messages } from '@/lib/accounts/fields';
import { getCommerce } from '@/lib/commerce';
import { ApiError } from '@/lib/http/api-error';
import { pageParam } from '@/lib/http/query';
import { defineRoute, parseWith, type FormPost } from '@/lib/http/route';
import { currentCustomerId } from '@/lib/http/session';

export const config: PageConfig = { api: { bodyParser: false } };

/**
 * The signed-in customer's saved addresses, in the BigCommerce v3 wire shape of storefront-data-hooks:
 *   GET    ?page=n                      -> { addresses, pagination }, or null for a guest
 *   POST   { first_name, last_name, ... } -> the new address
 *   PUT    { id, first_name, ... }       -> the updated address
 *   DELETE { id }                        -> null
 * Every operation is scoped to the session's customer: another customer's address id is 404, nothing changes.
 * The address forms post here without JavaScript too, with the form's own field names (firstName, suburb...): they
 * go back to the address list with the notice 'Address saved.' or 'Address deleted.'.
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

const ADDRESSES_PAGE = '/account/addresses';

/** The address form's values: a browser's form post names its fields as the form does, a script sends the wire shape. */
function addressValues(body: unknown, form: FormPost | null): unknown {
  return form ? body : wireToFormValues(body);
}

export default defineRoute({
  GET: async ({ req, res, query }) => {
    res.setHeader('Cache-Control', 'private, no-store');
    const customerId = await currentCustomerId(req, res);
    if (customerId === null) return { data: null };
    const commerce = await getCommerce();
    return { data: toWireAddressPage(await commerce.listAddresses(customerId, pageParam(query.page))) };
  },
  POST: async ({ req, res, body, form }) => {
    const customerId = await signedIn(req, res);
    const values = await parseWith(addressSchema, addressValues(body, form));
    const commerce = await getCommerce();
    const address = toWireAddress(await commerce.createAddress(customerId, toAddressInput(values)));
    return { data: address, message: messages.addressSaved, redirect: ADDRESSES_PAGE };
  },
  PUT: async ({ req, res, body, form }) => {
    const customerId = await signedIn(req, res);
    const id = addressId(body, messages.updateAddressId);
    const values = await parseWith(addressSchema, addressValues(body, form));
    const commerce = await getCommerce();
    const address = toWireAddress(await commerce.updateAddress(customerId, id, toAddressInput(values)));
    return { data: address, message: messages.addressSaved, redirect: ADDRESSES_PAGE };
  },
  DELETE: async ({ req, res, body }) => {
    const customerId = await signedIn(req, res);
    const id = addressId(body, messages.removeAddressId);
    const commerce = await getCommerce();
    await commerce.deleteAddress(customerId, id);
    return { data: null, message: messages.addressDeleted, redirect: ADDRESSES_PAGE };
  },
});
