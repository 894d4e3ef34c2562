/**
 * Customers of the hosted adapter: sign-up, sign-in, the customer's details, saved addresses and passwords on
 * the Storefront GraphQL API (acting as the shopper); only the look-up by email is an admin REST call.
 */
import { addressBookFull, addressLimitReached } from '../address-limit';
import { CommerceError } from '../errors';
import type { Address, AddressInput, Customer, CustomerUpdate, Page, SignupInput } from '../types';
import { isPositiveInteger, messages, nodes, requireData, type BigCommerceApi } from './client';
import { addressFromGraphql, addressInput, customerFromBigCommerce, customerFromGraphql, pageOf } from './mappers';
import {
  ADD_CUSTOMER_ADDRESS_MUTATION,
  ADDRESS_PAGE_SIZE,
  CHANGE_PASSWORD_MUTATION,
  CUSTOMER_ADDRESSES_QUERY,
  CUSTOMER_QUERY,
  DELETE_CUSTOMER_ADDRESS_MUTATION,
  LOGIN_MUTATION,
  REGISTER_CUSTOMER_MUTATION,
  REQUEST_RESET_PASSWORD_MUTATION,
  RESET_PASSWORD_MUTATION,
  UPDATE_CUSTOMER_ADDRESS_MUTATION,
  UPDATE_CUSTOMER_MUTATION,
} from './queries';
import type { BcCollection, BcCustomer, GqlAddress, GqlConnection, GqlCustomer, GqlMutationError, GqlResponse } from './vendor-types';

const DEFAULT_ADDRESS_PAGE_SIZE = 10;
/** Pages of addresses read at most (50 each): a bound, not an expected size. */
const MAX_ADDRESS_PAGES = 20;

/** The typed `errors` list of a customer mutation, as a CommerceError (null when there are none). */
function customerMutationError(errors: GqlMutationError[]): CommerceError | null {
  const first = errors[0];
  if (!first) return null;
  const detail = messages(errors);
  switch (first.__typename) {
    case 'CustomerNotLoggedInError':
      return new CommerceError('unauthenticated', 'Please sign in again.');
    case 'AddressDoesNotExistError':
    case 'CustomerAddressDeletionError':
    case 'CustomerDoesNotExistError':
      return new CommerceError('not_found', 'Address not found.');
    case 'CustomerAddressCreationError':
      return new CommerceError('conflict', 'This address is already saved.');
    case 'EmailAlreadyInUseError':
      return new CommerceError('conflict', 'That email address is already in use. Please enter a different one.');
    case 'CustomerAddressUpdateError':
      return new CommerceError('conflict', 'Another saved address already has these details.');
    default:
      return new CommerceError('invalid_input', `The store did not accept those details: ${detail}`);
  }
}

type MutationAnswer = { errors: GqlMutationError[] };

