/**
 * The REST side of the fake BigCommerce: v3 carts, customers, addresses, catalogue and wish lists, and v2
 * orders, answered from the shared FakeStore. Bodies follow the reference specs' schemas (carts.v3.yml Cart_Full,
 * customers.v3.yml customer_Full / address_Full, products_catalog.v3.yml product_Full, orders.v2.oas2.yml
 * order_Full / orderProducts / orderShippingAddress). Requests were contract-checked before they get here.
 */
import { CDN, countryName, NOW, StoreError, type CartRecord, type CustomerRecord, type FakeStore, type SeedProduct } from './store';

export const STATUS_CODES_URL = 'https://developer.bigcommerce.com/api-docs/getting-started/api-status-codes';

export interface FakeResponse {
  status: number;
  body?: unknown;
}

export function errorBody(status: number, title: string) {
  return { status, title, type: STATUS_CODES_URL, errors: {} };
}

function listParam(url: URL, name: string): string[] {
  const raw = url.searchParams.get(name);
  return raw ? raw.split(',').map((value) => value.trim()).filter(Boolean) : [];
}

function pagination(total: number, page: number, perPage: number, count: number) {
  return {
    total,
    count,
    per_page: perPage,
    current_page: page,
    total_pages: Math.max(1, Math.ceil(total / perPage)),
    links: { current: `?page=${page}&limit=${perPage}` },
  };
}

function pageOf<T>(items: T[], url: URL, defaultLimit = 50) {
  const page = Math.max(1, Number(url.searchParams.get('page') ?? 1) || 1);
  const limit = Math.max(1, Number(url.searchParams.get('limit') ?? defaultLimit) || defaultLimit);
  const slice = items.slice((page - 1) * limit, page * limit);
  return { data: slice, page, limit, total: items.length };
}

function paged<T>(items: T[], url: URL, defaultLimit = 50) {
  const { data, page, limit, total } = pageOf(items, url, defaultLimit);
  return { data, meta: { pagination: pagination(total, page, limit, data.length) } };
}

/** An image URL: the CDN's for the scenario seed, the image's own URL for the catalogue seed. */
export function imageUrl(product: SeedProduct, image: SeedProduct['images'][number], size: string): string {
  if (image.file.startsWith('/') || /^https?:/.test(image.file)) return image.file;
  return `${CDN}/products/${product.id}/images/${image.id}/${image.file}.${size}.jpg?c=2`;
}

/* -------------------------------------------------------------------- carts */

export function renderCart(store: FakeStore, cart: CartRecord, include: string[]) {
  const withOptions = include.includes('line_items.physical_items.options');
  const { lines, base } = store.cartTotals(cart);
  const physical = lines.map(({ line, product, variant, extended }) => {
    const image = product.images.find((candidate) => candidate.isThumbnail) ?? product.images[0];
    return {
      id: line.id,
      variant_id: line.variant_id,
      product_id: line.product_id,
      sku: variant.sku,
      name: product.name,
      url: `${store.storeUrl}${product.path}`,
      quantity: line.quantity,
      is_taxable: true,
      ...(image ? { image_url: imageUrl(product, image, '330.500') } : {}),
      discounts: [],
      coupons: [],
      discount_amount: 0,
      coupon_amount: 0,
      original_price: variant.price,
      list_price: variant.price,
      sale_price: variant.price,
      extended_list_price: extended,
      extended_sale_price: extended,
      is_require_shipping: true,
      ...(withOptions ? { options: variant.options.map((option) => ({ ...option })) } : {}),
    };
  });
  return {
    id: cart.id,
    customer_id: cart.customer_id,
    channel_id: cart.channel_id,
    email: store.customer(cart.customer_id)?.email ?? '',
    currency: { code: 'AUD' },
    tax_included: true,
    base_amount: base,
    discount_amount: 0,
    cart_amount: base,
    line_items: { physical_items: physical, digital_items: [], gift_certificates: cart.gifts, custom_items: [] },
    created_time: cart.created_time,
    updated_time: cart.updated_time,
    locale: cart.locale,
    version: cart.version,
    ...(include.includes('redirect_urls') ? { redirect_urls: store.checkoutUrls(cart) } : {}),
  };
}

/* ---------------------------------------------------------------- catalogue */

