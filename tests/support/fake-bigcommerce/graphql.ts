/**
 * The Storefront GraphQL side of the fake BigCommerce: every document is executed by graphql-js against the
 * vendored storefront-schema.graphql itself, with a root value over the shared FakeStore, so an answer's shape is
 * the schema's by construction. A request made with the customer impersonation token acts as the customer named
 * by its `X-Bc-Customer-Id` header (what `customer`, addresses, wish lists and customer carts need).
 *
 * Connections honour `first`/`after` and refuse a page larger than 50, as the real API's complexity rules do.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  buildSchema,
  execute,
  getNamedType,
  GraphQLError,
  isObjectType,
  isInterfaceType,
  Kind,
  parse,
  valueFromASTUntyped,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type GraphQLNamedType,
  type SelectionSetNode,
} from 'graphql';
import { referenceDir } from '../bigcommerce/contract';
import { imageUrl } from './rest';
import { CDN, StoreError, type AddressRecord, type CartRecord, type CustomerRecord, type FakeStore, type SeedImage, type SeedProduct } from './store';

export const MAX_PAGE_SIZE = 50;
/** The complexity a request may reach (BigCommerce refuses more complex queries). */
export const MAX_COMPLEXITY = 10_000;
/** Page size assumed for a connection asked without `first`. */
const DEFAULT_PAGE = 10;

/**
 * A query's complexity as BigCommerce counts it in spirit: every field costs 1, and what is asked inside a
 * connection is counted once per item of the page (`first`, else 10). So 50 products with 50 variants each with
 * 10 options weighs far more than 50 products' names.
 */
export function queryComplexity(document: DocumentNode, variables: Record<string, unknown>): number {
  const schema = storefrontSchema();
  const fragments = new Map(
    document.definitions
      .filter((definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION)
      .map((fragment) => [fragment.name.value, fragment]),
  );
  const cost = (selectionSet: SelectionSetNode | undefined, type: GraphQLNamedType | null | undefined): number => {
    if (!selectionSet || !type) return 0;
    let total = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = fragments.get(selection.name.value);
        total += fragment ? cost(fragment.selectionSet, schema.getType(fragment.typeCondition.name.value)) : 0;
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        total += cost(selection.selectionSet, selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : type);
      } else {
        const field = isObjectType(type) || isInterfaceType(type) ? type.getFields()[selection.name.value] : undefined;
        const fieldType = field ? getNamedType(field.type) : null;
        const first = selection.arguments?.find((argument) => argument.name.value === 'first');
        const asked = first ? Number(valueFromASTUntyped(first.value, variables)) : null;
        const page = fieldType?.name.endsWith('Connection') ? (asked ?? DEFAULT_PAGE) : 1;
        total += 1 + page * cost(selection.selectionSet, fieldType);
      }
    }
    return total;
  };
  const operation = document.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  if (!operation || operation.kind !== Kind.OPERATION_DEFINITION) return 0;
  const root = operation.operation === 'mutation' ? schema.getMutationType() : schema.getQueryType();
  return cost(operation.selectionSet, root);
}

let schemaCache: GraphQLSchema | null = null;
export function storefrontSchema(): GraphQLSchema {
  if (schemaCache === null) schemaCache = buildSchema(fs.readFileSync(path.join(referenceDir(), 'storefront-schema.graphql'), 'utf8'));
  return schemaCache;
}

function cursor(index: number): string {
  return Buffer.from(`arrayconnection:${index}`).toString('base64');
}

function offsetOf(after: string | null | undefined): number {
  if (!after) return 0;
  const match = /^arrayconnection:(\d+)$/.exec(Buffer.from(after, 'base64').toString('utf8'));
  if (!match) throw new GraphQLError(`Invalid cursor "${after}"`);
  return Number(match[1]) + 1;
}

