/**
 * Customers and their saved addresses. Emails are unique case-insensitively; passwords are scrypt hashes
 * (passwords.ts). Every address operation is scoped to its owner: another customer's address id is not_found.
 */
import type { Address, AddressInput, Customer, Page, SignupInput } from '../types';
import { addressBookFull, addressLimitReached } from '../address-limit';
import { CommerceError } from '../errors';
import type { SqlValue, Store } from './db';
import { decoyHash, hashPassword, verifyPassword } from './passwords';

const DEFAULT_ADDRESSES_PER_PAGE = 10;
const MAX_ADDRESSES_PER_PAGE = 100;
const COUNTRY_NAMES: Record<Address['countryCode'], string> = { AU: 'Australia', NZ: 'New Zealand' };
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface CustomerRow {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
  company: string;
}

interface AddressRow {
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
  country_code: Address['countryCode'];
  phone: string;
  address_type: Address['addressType'];
}

const CUSTOMER_COLUMNS = 'id, email, first_name, last_name, phone, company';
const ADDRESS_COLUMNS = `id, customer_id, first_name, last_name, company, address1, address2, city, state_or_province,
  postal_code, country_code, phone, address_type`;

function toCustomer(row: CustomerRow): Customer {
  return { entityId: row.id, email: row.email, firstName: row.first_name, lastName: row.last_name, phone: row.phone, company: row.company };
}

function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    customerId: row.customer_id,
    firstName: row.first_name,
    lastName: row.last_name,
    company: row.company,
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    stateOrProvince: row.state_or_province,
    postalCode: row.postal_code,
    country: COUNTRY_NAMES[row.country_code],
    countryCode: row.country_code,
    phone: row.phone,
    addressType: row.address_type,
  };
}

export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}

export function normaliseEmail(email: string): string {
  return (typeof email === 'string' ? email : '').trim().toLowerCase();
}

/** A text field as the store keeps it: trimmed and cut to `max` characters; '' for anything but a string. */
export function storedText(value: unknown, max = 255): string {
  return typeof value === 'string' ? value.trim().slice(0, max) : '';
}

/**
 * The address as stored (trimmed, defaults applied); throws invalid_input when a required field is missing, naming
 * `what` ("An address", "A shipping address").
 */
export function cleanAddress(input: AddressInput, what = 'An address'): AddressInput {
  const address: AddressInput = {
    firstName: storedText(input.firstName),
    lastName: storedText(input.lastName),
    company: storedText(input.company),
    address1: storedText(input.address1),
    address2: storedText(input.address2),
    city: storedText(input.city),
    stateOrProvince: storedText(input.stateOrProvince),
    postalCode: storedText(input.postalCode, 20),
    countryCode: input.countryCode,
    phone: storedText(input.phone, 50),
    addressType: input.addressType === 'commercial' ? 'commercial' : 'residential',
  };
  if (!address.firstName || !address.lastName || !address.address1 || !address.city || !address.postalCode) {
    throw new CommerceError('invalid_input', `${what} needs a first name, last name, address line 1, suburb and postcode.`);
  }
  if (!(address.countryCode in COUNTRY_NAMES)) {
    throw new CommerceError('invalid_input', 'We deliver to Australia (AU) and New Zealand (NZ) only.');
  }
  return address;
}

/**
 * The buyer's details an order with nothing to ship keeps where an order keeps its address: the name (required),
 * company and phone, no address lines, and the shop's country (the order's GST is Australian).
 */
export function cleanContact(input: AddressInput): AddressInput {
  const contact = { firstName: storedText(input?.firstName), lastName: storedText(input?.lastName), company: storedText(input?.company), phone: storedText(input?.phone, 50) };
  if (!contact.firstName || !contact.lastName) throw new CommerceError('invalid_input', "An order needs the buyer's first and last name.");
  return { ...contact, address1: '', address2: '', city: '', stateOrProvince: '', postalCode: '', countryCode: 'AU', addressType: 'residential' };
}

function addressValues(address: AddressInput): SqlValue[] {
  return [
    address.firstName,
    address.lastName,
    address.company,
    address.address1,
    address.address2,
    address.city,
    address.stateOrProvince,
    address.postalCode,
    address.countryCode,
    address.phone,
    address.addressType,
  ];
}

function insertAddress(store: Store, customerId: number, address: AddressInput, now: number): number {
  return store.run(
    `INSERT INTO addresses (first_name, last_name, company, address1, address2, city, state_or_province, postal_code,
       country_code, phone, address_type, customer_id, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ...addressValues(address),
    customerId,
    now,
    now,
  ).lastInsertRowid;
}

function emailInUse(email: string): CommerceError {
  return new CommerceError('conflict', `The email address ${email} is already in use. Please enter a different one.`);
}

/* ------------------------------------------------------------------ customers */

export async function createCustomer(store: Store, input: SignupInput, now: number): Promise<Customer> {
  const email = normaliseEmail(input.email);
  const firstName = storedText(input.firstName);
  const lastName = storedText(input.lastName);
  const password = typeof input.password === 'string' ? input.password : '';
  if (!email || !firstName || !lastName || !password) {
    throw new CommerceError('invalid_input', 'A first name, last name, email and password are required to signup.');
  }
  if (!isEmail(email)) throw new CommerceError('invalid_input', `${email} is not a valid email address.`);
  if (password.length < 8 || password.length > 200) {
    throw new CommerceError('invalid_input', 'Passwords must be at least 8 characters long, with a letter, number, and special character (@$!%*#?&()).');
  }
  const addresses = (input.addresses ?? []).map((address) => cleanAddress(address));
  if (findCustomerByEmail(store, email)) throw emailInUse(email);

  // Hash outside the write lock (it takes tens of milliseconds).
  const passwordHash = await hashPassword(password);
  try {
    return await store.write(() => {
      const id = store.run(
        `INSERT INTO customers (email, password_hash, first_name, last_name, phone, company, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        email,
        passwordHash,
        firstName,
        lastName,
        storedText(input.phone, 50),
        storedText(input.company),
        now,
        now,
      ).lastInsertRowid;
      for (const address of addresses) insertAddress(store, id, address, now);
      return getCustomer(store, id) as Customer;
    });
  } catch (error) {
    // Two sign-ups with one email at once: the UNIQUE index decides.
    if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') throw emailInUse(email);
    throw error;
  }
}