export function renderCatalogProduct(product: SeedProduct, include: string[]) {
  return {
    id: product.id,
    name: product.name,
    type: 'physical',
    sku: product.variants[0]?.sku.split('-')[0] ?? '',
    description: product.descriptionHtml,
    weight: 1,
    width: 0,
    depth: 0,
    height: 0,
    price: product.price,
    cost_price: 0,
    retail_price: product.retailPrice,
    sale_price: 0,
    map_price: 0,
    tax_class_id: 0,
    product_tax_code: '',
    calculated_price: product.price,
    categories: [24],
    brand_id: 37,
    inventory_level: product.variants.reduce((sum, variant) => sum + variant.inventory, 0),
    inventory_warning_level: 0,
    inventory_tracking: product.inventoryTracking,
    reviews_rating_sum: product.reviewsRatingSum,
    reviews_count: product.reviewsCount,
    total_sold: 44,
    fixed_cost_shipping_price: 0,
    is_free_shipping: false,
    is_visible: product.isVisible,
    is_featured: false,
    related_products: [-1],
    availability: 'available',
    availability_description: '',
    order_quantity_minimum: product.orderQuantityMinimum,
    order_quantity_maximum: product.orderQuantityMaximum,
    page_title: product.name,
    meta_keywords: [],
    meta_description: '',
    view_count: 0,
    custom_url: { url: product.path, is_customized: true },
    base_variant_id: null,
    date_created: '2021-02-10T20:29:15+00:00',
    date_modified: product.dateModified,
    ...(include.includes('custom_fields') ? { custom_fields: product.customFields } : {}),
    ...(include.includes('images')
      ? {
          images: product.images.map((image) => ({
            id: image.id,
            product_id: product.id,
            is_thumbnail: image.isThumbnail,
            sort_order: image.sortOrder,
            description: image.description,
            image_file: `k/${image.id}.jpg`,
            url_zoom: imageUrl(product, image, '1280.1280'),
            url_standard: imageUrl(product, image, '386.513'),
            url_thumbnail: imageUrl(product, image, '220.290'),
            url_tiny: imageUrl(product, image, '44.58'),
            date_modified: NOW,
          })),
        }
      : {}),
    ...(include.includes('variants')
      ? {
          variants: product.variants.map((variant) => ({
            id: variant.id,
            product_id: product.id,
            sku: variant.sku,
            sku_id: variant.id + 1000,
            price: variant.price,
            calculated_price: variant.price,
            sale_price: null,
            retail_price: variant.retailPrice,
            map_price: null,
            weight: null,
            calculated_weight: 1,
            cost_price: 0,
            purchasing_disabled: variant.purchasingDisabled ?? false,
            purchasing_disabled_message: '',
            image_url: '',
            upc: '',
            inventory_level: variant.inventory,
            inventory_warning_level: 0,
            bin_picking_number: '',
            mpn: '',
            gtin: '',
            option_values: variant.options.map((option) => ({
              id: option.valueId,
              label: option.value,
              option_id: option.nameId,
              option_display_name: option.name,
            })),
          })),
        }
      : {}),
  };
}

/* ---------------------------------------------------------------- customers */

function publicCustomer(store: FakeStore, customer: CustomerRecord) {
  const { password: _password, ...rest } = customer;
  const addresses = store.addresses.filter((address) => address.customer_id === customer.id);
  return { ...rest, address_count: addresses.length, attribute_count: 0, authentication: { force_password_reset: false } };
}

/* ------------------------------------------------------------------- orders */

function money(value: number): string {
  return value.toFixed(4);
}

function renderOrder(store: FakeStore, order: FakeStore['orders'][number], apiUrl: string) {
  const base = `${apiUrl.replace(/\/+$/, '')}/v2/orders/${order.id}`;
  return {
    id: order.id,
    customer_id: order.customer_id,
    date_created: order.date_created,
    date_modified: order.date_created,
    status_id: order.status_id,
    status: order.status,
    subtotal_ex_tax: money(order.subtotal_inc_tax - order.total_tax),
    subtotal_inc_tax: money(order.subtotal_inc_tax),
    subtotal_tax: money(order.total_tax),
    base_shipping_cost: money(order.shipping_cost_inc_tax),
    shipping_cost_ex_tax: money(order.shipping_cost_inc_tax / 1.1),
    shipping_cost_inc_tax: money(order.shipping_cost_inc_tax),
    total_ex_tax: money(order.total_inc_tax - order.total_tax),
    total_inc_tax: money(order.total_inc_tax),
    total_tax: money(order.total_tax),
    coupon_discount: money(order.coupon_discount ?? 0),
    items_total: order.products.reduce((sum, product) => sum + product.quantity, 0),
    items_shipped: order.status === 'Shipped' || order.status === 'Completed' ? order.products.length : 0,
    payment_method: 'Credit Card',
    currency_code: 'AUD',
    default_currency_code: 'AUD',
    channel_id: 1,
    billing_address: { ...shippingAddressOf(order), email: order.email },
    products: { url: `${base}/products`, resource: `/orders/${order.id}/products` },
    shipping_addresses: { url: `${base}/shipping_addresses`, resource: `/orders/${order.id}/shipping_addresses` },
    coupons: { url: `${base}/coupons`, resource: `/orders/${order.id}/coupons` },
    customer_message: '',
    staff_notes: '',
    ...(store.customer(order.customer_id) ? {} : { is_email_opt_in: false }),
  };
}