export function connection<T>(items: T[], args: { first?: number | null; after?: string | null } = {}, defaultFirst = 10) {
  const first = args.first ?? defaultFirst;
  if (first > MAX_PAGE_SIZE) throw new GraphQLError(`first must be at most ${MAX_PAGE_SIZE} (query complexity limit), got ${first}`);
  const start = offsetOf(args.after);
  const slice = items.slice(start, start + first);
  const edges = slice.map((node, index) => ({ node, cursor: cursor(start + index) }));
  return {
    edges,
    pageInfo: {
      hasNextPage: start + slice.length < items.length,
      hasPreviousPage: start > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
    },
    collectionInfo: { totalItems: items.length },
  };
}

function money(value: number) {
  return { value, currencyCode: 'AUD' };
}

function timestamp(value: string) {
  return { utc: new Date(value).toISOString() };
}

/* ------------------------------------------------------------------ catalogue */

function plainText(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The CDN's resized image (the catalogue seed's images are the shop's own files, served as they are). */
function stencilUrl(product: SeedProduct, image: SeedImage, size: string): string {
  if (image.file.startsWith('/') || /^https?:/.test(image.file)) return image.file;
  return `${CDN}/images/stencil/${size}/products/${product.id}/${image.id}/${image.file}.jpg`;
}

/** A Storefront API `Image` (its `url` takes the size). */
function gqlImage(product: SeedProduct, image: SeedImage) {
  return {
    url: ({ width, height }: { width: number; height?: number }) => stencilUrl(product, image, `${width}x${height ?? width}`),
    urlOriginal: stencilUrl(product, image, 'original'),
    altText: image.description,
    isDefault: image.isThumbnail,
  };
}

/** A Storefront API `Product` for graphql-js's default resolvers (functions receive the field's arguments). */
export function gqlProduct(product: SeedProduct) {
  const prices = product.variants.map((variant) => variant.price);
  const retail = product.variants.flatMap((variant) => (variant.retailPrice === null ? [] : [variant.retailPrice]));
  const plain = plainText(product.descriptionHtml);
  return {
    __typename: 'Product',
    id: Buffer.from(`Product:${product.id}`).toString('base64'),
    entityId: product.id,
    sku: product.variants[0]?.sku ?? '',
    path: product.path,
    name: product.name,
    description: product.descriptionHtml,
    plainTextDescription: ({ characterLimit }: { characterLimit: number }) => plain.slice(0, characterLimit),
    minPurchaseQuantity: product.orderQuantityMinimum || null,
    maxPurchaseQuantity: product.orderQuantityMaximum || null,
    reviewSummary: {
      numberOfReviews: product.reviewsCount,
      summationOfRatings: product.reviewsRatingSum,
      averageRating: product.reviewsCount ? product.reviewsRatingSum / product.reviewsCount : 0,
    },
    customFields: (args: { names: string[]; first?: number; after?: string }) =>
      connection(
        product.customFields
          .filter((field) => args.names.length === 0 || args.names.includes(field.name))
          .map((field) => ({ entityId: field.id, name: field.name, value: field.value })),
        args,
      ),
    images: (args: { first?: number; after?: string }) =>
      connection(
        product.images.map((image) => gqlImage(product, image)),
        args,
      ),
    prices: () => ({
      price: money(product.price),
      salePrice: null,
      basePrice: money(product.price),
      retailPrice: product.retailPrice > 0 ? money(product.retailPrice) : null,
      mapPrice: null,
      priceRange: { min: money(Math.min(...prices)), max: money(Math.max(...prices)) },
      retailPriceRange: retail.length > 0 ? { min: money(Math.min(...retail)), max: money(Math.max(...retail)) } : null,
      saved: null,
      bulkPricing: [],
    }),
    inventory: {
      isInStock: product.inventoryTracking !== 'variant' || product.variants.some((variant) => variant.inventory > 0),
      hasVariantInventory: product.inventoryTracking === 'variant',
      aggregated: null,
    },
    variants: (args: { first?: number; after?: string }) =>
      connection(
        product.variants.map((variant) => {
          const inStock = product.inventoryTracking !== 'variant' || variant.inventory > 0;
          return {
            id: Buffer.from(`Variant:${variant.id}`).toString('base64'),
            entityId: variant.id,
            sku: variant.sku,
            isPurchasable: !variant.purchasingDisabled,
            defaultImage: variant.image ? gqlImage(product, variant.image) : null,
            options: (optionArgs: { first?: number; after?: string }) =>
              connection(
                variant.options.map((option) => ({
                  entityId: option.nameId,
                  displayName: option.name,
                  isRequired: true,
                  values: (valueArgs: { first?: number; after?: string }) =>
                    connection([{ entityId: option.valueId, label: option.value }], valueArgs),
                })),
                optionArgs,
              ),
            prices: () => ({
              price: money(variant.price),
              retailPrice: variant.retailPrice === null ? null : money(variant.retailPrice),
              priceRange: { min: money(variant.price), max: money(variant.price) },
              bulkPricing: [],
            }),
            inventory: {
              isInStock: inStock,
              aggregated: product.inventoryTracking === 'variant' ? { availableToSell: variant.inventory, warningLevel: 0 } : null,
            },
          };
        }),
        args,
      ),
  };
}

/* ---------------------------------------------------------------------- carts */

function gqlCart(store: FakeStore, cart: CartRecord) {
  const { lines, base } = store.cartTotals(cart);
  const discount = store.coupons.discount(cart.id, base);
  return {
    __typename: 'Cart',
    id: Buffer.from(`Cart:${cart.id}`).toString('base64'),
    entityId: cart.id,
    currencyCode: 'AUD',
    isTaxIncluded: true,
    baseAmount: money(base),
    // Order-based discounts only (the fake has none): BigCommerce leaves coupons out of it and says the checkout's
    // coupon in the checkout's coupons; the amount is after both.
    discountedAmount: money(0),
    amount: money(Math.round((base - discount) * 100) / 100),
    discounts: [],
    locale: cart.locale,
    createdAt: timestamp(cart.created_time),
    updatedAt: timestamp(cart.updated_time),
    lineItems: {
      physicalItems: lines.map(({ line, product, variant, extended }) => {
        const image = product.images.find((candidate) => candidate.isThumbnail) ?? product.images[0];
        return {
          entityId: line.id,
          parentEntityId: null,
          productEntityId: product.id,
          variantEntityId: variant.id,
          sku: variant.sku,
          name: product.name,
          url: `${store.storeUrl}${product.path}`,
          imageUrl: image ? imageUrl(product, image, '330.500') : null,
          brand: null,
          quantity: line.quantity,
          isTaxable: true,
          discounts: [],
          discountedAmount: money(0),
          couponAmount: money(0),
          listPrice: money(variant.price),
          originalPrice: money(variant.price),
          salePrice: money(variant.price),
          extendedListPrice: money(extended),
          extendedSalePrice: money(extended),
          isShippingRequired: true,
          selectedOptions: variant.options.map((option) => ({
            __typename: 'CartSelectedMultipleChoiceOption',
            entityId: option.nameId,
            name: option.name,
            value: option.value,
            valueEntityId: option.valueId,
          })),
          giftWrapping: null,
        };
      }),
      digitalItems: [],
      customItems: [],
      giftCertificates: cart.gifts.map((gift) => ({
        entityId: gift.id,
        name: gift.name,
        theme: gift.theme.toUpperCase(),
        amount: money(gift.amount),
        isTaxable: gift.taxable,
        sender: gift.sender,
        recipient: gift.recipient,
        message: gift.message || null,
      })),
      totalQuantity: cart.lines.reduce((sum, line) => sum + line.quantity, 0) + cart.gifts.length,
    },
  };
}

/* ------------------------------------------------------------------ customers */

function gqlAddress(address: AddressRecord) {
  return {
    entityId: address.id,
    firstName: address.first_name,
    lastName: address.last_name,
    address1: address.address1,
    address2: address.address2 || null,
    city: address.city,
    countryCode: address.country_code,
    stateOrProvince: address.state_or_province || null,
    phone: address.phone || null,
    postalCode: address.postal_code || null,
    company: address.company || null,
    formFields: [],
  };
}

function gqlCustomer(store: FakeStore, customer: CustomerRecord) {
  const addresses = () => store.addresses.filter((address) => address.customer_id === customer.id);
  return {
    entityId: customer.id,
    company: customer.company ?? '',
    customerGroupId: customer.customer_group_id ?? 0,
    email: customer.email,
    firstName: customer.first_name,
    lastName: customer.last_name,
    notes: '',
    phone: customer.phone ?? '',
    taxExemptCategory: '',
    addressCount: addresses().length,
    attributeCount: 0,
    storeCredit: [],
    formFields: [],
    addresses: (args: { first?: number; after?: string }) => connection(addresses().map(gqlAddress), args),
    wishlists: (args: { first?: number; after?: string }) =>
      connection(
        store.wishlists.filter((wishlist) => wishlist.customer_id === customer.id).map((wishlist) => gqlWishlist(store, wishlist)),
        args,
      ),
  };
}

function gqlWishlist(store: FakeStore, wishlist: FakeStore['wishlists'][number]) {
  return {
    id: Buffer.from(`Wishlist:${wishlist.id}`).toString('base64'),
    entityId: wishlist.id,
    name: wishlist.name,
    isPublic: wishlist.is_public,
    token: wishlist.token,
    items: (args: { first?: number; after?: string }) =>
      connection(
        wishlist.items.flatMap((item) => {
          const product = store.product(item.product_id);
          return product
            ? [{ entityId: item.id, productEntityId: item.product_id, variantEntityId: item.variant_id, product: gqlProduct(product) }]
            : [];
        }),
        args,
      ),
  };
}

function validationError(message: string, field: string) {
  return { __typename: 'ValidationError', message, path: [field] };
}

/* ----------------------------------------------------------------------- root */

interface Context {
  /** The impersonated customer (X-Bc-Customer-Id), 0 for a guest. */
  customerId: number;
}

type LineItemInput = { quantity: number; productEntityId: number; variantEntityId?: number | null };
type GiftCertificateInputGql = {
  name: string;
  theme: string;
  amount: number;
  quantity: number;
  sender: { name: string; email: string };
  recipient: { name: string; email: string };
  message?: string | null;
};

function lineInputs(items: LineItemInput[] | null | undefined) {
  return (items ?? []).map((item) => {
    if (item.variantEntityId === null || item.variantEntityId === undefined) {
      throw new GraphQLError('A variantEntityId is required for products with options.');
    }
    return { product_id: item.productEntityId, variant_id: item.variantEntityId, quantity: item.quantity };
  });
}

function giftInputs(items: GiftCertificateInputGql[] | null | undefined) {
  return (items ?? []).map((gift) => ({
    name: gift.name,
    theme: gift.theme.charAt(0) + gift.theme.slice(1).toLowerCase(),
    amount: gift.amount,
    sender: gift.sender,
    recipient: gift.recipient,
    message: gift.message ?? '',
  }));
}

/** Store rule violations in cart mutations surface as GraphQL errors, as the real API reports them. */
function storeCall<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof StoreError) throw new GraphQLError(error.message, { extensions: { status: error.status } });
    throw error;
  }
}

