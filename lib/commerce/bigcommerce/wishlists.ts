/** Wish lists of the hosted adapter: the signed-in shopper's own, on the Storefront GraphQL API. */
import { CommerceError } from '../errors';
import type { Wishlist } from '../types';
import { isPositiveInteger, messages, nodes, requireData, type BigCommerceApi } from './client';
import { wishlistFromGraphql } from './mappers';
import { ADD_WISHLIST_ITEMS_MUTATION, CREATE_WISHLIST_MUTATION, DELETE_WISHLIST_ITEMS_MUTATION, WISHLISTS_QUERY } from './queries';
import type { GqlConnection, GqlWishlist } from './vendor-types';

type WishlistItemInput = { productId: number; variantId?: number | null };

function wishlistItems(items: WishlistItemInput[]) {
  return items.map((item) => {
    if (!isPositiveInteger(item.productId)) throw new CommerceError('invalid_input', 'A product id is required.');
    return { productEntityId: item.productId, ...(isPositiveInteger(item.variantId) ? { variantEntityId: item.variantId } : {}) };
  });
}

export function bigCommerceWishlists({ graphql }: BigCommerceApi) {
  async function wishlistMutation(document: string, field: string, input: Record<string, unknown>, customerId: number): Promise<Wishlist> {
    if (!isPositiveInteger(customerId)) throw new CommerceError('unauthenticated', 'Please sign in to use a wish list.');
    const response = await graphql.request<{ wishlist: Record<string, { result: GqlWishlist } | null> }>(document, { input }, customerId);
    const result = response.data?.wishlist?.[field]?.result;
    if (result) return wishlistFromGraphql(result);
    if (!response.data) requireData(response);
    const detail = messages(response.errors);
    if (/not found|does not exist/i.test(detail)) throw new CommerceError('not_found', 'Wish list not found.');
    throw new CommerceError('invalid_input', `The store did not accept that wish list change: ${detail}`);
  }

  return {
    async listWishlists(customerId: number): Promise<Wishlist[]> {
      if (!isPositiveInteger(customerId)) return [];
      const data = requireData(await graphql.request<{ customer: { wishlists: GqlConnection<GqlWishlist> } | null }>(WISHLISTS_QUERY, {}, customerId));
      return nodes(data.customer?.wishlists).map(wishlistFromGraphql);
    },

    async createWishlist(customerId: number, name: string, items: WishlistItemInput[] = []): Promise<Wishlist> {
      const clean = name?.trim();
      if (!clean) throw new CommerceError('invalid_input', 'A wish list needs a name.');
      return wishlistMutation(CREATE_WISHLIST_MUTATION, 'createWishlist', { name: clean, isPublic: false, items: wishlistItems(items) }, customerId);
    },

    async addWishlistItems(customerId: number, wishlistId: number, items: WishlistItemInput[]): Promise<Wishlist> {
      return wishlistMutation(ADD_WISHLIST_ITEMS_MUTATION, 'addWishlistItems', { entityId: wishlistId, items: wishlistItems(items) }, customerId);
    },

    async removeWishlistItems(customerId: number, wishlistId: number, itemIds: number[]): Promise<Wishlist> {
      return wishlistMutation(DELETE_WISHLIST_ITEMS_MUTATION, 'deleteWishlistItems', { entityId: wishlistId, itemEntityIds: itemIds }, customerId);
    },
  };
}