function shippingAddressOf(order: FakeStore['orders'][number]) {
  const address = order.shipping_address;
  return {
    first_name: address.first_name,
    last_name: address.last_name,
    company: address.company ?? '',
    street_1: address.address1,
    street_2: address.address2 ?? '',
    city: address.city,
    state: address.state_or_province,
    zip: address.postal_code,
    country: countryName(address.country_code),
    country_iso2: address.country_code,
    phone: address.phone ?? '',
  };
}

function renderOrderProducts(order: FakeStore['orders'][number]) {
  return order.products.map((product) => ({
    id: product.id,
    order_id: order.id,
    product_id: product.product_id,
    variant_id: product.variant_id,
    order_address_id: order.id * 10,
    name: product.name,
    sku: product.sku,
    type: 'physical',
    base_price: money(product.price_inc_tax / 1.1),
    price_ex_tax: money(product.price_inc_tax / 1.1),
    price_inc_tax: money(product.price_inc_tax),
    price_tax: money(product.price_inc_tax / 11),
    base_total: money(product.total_inc_tax / 1.1),
    total_ex_tax: money(product.total_inc_tax / 1.1),
    total_inc_tax: money(product.total_inc_tax),
    total_tax: money(product.total_inc_tax / 11),
    quantity: product.quantity,
    product_options: product.options.map((option, index) => ({
      id: index + 1,
      option_id: index + 1,
      order_product_id: product.id,
      product_option_id: index + 1,
      display_name: option.display_name,
      display_value: option.display_value,
      value: option.display_value,
      type: 'Multiple choice',
      name: option.display_name,
      display_style: 'Dropdown',
    })),
  }));
}

/* ------------------------------------------------------------------ routing */

interface Route {
  method: string;
  pattern: RegExp;
  handle(match: string[], url: URL, body: unknown): FakeResponse;
}

type Json = Record<string, unknown>;

