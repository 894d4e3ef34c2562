/**
 * How many addresses one account may save (the address book, sign-up's first address): both commerce adapters
 * refuse the one past it with this error, which the routes answer as 409 with its message. Browser-safe.
 */
import { CommerceError } from './errors';

export const MAX_SAVED_ADDRESSES = 50;

/** What the shopper is told at the limit: by the refusal, and up front by the address book and the add-address page. */
export const ADDRESS_LIMIT_MESSAGE = `You can save up to ${MAX_SAVED_ADDRESSES} addresses. Please delete one you no longer need before adding another.`;

/** Whether an account holding `saved` addresses can save no more. */
export function addressBookFull(saved: number): boolean {
  return saved >= MAX_SAVED_ADDRESSES;
}

export function addressLimitReached(): CommerceError {
  return new CommerceError('limit_reached', ADDRESS_LIMIT_MESSAGE);
}
