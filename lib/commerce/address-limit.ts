/**
 * How many addresses one account may save (the address book, sign-up's first address): both commerce adapters
 * refuse the one past it with this error, which the routes answer as 409 with its message.
 */
import { CommerceError } from './errors';

export const MAX_SAVED_ADDRESSES = 50;

export function addressLimitReached(): CommerceError {
  return new CommerceError(
    'limit_reached',
    `You can save up to ${MAX_SAVED_ADDRESSES} addresses. Please delete one you no longer need before adding another.`,
  );
}