/** The REST routes over one store. `path` is the part after the API root, e.g. `/v3/carts/{id}`. */
export function createRestRouter(store: FakeStore, apiUrl: string) {
  const include = (url: URL) => listParam(url, 'include');
  const ok = (body: unknown, status = 200): FakeResponse => ({ status, body });
  const cartBody = (cart: CartRecord, url: URL, status = 200) => ok({ data: renderCart(store, cart, include(url)), meta: {} }, status);

  const routes: Route[] = [
    /* carts.v3.yml */
    {
      method: 'POST',
      pattern: /^\/v3\/carts$/,
      handle: (_match, url, body) => {
        const input = body as Json;
        const cart = store.createCart({
          customerId: (input.customer_id as number) ?? 0,
          channelId: input.channel_id as number,
          locale: input.locale as string,
          lines: input.line_items as never,
          gifts: input.gift_certificates as never,
        });
        return cartBody(cart, url, 201);
      },
    },
    { method: 'GET', pattern: /^\/v3\/carts\/([^/]+)$/, handle: ([id], url) => cartBody(store.cart(id), url) },
    {
      method: 'PUT',
      pattern: /^\/v3\/carts\/([^/]+)$/,
      handle: ([id], url, body) => {
        const customerId = (body as Json).customer_id;
        const cart = typeof customerId === 'number' ? store.assignCart(id, customerId) : store.cart(id);
        return cartBody(cart, url, 201);
      },
    },
    {
      method: 'DELETE',
      pattern: /^\/v3\/carts\/([^/]+)$/,
      handle: ([id]) => {
        store.cart(id);
        store.carts.delete(id);
        return { status: 204 };
      },
    },
    {
      method: 'POST',
      pattern: /^\/v3\/carts\/([^/]+)\/items$/,
      handle: ([id], url, body) => {
        const input = body as Json;
        return cartBody(store.addItems(id, (input.line_items as never) ?? [], (input.gift_certificates as never) ?? []), url, 201);
      },
    },
    {
      method: 'PUT',
      pattern: /^\/v3\/carts\/([^/]+)\/items\/([^/]+)$/,
      handle: ([id, itemId], url, body) => cartBody(store.updateLine(id, itemId, ((body as Json).line_item as Json).quantity as number), url),
    },
    {
      method: 'DELETE',
      pattern: /^\/v3\/carts\/([^/]+)\/items\/([^/]+)$/,
      handle: ([id, itemId], url) => {
        const cart = store.deleteLine(id, itemId);
        return cart ? cartBody(cart, url) : { status: 204 };
      },
    },
    {
      method: 'POST',
      pattern: /^\/v3\/carts\/([^/]+)\/redirect_urls$/,
      handle: ([id]) => ok({ data: store.checkoutUrls(store.cart(id)), meta: {} }, 201),
    },

    /* customers.v3.yml */
    {
      method: 'GET',
      pattern: /^\/v3\/customers$/,
      handle: (_match, url) => {
        const ids = listParam(url, 'id:in').map(Number);
        const emails = listParam(url, 'email:in').map((email) => email.toLowerCase());
        const matches = store.customers.filter(
          (customer) =>
            (ids.length === 0 || ids.includes(customer.id)) && (emails.length === 0 || emails.includes(customer.email.toLowerCase())),
        );
        const page = paged(
          matches.map((customer) => publicCustomer(store, customer)),
          url,
        );
        return ok({
          data: page.data,
          meta: {
            pagination: page.meta.pagination,
            cursor_pagination: { count: page.data.length, per_page: page.meta.pagination.per_page, links: {} },
          },
        });
      },
    },
    {
      method: 'POST',
      pattern: /^\/v3\/customers$/,
      handle: (_match, _url, body) => {
        const inputs = body as (Json & { email: string; authentication?: { new_password?: string }; addresses?: Json[] })[];
        if (inputs.some((input) => store.customerByEmail(input.email))) {
          return {
            status: 422,
            body: {
              status: 422,
              title: 'Create customers failed.',
              type: '/api-docs/getting-started/api-status-codes',
              errors: { '.customer_create': 'Error creating customers' },
            },
          };
        }
        const created = inputs.map((input) => {
          const { authentication, addresses, ...fields } = input;
          const record = store.createCustomer(
            { ...(fields as unknown as Omit<CustomerRecord, 'id' | 'password'>), password: authentication?.new_password ?? '' },
            (addresses ?? []) as never,
          );
          return { ...publicCustomer(store, record), addresses: store.addresses.filter((address) => address.customer_id === record.id) };
        });
        return ok({ data: created, meta: {} });
      },
    },
    {
      method: 'GET',
      pattern: /^\/v3\/customers\/addresses$/,
      handle: (_match, url) => {
        const customerIds = listParam(url, 'customer_id:in').map(Number);
        const ids = listParam(url, 'id:in').map(Number);
        const matches = store.addresses.filter(
          (address) => (customerIds.length === 0 || customerIds.includes(address.customer_id)) && (ids.length === 0 || ids.includes(address.id)),
        );
        return ok(paged(matches, url));
      },
    },
    {
      method: 'POST',
      pattern: /^\/v3\/customers\/addresses$/,
      handle: (_match, _url, body) => {
        const created = (body as (Json & { customer_id: number })[]).flatMap((input) => {
          const { customer_id: customerId, ...fields } = input;
          return store.addAddress(customerId, fields as never) ?? [];
        });
        return ok({ data: created, meta: {} });
      },
    },
    {
      method: 'PUT',
      pattern: /^\/v3\/customers\/addresses$/,
      handle: (_match, _url, body) => {
        const updated = (body as (Json & { id: number })[]).flatMap((input) => store.updateAddress(input.id, input as never) ?? []);
        return ok({ data: updated, meta: {} });
      },
    },
    {
      method: 'DELETE',
      pattern: /^\/v3\/customers\/addresses$/,
      handle: (_match, url) => {
        store.deleteAddresses(listParam(url, 'id:in').map(Number));
        return { status: 204 };
      },
    },

    /* products_catalog.v3.yml */
    {
      method: 'GET',
      pattern: /^\/v3\/catalog\/products$/,
      handle: (_match, url) => {
        const ids = listParam(url, 'id:in').map(Number);
        const visible = url.searchParams.get('is_visible');
        const modifiedSince = url.searchParams.get('date_modified:min');
        const matches = store.products.filter(
          (product) =>
            (ids.length === 0 || ids.includes(product.id)) &&
            (visible === null || String(product.isVisible) === visible) &&
            (modifiedSince === null || Date.parse(product.dateModified) >= Date.parse(modifiedSince)),
        );
        const sort = url.searchParams.get('sort');
        const descending = url.searchParams.get('direction') === 'desc';
        if (sort === 'date_modified' || sort === 'id') {
          const key = (product: SeedProduct) => (sort === 'id' ? product.id : Date.parse(product.dateModified));
          matches.sort((a, b) => (descending ? key(b) - key(a) : key(a) - key(b)) || a.id - b.id);
        }
        const page = paged(matches, url);
        return ok({ data: page.data.map((product) => renderCatalogProduct(product, include(url))), meta: page.meta });
      },
    },

    /* orders.v2.oas2.yml */
    {
      method: 'GET',
      pattern: /^\/v2\/orders$/,
      handle: (_match, url) => {
        const customerId = url.searchParams.get('customer_id');
        const sort = url.searchParams.get('sort') ?? 'id:asc';
        const [field, direction] = sort.split(':');
        const matches = store.orders
          .filter((order) => customerId === null || order.customer_id === Number(customerId))
          .sort((a, b) => {
            // Orders placed in the same second (dates have whole seconds) keep their id order.
            const key = (field === 'date_created' ? Date.parse(a.date_created) - Date.parse(b.date_created) : 0) || a.id - b.id;
            return direction === 'desc' ? -key : key;
          });
        const { data } = pageOf(matches, url, 50);
        // v2 answers an empty list with 204 No Content.
        if (data.length === 0) return { status: 204 };
        return ok(data.map((order) => renderOrder(store, order, apiUrl)));
      },
    },
    {
      method: 'GET',
      pattern: /^\/v2\/orders\/count$/,
      handle: (_match, url) => {
        const customerId = url.searchParams.get('customer_id');
        const count = store.orders.filter((order) => customerId === null || order.customer_id === Number(customerId)).length;
        return ok({ count, statuses: [] });
      },
    },
    {
      method: 'GET',
      pattern: /^\/v2\/orders\/(\d+)$/,
      handle: ([id]) => ok(renderOrder(store, orderOr404(store, Number(id)), apiUrl)),
    },
    {
      method: 'GET',
      pattern: /^\/v2\/orders\/(\d+)\/products$/,
      handle: ([id]) => ok(renderOrderProducts(orderOr404(store, Number(id)))),
    },
    {
      method: 'GET',
      pattern: /^\/v2\/orders\/(\d+)\/shipping_addresses$/,
      handle: ([id]) => {
        const order = orderOr404(store, Number(id));
        return ok([
          {
            id: order.id * 10,
            order_id: order.id,
            ...shippingAddressOf(order),
            email: order.email,
            items_total: order.products.reduce((sum, product) => sum + product.quantity, 0),
            items_shipped: 0,
            shipping_method: order.shipping_method,
            base_cost: money(order.shipping_cost_inc_tax),
            cost_inc_tax: money(order.shipping_cost_inc_tax),
            cost_ex_tax: money(order.shipping_cost_inc_tax / 1.1),
            cost_tax: money(order.shipping_cost_inc_tax / 11),
          },
        ]);
      },
    },
  ];

  return {
    /** Answers one REST request; a path no route knows is a 404 (and the contract check has recorded it). */
    handle(method: string, path: string, url: URL, body: unknown): FakeResponse {
      for (const route of routes) {
        if (route.method !== method) continue;
        const match = route.pattern.exec(path);
        if (!match) continue;
        try {
          return route.handle(match.slice(1).map(decodeURIComponent), url, body);
        } catch (error) {
          if (error instanceof StoreError) return { status: error.status, body: errorBody(error.status, error.message) };
          throw error;
        }
      }
      return { status: 404, body: errorBody(404, `No route for ${method} ${path}`) };
    },
  };
}

function orderOr404(store: FakeStore, id: number) {
  const order = store.orders.find((candidate) => candidate.id === id);
  if (!order) throw new StoreError(404, 'The requested resource was not found.');
  return order;
}