export function bigCommerceCustomers({ rest, graphql }: BigCommerceApi) {
  /** Runs a customer mutation (`customer { field(input) }`) and throws its typed errors. */
  async function customerMutation<T extends MutationAnswer>(document: string, input: object, customerId: number, field: string): Promise<T> {
    const response = await graphql.request<{ customer: Record<string, T> | null }>(document, { input }, customerId);
    const result = requireData(response).customer?.[field];
    if (!result) throw new CommerceError('upstream', `The hosted store could not answer: ${messages(response.errors) || 'empty answer'}`);
    const error = customerMutationError(result.errors);
    if (error) throw error;
    return result;
  }

  async function allAddresses(customerId: number): Promise<Address[]> {
    if (!isPositiveInteger(customerId)) return [];
    const found: Address[] = [];
    let after: string | null = null;
    for (let page = 0; page < MAX_ADDRESS_PAGES; page += 1) {
      type Answer = { customer: { entityId: number; addresses: GqlConnection<GqlAddress> } | null };
      const response: GqlResponse<Answer> = await graphql.request<Answer>(CUSTOMER_ADDRESSES_QUERY, { first: ADDRESS_PAGE_SIZE, after }, customerId);
      const customer = requireData(response).customer;
      if (!customer) throw new CommerceError('unauthenticated', 'Please sign in again.');
      found.push(...nodes(customer.addresses).map((address) => addressFromGraphql(address, customerId)));
      if (!customer.addresses.pageInfo?.hasNextPage || !customer.addresses.pageInfo.endCursor) break;
      after = customer.addresses.pageInfo.endCursor;
    }
    return found;
  }

  return {
    async createCustomer(input: SignupInput): Promise<Customer> {
      const email = input.email?.trim() ?? '';
      if (!input.firstName?.trim() || !input.lastName?.trim() || !email || !input.password) {
        throw new CommerceError('invalid_input', 'A first name, last name, email and password are required to signup.');
      }
      const [firstAddress, ...moreAddresses] = input.addresses ?? [];
      type Registered = MutationAnswer & { customer: GqlCustomer | null };
      let registered: Registered;
      try {
        registered = await customerMutation<Registered>(
          REGISTER_CUSTOMER_MUTATION,
          {
            firstName: input.firstName.trim(),
            lastName: input.lastName.trim(),
            email,
            password: input.password,
            phone: input.phone ?? '',
            company: input.company ?? '',
            ...(firstAddress ? { address: addressInput(firstAddress) } : {}),
          },
          0,
          'registerCustomer',
        );
      } catch (error) {
        if (error instanceof CommerceError && /already in use|already exists/i.test(error.message)) {
          throw new CommerceError('conflict', `The email address ${email} is already in use. Please enter a different one.`);
        }
        throw error;
      }
      if (!registered.customer) throw new CommerceError('upstream', 'The hosted store did not return the new customer.');
      const customer = customerFromGraphql(registered.customer);
      for (const address of moreAddresses) {
        await customerMutation(ADD_CUSTOMER_ADDRESS_MUTATION, addressInput(address), customer.entityId, 'addCustomerAddress');
      }
      return customer;
    },

    async verifyCredentials(email: string, password: string): Promise<Customer | null> {
      if (!email?.trim() || !password) return null;
      const response = await graphql.request<{ login: { customer: GqlCustomer | null } | null }>(LOGIN_MUTATION, {
        email: email.trim(),
        password,
      });
      const customer = response.data?.login?.customer;
      if (customer) return customerFromGraphql(customer);
      const message = messages(response.errors);
      if (/too many|rate limit|locked/i.test(message)) {
        throw new CommerceError('rate_limited', 'Too many sign-in attempts. Please wait a few minutes and try again.');
      }
      // A wrong email or password is an answer, not a failure: the login field errors with a credentials message.
      if (!message || /credential|password|email|not found|incorrect/i.test(message)) return null;
      throw new CommerceError('upstream', `The hosted store could not check the sign-in: ${message}`);
    },

    async getCustomer(customerId: number): Promise<Customer | null> {
      if (!isPositiveInteger(customerId)) return null;
      const data = requireData(await graphql.request<{ customer: GqlCustomer | null }>(CUSTOMER_QUERY, {}, customerId));
      return data.customer ? customerFromGraphql(data.customer) : null;
    },

    /** An admin look-up (REST): the Storefront API finds no customer by email. */
    async findCustomerByEmail(email: string): Promise<Customer | null> {
      const clean = email?.trim();
      if (!clean) return null;
      const response = await rest.request<BcCollection<BcCustomer>>('GET', '/customers', { query: { 'email:in': clean } });
      const customer = response?.data?.[0];
      return customer ? customerFromBigCommerce(customer) : null;
    },

    async updateCustomer(customerId: number, input: CustomerUpdate): Promise<Customer> {
      if (!isPositiveInteger(customerId)) throw new CommerceError('unauthenticated', 'Please sign in to edit your details.');
      const email = input.email?.trim();
      if (!input.firstName?.trim() || !input.lastName?.trim() || !email) {
        throw new CommerceError('invalid_input', 'A first name, last name and email are required.');
      }
      const result = await customerMutation<MutationAnswer & { customer: GqlCustomer | null }>(
        UPDATE_CUSTOMER_MUTATION,
        { firstName: input.firstName.trim(), lastName: input.lastName.trim(), phone: input.phone?.trim() ?? '', email },
        customerId,
        'updateCustomer',
      );
      if (!result.customer) throw new CommerceError('upstream', 'The hosted store did not return the customer.');
      return customerFromGraphql(result.customer);
    },

    /* addresses */

    async listAddresses(customerId: number, page: number, perPage = DEFAULT_ADDRESS_PAGE_SIZE): Promise<Page<Address>> {
      const safePage = isPositiveInteger(page) ? page : 1;
      const safePerPage = isPositiveInteger(perPage) ? Math.min(perPage, 250) : DEFAULT_ADDRESS_PAGE_SIZE;
      const all = await allAddresses(customerId);
      const items = all.slice((safePage - 1) * safePerPage, safePage * safePerPage);
      return pageOf(items, safePage, safePerPage, all.length);
    },

    async getAddress(customerId: number, addressId: number): Promise<Address> {
      if (!isPositiveInteger(customerId) || !isPositiveInteger(addressId)) throw new CommerceError('not_found', 'Address not found.');
      // Only the shopper's own addresses are listed: another customer's id is not found, like a missing one.
      const address = (await allAddresses(customerId)).find((candidate) => candidate.id === addressId);
      if (!address) throw new CommerceError('not_found', 'Address not found.');
      return address;
    },

    async createAddress(customerId: number, input: AddressInput): Promise<Address> {
      if (!isPositiveInteger(customerId)) throw new CommerceError('unauthenticated', 'Please sign in to save an address.');
      // BigCommerce has no such limit of its own: counted first (two saves at the same moment may both pass it).
      if (addressBookFull((await allAddresses(customerId)).length)) throw addressLimitReached();
      const result = await customerMutation<MutationAnswer & { address: GqlAddress | null }>(
        ADD_CUSTOMER_ADDRESS_MUTATION,
        addressInput(input),
        customerId,
        'addCustomerAddress',
      );
      if (!result.address) throw new CommerceError('conflict', 'This address is already saved.');
      return addressFromGraphql(result.address, customerId);
    },

    async updateAddress(customerId: number, addressId: number, input: AddressInput): Promise<Address> {
      if (!isPositiveInteger(customerId) || !isPositiveInteger(addressId)) throw new CommerceError('not_found', 'Address not found.');
      const result = await customerMutation<MutationAnswer & { address: GqlAddress | null }>(
        UPDATE_CUSTOMER_ADDRESS_MUTATION,
        { addressEntityId: addressId, data: addressInput(input) },
        customerId,
        'updateCustomerAddress',
      );
      if (!result.address) throw new CommerceError('conflict', 'Another saved address already has these details.');
      return addressFromGraphql(result.address, customerId);
    },

    async deleteAddress(customerId: number, addressId: number): Promise<void> {
      if (!isPositiveInteger(customerId) || !isPositiveInteger(addressId)) throw new CommerceError('not_found', 'Address not found.');
      await customerMutation(DELETE_CUSTOMER_ADDRESS_MUTATION, { addressEntityId: addressId }, customerId, 'deleteCustomerAddress');
    },

    /* passwords */

    async requestPasswordReset(email: string, resetPath?: string): Promise<void> {
      const clean = email?.trim();
      if (!clean) throw new CommerceError('invalid_input', 'An email address is required.');
      await customerMutation(REQUEST_RESET_PASSWORD_MUTATION, { email: clean, ...(resetPath ? { path: resetPath } : {}) }, 0, 'requestResetPassword');
    },

    /** BigCommerce checks a reset token only in its resetPassword mutation, which uses it: unknown until then. */
    async checkResetLink(): Promise<boolean | null> {
      return null;
    },

    async resetPassword(customerId: number, token: string, newPassword: string): Promise<void> {
      if (!isPositiveInteger(customerId) || !token || !newPassword) {
        throw new CommerceError('invalid_input', 'The password reset link is incomplete.');
      }
      await customerMutation(RESET_PASSWORD_MUTATION, { customerEntityId: customerId, token, newPassword }, 0, 'resetPassword');
    },

    async changePassword(customerId: number, currentPassword: string, newPassword: string): Promise<void> {
      if (!isPositiveInteger(customerId)) throw new CommerceError('unauthenticated', 'Please sign in to change your password.');
      await customerMutation(CHANGE_PASSWORD_MUTATION, { currentPassword, newPassword }, customerId, 'changePassword');
    },
  };
}
