/**
 * Addresses on the wire of /api/bigcommerce/address: the BigCommerce v3 customer-address shape
 * (snake_case) that @bigcommerce/storefront-data-hooks' address hooks send and read.
 * The app's own `Address` type stays inside; these functions are the only translation.
 */
import type { Address, Page } from '@/lib/commerce/types';
import { stateOf, type AddressFormValues } from './address-schema';
import { isDeliveryCountry } from './fields';

export interface WireAddress {
  id: number;
  customer_id: number;
  first_name: string;
  last_name: string;
  company: string;
  address1: string;
  address2: string;
  city: string;
  state_or_province: string;
  postal_code: string;
  country: string;
  country_code: string;
  phone: string;
  address_type: 'residential' | 'commercial';
}

export interface WireAddressPage {
  addresses: WireAddress[];
  pagination: {
    total: number;
    count: number;
    per_page: number;
    total_pages: number;
    pages: { current: number; previous?: number; next?: number };
  };
}

export function toWireAddress(address: Address): WireAddress {
  return {
    id: address.id,
    customer_id: address.customerId,
    first_name: address.firstName,
    last_name: address.lastName,
    company: address.company,
    address1: address.address1,
    address2: address.address2,
    city: address.city,
    state_or_province: address.stateOrProvince,
    postal_code: address.postalCode,
    country: address.country,
    country_code: address.countryCode,
    phone: address.phone,
    address_type: address.addressType,
  };
}

export function toWireAddressPage(page: Page<Address>): WireAddressPage {
  return {
    addresses: page.items.map(toWireAddress),
    pagination: {
      total: page.total,
      count: page.items.length,
      per_page: page.perPage,
      total_pages: page.totalPages,
      pages: {
        current: page.page,
        ...(page.page > 1 ? { previous: page.page - 1 } : {}),
        ...(page.page < page.totalPages ? { next: page.page + 1 } : {}),
      },
    },
  };
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
}

/** A wire body as the address form's values, for the shared schema (unknown values stay undefined). */
export function wireToFormValues(body: unknown): Partial<Record<keyof AddressFormValues, string | undefined>> {
  const wire = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  return {
    firstName: text(wire.first_name),
    lastName: text(wire.last_name),
    company: text(wire.company),
    country: text(wire.country_code),
    address1: text(wire.address1),
    address2: text(wire.address2),
    suburb: text(wire.city),
    state: text(wire.state_or_province),
    region: undefined,
    postcode: text(wire.postal_code),
    phone: text(wire.phone),
  };
}

/** The form's values as a wire body (what the client sends). */
export function formValuesToWire(values: AddressFormValues): Omit<WireAddress, 'id' | 'customer_id' | 'country'> {
  return {
    first_name: values.firstName,
    last_name: values.lastName,
    company: values.company,
    address1: values.address1,
    address2: values.address2,
    city: values.suburb,
    state_or_province: stateOf(values),
    postal_code: values.postcode,
    country_code: values.country,
    phone: values.phone,
    address_type: 'residential',
  };
}

/**
 * A saved address as the form's values (edit page). One in a country we do not deliver to (saved elsewhere, e.g. in
 * the store's admin) opens with no country chosen, its state or region as typed text, rather than as Australia.
 */
export function wireToForm(address: WireAddress): AddressFormValues {
  return {
    firstName: address.first_name,
    lastName: address.last_name,
    company: address.company,
    country: isDeliveryCountry(address.country_code) ? address.country_code : '',
    address1: address.address1,
    address2: address.address2,
    suburb: address.city,
    state: address.country_code === 'AU' ? address.state_or_province : '',
    region: address.country_code === 'AU' ? '' : address.state_or_province,
    postcode: address.postal_code,
    phone: address.phone,
  };
}