export function getCustomer(store: Store, customerId: number): Customer | null {
  const row = store.get<CustomerRow>(`SELECT ${CUSTOMER_COLUMNS} FROM customers WHERE id = ?`, customerId);
  return row ? toCustomer(row) : null;
}

export function findCustomerByEmail(store: Store, email: string): Customer | null {
  const row = store.get<CustomerRow>(`SELECT ${CUSTOMER_COLUMNS} FROM customers WHERE email = ?`, normaliseEmail(email));
  return row ? toCustomer(row) : null;
}

/** The customer when email and password match, otherwise null; costs the same whether the email exists or not. */
export async function verifyCredentials(store: Store, email: string, password: string): Promise<Customer | null> {
  const row = store.get<CustomerRow & { password_hash: string }>(
    `SELECT ${CUSTOMER_COLUMNS}, password_hash FROM customers WHERE email = ?`,
    normaliseEmail(email),
  );
  const candidate = typeof password === 'string' ? password : '';
  if (!row) {
    await verifyPassword(candidate, await decoyHash());
    return null;
  }
  return (await verifyPassword(candidate, row.password_hash)) ? toCustomer(row) : null;
}

/* ------------------------------------------------------------------ addresses */

function requireCustomer(store: Store, customerId: number): void {
  if (!store.get<{ id: number }>('SELECT id FROM customers WHERE id = ?', customerId)) {
    throw new CommerceError('not_found', `Customer ${customerId} was not found.`);
  }
}

export function listAddresses(store: Store, customerId: number, page: number, perPage = DEFAULT_ADDRESSES_PER_PAGE): Page<Address> {
  const size = Number.isSafeInteger(perPage) ? Math.min(Math.max(perPage, 1), MAX_ADDRESSES_PER_PAGE) : DEFAULT_ADDRESSES_PER_PAGE;
  const current = Number.isSafeInteger(page) && page > 0 ? page : 1;
  const total = store.get<{ n: number }>('SELECT COUNT(*) AS n FROM addresses WHERE customer_id = ?', customerId)?.n ?? 0;
  const items = store
    .all<AddressRow>(
      `SELECT ${ADDRESS_COLUMNS} FROM addresses WHERE customer_id = ? ORDER BY id LIMIT ? OFFSET ?`,
      customerId,
      size,
      (current - 1) * size,
    )
    .map(toAddress);
  return { items, page: current, perPage: size, total, totalPages: Math.ceil(total / size) };
}

export function getAddress(store: Store, customerId: number, addressId: number): Address {
  const row = store.get<AddressRow>(`SELECT ${ADDRESS_COLUMNS} FROM addresses WHERE id = ? AND customer_id = ?`, addressId, customerId);
  if (!row) throw new CommerceError('not_found', `Address ${addressId} was not found.`);
  return toAddress(row);
}

export async function createAddress(store: Store, customerId: number, input: AddressInput, now: number): Promise<Address> {
  const address = cleanAddress(input);
  return store.write(() => {
    requireCustomer(store, customerId);
    // Counted in the same write transaction as the insert: concurrent saves cannot pass the limit together.
    const saved = store.get<{ n: number }>('SELECT COUNT(*) AS n FROM addresses WHERE customer_id = ?', customerId)?.n ?? 0;
    if (addressBookFull(saved)) throw addressLimitReached();
    return getAddress(store, customerId, insertAddress(store, customerId, address, now));
  });
}

export async function updateAddress(store: Store, customerId: number, addressId: number, input: AddressInput, now: number): Promise<Address> {
  const address = cleanAddress(input);
  return store.write(() => {
    const { changes } = store.run(
      `UPDATE addresses SET first_name = ?, last_name = ?, company = ?, address1 = ?, address2 = ?, city = ?,
         state_or_province = ?, postal_code = ?, country_code = ?, phone = ?, address_type = ?, updated_at = ?
       WHERE id = ? AND customer_id = ?`,
      ...addressValues(address),
      now,
      addressId,
      customerId,
    );
    if (changes === 0) throw new CommerceError('not_found', `Address ${addressId} was not found.`);
    return getAddress(store, customerId, addressId);
  });
}

export async function deleteAddress(store: Store, customerId: number, addressId: number): Promise<void> {
  await store.write(() => {
    const { changes } = store.run('DELETE FROM addresses WHERE id = ? AND customer_id = ?', addressId, customerId);
    if (changes === 0) throw new CommerceError('not_found', `Address ${addressId} was not found.`);
  });
}