function rootValue(store: FakeStore) {
  /** A cart the caller may see: a guest cart, or one of the impersonated customer. */
  const visibleCart = (entityId: string, context: Context): CartRecord | null => {
    const cart = store.carts.get(entityId);
    if (!cart) return null;
    if (cart.customer_id !== 0 && cart.customer_id !== context.customerId) return null;
    return cart;
  };
  const cartForWrite = (entityId: string, context: Context): CartRecord => {
    const cart = visibleCart(entityId, context);
    if (!cart) throw new GraphQLError('Cart not found', { extensions: { status: 404 } });
    return cart;
  };
  const signedIn = (context: Context): CustomerRecord | null => (context.customerId ? (store.customer(context.customerId) ?? null) : null);
  const notLoggedIn = { __typename: 'CustomerNotLoggedInError', message: 'Customer is not logged in' };

  return {
    site: {
      route: ({ path: routePath }: { path: string }) => {
        const product = store.products.find((candidate) => candidate.isVisible && candidate.path === routePath);
        return { node: product ? gqlProduct(product) : null };
      },
      products: (args: { entityIds: number[]; first?: number; after?: string }) =>
        connection(
          store.products
            .filter((product) => product.isVisible && (args.entityIds.length === 0 || args.entityIds.includes(product.id)))
            .map(gqlProduct),
          args,
        ),
      product: ({ entityId }: { entityId?: number }) => {
        const product = store.products.find((candidate) => candidate.isVisible && candidate.id === entityId);
        return product ? gqlProduct(product) : null;
      },
      cart: ({ entityId }: { entityId?: string }, context: Context) => {
        const cart = entityId ? visibleCart(entityId, context) : null;
        return cart ? gqlCart(store, cart) : null;
      },
      // A cart's checkout has the cart's id; only the coupons are kept here.
      checkout: ({ entityId }: { entityId?: string }, context: Context) => {
        const cart = entityId ? visibleCart(entityId, context) : null;
        return cart ? { entityId: cart.id, coupons: store.coupons.gql(cart.id, store.cartTotals(cart).base) } : null;
      },
    },
    checkout: {
      applyCheckoutCoupon: ({ input }: { input: { checkoutEntityId: string; data: { couponCode: string } } }, context: Context) => {
        const cart = cartForWrite(input.checkoutEntityId, context);
        store.coupons.apply(cart.id, input.data.couponCode, store.cartTotals(cart).base);
        return { checkout: { entityId: cart.id, coupons: store.coupons.gql(cart.id, store.cartTotals(cart).base) } };
      },
      unapplyCheckoutCoupon: ({ input }: { input: { checkoutEntityId: string; data: { couponCode: string } } }, context: Context) => {
        const cart = cartForWrite(input.checkoutEntityId, context);
        store.coupons.unapply(cart.id, input.data.couponCode);
        return { checkout: { entityId: cart.id, coupons: [] } };
      },
    },
    customer: (_args: unknown, context: Context) => {
      const customer = signedIn(context);
      return customer ? gqlCustomer(store, customer) : null;
    },
    login: ({ email, password }: { email: string; password: string }) => {
      const customer = store.customerByEmail(email);
      if (!customer || customer.password !== password) throw new GraphQLError('Invalid credentials');
      return { result: 'success', customer: gqlCustomer(store, customer) };
    },
    cart: {
      createCart: ({ input }: { input: { lineItems?: LineItemInput[]; giftCertificates?: GiftCertificateInputGql[]; locale?: string } }, context: Context) =>
        storeCall(() => ({
          cart: gqlCart(
            store,
            store.createCart({
              customerId: context.customerId,
              locale: input.locale ?? 'en',
              lines: lineInputs(input.lineItems),
              gifts: giftInputs(input.giftCertificates),
            }),
          ),
        })),
      addCartLineItems: ({ input }: { input: { cartEntityId: string; data: { lineItems?: LineItemInput[]; giftCertificates?: GiftCertificateInputGql[] } } }, context: Context) =>
        storeCall(() => {
          const cart = cartForWrite(input.cartEntityId, context);
          return { cart: gqlCart(store, store.addItems(cart.id, lineInputs(input.data.lineItems), giftInputs(input.data.giftCertificates))) };
        }),
      updateCartLineItem: ({ input }: { input: { cartEntityId: string; lineItemEntityId: string; data: { lineItem?: LineItemInput } } }, context: Context) =>
        storeCall(() => {
          const cart = cartForWrite(input.cartEntityId, context);
          if (!input.data.lineItem) throw new GraphQLError('A lineItem is required.');
          return { cart: gqlCart(store, store.updateLine(cart.id, input.lineItemEntityId, input.data.lineItem.quantity)) };
        }),
      deleteCartLineItem: ({ input }: { input: { cartEntityId: string; lineItemEntityId: string } }, context: Context) =>
        storeCall(() => {
          const cart = cartForWrite(input.cartEntityId, context);
          const remaining = store.deleteLine(cart.id, input.lineItemEntityId);
          return {
            deletedLineItemEntityId: input.lineItemEntityId,
            cart: remaining ? gqlCart(store, remaining) : null,
            deletedCartEntityId: remaining ? null : cart.id,
          };
        }),
      deleteCart: ({ input }: { input: { cartEntityId: string } }, context: Context) =>
        storeCall(() => {
          const cart = cartForWrite(input.cartEntityId, context);
          store.carts.delete(cart.id);
          return { deletedCartEntityId: cart.id };
        }),
      assignCartToCustomer: ({ input }: { input: { cartEntityId: string } }, context: Context) =>
        storeCall(() => {
          if (!signedIn(context)) throw new GraphQLError('Customer is not logged in', { extensions: { status: 401 } });
          const cart = cartForWrite(input.cartEntityId, context);
          return { cart: gqlCart(store, store.assignCart(cart.id, context.customerId)) };
        }),
      createCartRedirectUrls: ({ input }: { input: { cartEntityId?: string } }, context: Context) =>
        storeCall(() => {
          const cart = cartForWrite(input.cartEntityId ?? '', context);
          const urls = store.checkoutUrls(cart);
          return {
            redirectUrls: { redirectedCheckoutUrl: urls.checkout_url, embeddedCheckoutUrl: urls.embedded_checkout_url },
            errors: [],
          };
        }),
    },
    wishlist: {
      createWishlist: ({ input }: { input: { name: string; isPublic: boolean; items?: { productEntityId: number; variantEntityId?: number }[] } }, context: Context) =>
        storeCall(() => {
          if (!signedIn(context)) throw new GraphQLError('Customer is not logged in');
          const items = (input.items ?? []).map((item) => ({ product_id: item.productEntityId, variant_id: item.variantEntityId ?? null }));
          return { result: gqlWishlist(store, store.createWishlist(context.customerId, input.name, input.isPublic, items)) };
        }),
      addWishlistItems: ({ input }: { input: { entityId: number; items: { productEntityId: number; variantEntityId?: number }[] } }, context: Context) =>
        storeCall(() => {
          const items = input.items.map((item) => ({ product_id: item.productEntityId, variant_id: item.variantEntityId ?? null }));
          return { result: gqlWishlist(store, store.addWishlistItems(input.entityId, context.customerId, items)) };
        }),
      deleteWishlistItems: ({ input }: { input: { entityId: number; itemEntityIds: number[] } }, context: Context) =>
        storeCall(() => ({ result: gqlWishlist(store, store.deleteWishlistItems(input.entityId, context.customerId, input.itemEntityIds)) })),
    },
    customerMutations: {
      registerCustomer: ({ input }: { input: Record<string, string | undefined> & { address?: Record<string, string | undefined> } }) => {
        if (store.customerByEmail(input.email ?? '')) {
          return { customer: null, errors: [{ __typename: 'EmailAlreadyInUseError', message: 'The email address is already in use.', path: ['email'] }] };
        }
        if ((input.password ?? '').length < 7) return { customer: null, errors: [validationError('Passwords must be at least 7 characters.', 'password')] };
        const address = input.address;
        const record = store.createCustomer(
          {
            email: input.email ?? '',
            first_name: input.firstName ?? '',
            last_name: input.lastName ?? '',
            company: input.company ?? '',
            phone: input.phone ?? '',
            channel_ids: [1],
            password: input.password ?? '',
          },
          address ? [addressFromInput(address)] : [],
        );
        return { customer: gqlCustomer(store, record), errors: [] };
      },
      addCustomerAddress: ({ input }: { input: Record<string, string | undefined> }, context: Context) => {
        if (!signedIn(context)) return { address: null, errors: [notLoggedIn] };
        const created = store.addAddress(context.customerId, addressFromInput(input));
        if (!created) return { address: null, errors: [{ __typename: 'CustomerAddressCreationError', message: 'Address already exists.' }] };
        return { address: gqlAddress(created), errors: [] };
      },
      updateCustomerAddress: ({ input }: { input: { addressEntityId: number; data: Record<string, string | undefined> } }, context: Context) => {
        if (!signedIn(context)) return { address: null, errors: [notLoggedIn] };
        const existing = store.addresses.find((address) => address.id === input.addressEntityId && address.customer_id === context.customerId);
        if (!existing) return { address: null, errors: [{ __typename: 'AddressDoesNotExistError', message: 'Address does not exist.' }] };
        const change = Object.fromEntries(Object.entries(addressFromInput(input.data, existing)).filter(([, value]) => value !== undefined));
        const updated = store.updateAddress(existing.id, change);
        if (!updated) return { address: null, errors: [{ __typename: 'CustomerAddressUpdateError', message: 'Another address has these details.' }] };
        return { address: gqlAddress(updated), errors: [] };
      },
      deleteCustomerAddress: ({ input }: { input: { addressEntityId: number } }, context: Context) => {
        if (!signedIn(context)) return { errors: [notLoggedIn] };
        const existing = store.addresses.find((address) => address.id === input.addressEntityId && address.customer_id === context.customerId);
        if (!existing) {
          return { errors: [{ __typename: 'CustomerAddressDeletionError', message: 'Address does not exist.' }] };
        }
        store.deleteAddresses([existing.id]);
        return { errors: [] };
      },
      requestResetPassword: ({ input }: { input: { email: string } }) => {
        store.requestPasswordReset(input.email);
        return { errors: [] };
      },
      resetPassword: ({ input }: { input: { customerEntityId: number; token: string; newPassword: string } }) => {
        try {
          store.resetPassword(input.customerEntityId, input.token, input.newPassword);
          return { errors: [] };
        } catch (error) {
          if (error instanceof StoreError) return { errors: [validationError(error.message, 'token')] };
          throw error;
        }
      },
      changePassword: ({ input }: { input: { currentPassword: string; newPassword: string } }, context: Context) => {
        const customer = signedIn(context);
        if (!customer) return { errors: [notLoggedIn] };
        if (customer.password !== input.currentPassword) {
          return { errors: [{ __typename: 'CustomerPasswordError', message: 'The current password is incorrect.' }] };
        }
        customer.password = input.newPassword;
        return { errors: [] };
      },
    },
  };
}

