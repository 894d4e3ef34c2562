/**
 * The address fields' rules, shared by the sign-up form, the address forms and the API routes that
 * receive them. State is required (one of the 8 states) only when the country is AU; otherwise it is free text. An
 * Australian postcode has to be one of the state's (lib/accounts/au-postcodes.ts).
 * A form holds the two apart (`state`, the list; `region`, the text), since both are in the page whatever the
 * country (the one shown follows the country chosen, also before and without JavaScript): see stateOf.
 */
import { isPostcodeOfState } from './au-postcodes';
import { trimmedString } from './trimmed-string';
import { object, type InferType } from 'yup';
import type { AddressInput } from '@/lib/commerce/types';
import { AU_POSTCODE_PATTERN, AU_STATES, COUNTRIES, DEFAULT_COUNTRY, isPhoneNumber, messages, POSTCODE_PATTERN, type CountryCode } from './fields';

const COUNTRY_CODES: readonly string[] = COUNTRIES.map((country) => country.code);
const STATES: readonly string[] = AU_STATES;

function requiredText(message: string, label: string, max = 255) {
  return trimmedString(label).required(message).max(max, messages.tooLong(label, max));
}

function optionalText(label: string, max = 255) {
  return trimmedString(label).max(max, messages.tooLong(label, max)).default('');
}

/** The address fields of a form, by form field name, in the order they stand in the form (errors are listed so). */
export const addressFields = {
  firstName: requiredText(messages.firstName, 'First name'),
  lastName: requiredText(messages.lastName, 'Last name'),
  phone: requiredText(messages.phone, 'Phone number', 50).test('phone', messages.phoneDigits, (value) => !value || isPhoneNumber(value)),
  company: optionalText('Company'),
  address1: requiredText(messages.address1, 'Address Line 1'),
  address2: optionalText('Address Line 2'),
  suburb: requiredText(messages.suburb, 'Suburb'),
  country: trimmedString('Country')
    .required(messages.country)
    .test('country', messages.countryUnknown, (value) => !value || COUNTRY_CODES.includes(value)),
  state: trimmedString('State')
    .max(100, messages.tooLong('State', 100))
    .when('country', {
      is: 'AU',
      then: (schema) =>
        schema.required(messages.state).test('au-state', messages.stateUnknown, (value) => !value || STATES.includes(value)),
      otherwise: (schema) => schema.default(''),
    }),
  // Only outside Australia: there the State field is hidden, so nothing in it is checked or kept.
  region: trimmedString('State')
    .max(100, messages.tooLong('State', 100))
    .when('country', { is: 'AU', then: (schema) => schema.strip() }),
  postcode: requiredText(messages.postcode, 'Postcode', 10)
    .matches(POSTCODE_PATTERN, messages.postcodeDigits)
    .when('country', {
      is: 'AU',
      then: (schema) =>
        schema
          .test('au-postcode', messages.auPostcode, (value) => !value || !POSTCODE_PATTERN.test(value) || AU_POSTCODE_PATTERN.test(value))
          // Beside the postcode: the state is chosen from a list, the postcode typed.
          .test('au-postcode-state', function (value) {
            const state: unknown = this.parent?.state;
            if (!value || !AU_POSTCODE_PATTERN.test(value) || typeof state !== 'string' || isPostcodeOfState(value, state)) return true;
            return this.createError({ message: messages.postcodeNotInState(value, state) });
          }),
    }),
};

export const addressSchema = object(addressFields);

/** What the address form holds (strings, as typed). */
export interface AddressFormValues {
  firstName: string;
  lastName: string;
  company: string;
  /** Empty for a saved address in a country we do not deliver to: the shopper chooses one. */
  country: CountryCode | '';
  address1: string;
  address2: string;
  suburb: string;
  /** The state as chosen from the list (Australia). */
  state: string;
  /** The state or region as typed (outside Australia). */
  region: string;
  postcode: string;
  phone: string;
}

type ValidAddress = InferType<typeof addressSchema>;

export const emptyAddressValues: AddressFormValues = {
  firstName: '',
  lastName: '',
  company: '',
  country: DEFAULT_COUNTRY,
  address1: '',
  address2: '',
  suburb: '',
  state: '',
  region: '',
  postcode: '',
  phone: '',
};

/**
 * The address's state: the one chosen from the list in Australia; elsewhere the region typed, or, from a client
 * that sends only `state` (the API's own shape), that.
 */
export function stateOf(values: { country?: string; state?: string; region?: string }): string {
  return (values.country === 'AU' ? values.state : (values.region ?? values.state)) ?? '';
}

/** A validated address as the commerce service takes it (sent as a residential address). */
export function toAddressInput(values: ValidAddress): AddressInput {
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    company: values.company ?? '',
    address1: values.address1,
    address2: values.address2 ?? '',
    city: values.suburb,
    stateOrProvince: stateOf(values),
    postalCode: values.postcode,
    countryCode: values.country as CountryCode,
    phone: values.phone,
    addressType: 'residential',
  };
}
