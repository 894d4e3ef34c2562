import { trimmedString } from './trimmed-string';
import { isDeliverableEmail, messages } from './fields';

/**
 * The one email rule of the shop's forms and the API routes behind them (sign-up, checkout): required, trimmed, at
 * most 254 characters, and deliverable (`sam@invalid` is refused).
 */
export function emailRule() {
  return trimmedString('Email')
    .required(messages.email)
    .max(254, messages.emailInvalid)
    .email(messages.emailInvalid)
    .test('deliverable', messages.emailInvalid, (value) => value === undefined || value === '' || isDeliverableEmail(value));
}