function addressFromInput(input: Record<string, string | undefined>, fallback?: AddressRecord): Omit<AddressRecord, 'id' | 'customer_id'> {
  return {
    first_name: input.firstName ?? fallback?.first_name ?? '',
    last_name: input.lastName ?? fallback?.last_name ?? '',
    company: input.company ?? fallback?.company ?? '',
    address1: input.address1 ?? fallback?.address1 ?? '',
    address2: input.address2 ?? fallback?.address2 ?? '',
    city: input.city ?? fallback?.city ?? '',
    state_or_province: input.stateOrProvince ?? fallback?.state_or_province ?? '',
    postal_code: input.postalCode ?? fallback?.postal_code ?? '',
    country_code: input.countryCode ?? fallback?.country_code ?? 'AU',
    phone: input.phone ?? fallback?.phone ?? '',
    address_type: fallback?.address_type ?? 'residential',
  };
}

export interface GraphqlAnswer {
  data?: unknown;
  errors?: { message: string; path?: readonly (string | number)[]; extensions?: Record<string, unknown> }[];
}

/** Executes one (already validated) request as the customer the impersonation header names. */
export async function executeGraphql(store: FakeStore, query: string, variables: Record<string, unknown>, customerId: number): Promise<GraphqlAnswer> {
  const root = rootValue(store);
  // `Mutation.customer` and `Query.customer` share a name: the operation type decides which root applies.
  const document = parse(query);
  const complexity = queryComplexity(document, variables);
  if (complexity > MAX_COMPLEXITY) {
    return { errors: [{ message: `Query complexity ${complexity} exceeds the maximum of ${MAX_COMPLEXITY}`, extensions: { complexity } }] };
  }
  const isMutation = document.definitions.some((definition) => definition.kind === 'OperationDefinition' && definition.operation === 'mutation');
  const value = isMutation ? { ...root, customer: root.customerMutations } : root;
  const result = await execute({
    schema: storefrontSchema(),
    document,
    rootValue: value,
    contextValue: { customerId } satisfies Context,
    variableValues: variables,
  });
  return JSON.parse(JSON.stringify(result)) as GraphqlAnswer;
}
