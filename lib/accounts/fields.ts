/**
 * The account forms' fixed values and messages.
 * Every message shown to a shopper about sign-up, sign-in and addresses is defined here, once.
 */

/** The Australian states, in this order. */
export const AU_STATES = [
  'Australian Capital Territory',
  'New South Wales',
  'Northern Territory',
  'Queensland',
  'South Australia',
  'Tasmania',
  'Victoria',
  'Western Australia',
] as const;

/** Countries we deliver to. */
export const COUNTRIES = [
  { code: 'AU', name: 'Australia' },
  { code: 'NZ', name: 'New Zealand' },
] as const;

export type CountryCode = (typeof COUNTRIES)[number]['code'];

/** Whether `code` is a country we deliver to. */
export function isDeliveryCountry(code: unknown): code is CountryCode {
  return COUNTRIES.some((country) => country.code === code);
}

export const DEFAULT_COUNTRY: CountryCode = 'AU';

export const PASSWORD_MAX_LENGTH = 200;

/** At least 8 characters, a letter, a digit and one of @$!%*#?&(); only those symbols allowed. */
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)(?=.*[@$!%*#?&()])[A-Za-z\d@$!%*#?&()]{8,}$/;

export const POSTCODE_PATTERN = /^\d+$/;

/**
 * A phone number a courier can call: digits with the usual spacing (spaces, dots, dashes of any kind, brackets, a
 * leading +), 7 to 15 digits in all (a New Zealand number without its area code has 7; E.164 allows at most 15).
 */
export function isPhoneNumber(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return /^\+?[\d\s().\-\u2010-\u2015]+$/.test(value) && digits >= 7 && digits <= 15;
}

/** Australian postcodes have exactly 4 digits. */
export const AU_POSTCODE_PATTERN = /^\d{4}$/;

/**
 * An address mail can be delivered to: one @, no spaces, and a domain with a dot and a top-level domain of at least
 * two letters, so `sam@invalid` or `sam@shop.c` is refused (yup's own email rule accepts a domain without a dot).
 */
const DELIVERABLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[A-Za-z]{2,}$/;

/**
 * Whether `value` reads as a deliverable email address (see DELIVERABLE_EMAIL_PATTERN), with no two dots in a row
 * anywhere and a local part (before the @) that neither starts nor ends with a dot: `jane.@example.com` and
 * `.jane@example.com` are refused, as mail servers do (RFC 5322's dot-atom).
 */
export function isDeliverableEmail(value: unknown): boolean {
  if (typeof value !== 'string' || !DELIVERABLE_EMAIL_PATTERN.test(value) || /\.\./.test(value)) return false;
  const local = value.slice(0, value.lastIndexOf('@'));
  return !local.startsWith('.') && !local.endsWith('.');
}

export const messages = {
  /* sign-up form */
  firstName: 'First name cannot be blank.',
  lastName: 'Last name cannot be blank.',
  country: 'Country cannot be blank.',
  postcode: 'Postcode cannot be blank.',
  state: 'State cannot be blank.',
  suburb: 'Suburb cannot be blank.',
  address1: 'Address Line 1 cannot be blank.',
  phone: 'Phone number cannot be blank.',
  phoneDigits: 'Please enter a phone number of 7 to 15 digits (spaces, brackets, dashes and + are fine).',
  confirm: 'Passwords do not match.',
  confirmBlank: 'Please type your password again to confirm it.',
  password: 'Passwords must be at least 8 characters long, with a letter, number, and special character (@$!%*#?&()).',
  postcodeDigits: 'Postcode should only contain numbers.',
  auPostcode: 'An Australian postcode has 4 digits.',
  postcodeNotInState: (postcode: string, state: string) => `Postcode ${postcode} is not in ${state}. Please check the postcode and the state.`,
  /* checked before any request */
  signupRequired: 'A first name, last name, email and password are required to signup.',
  removeAddressId: 'An id is required to remove an address.',
  /* answers of the sign-up call */
  captcha: 'Please complete the captcha correctly',
  emailInUse: (email: string) => `The email address ${email} is already in use. Please enter a different one.`,
  signupFailed: 'Error signing up',
  /* other fields and calls */
  email: 'Email cannot be blank.',
  emailInvalid: 'Please enter a valid email address.',
  countryUnknown: 'Please choose Australia or New Zealand.',
  stateUnknown: 'Please choose a state from the list.',
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters long.`,
  updateAddressId: 'An id is required to update an address.',
  loginRequired: 'An email and password are required to sign in.',
  passwordBlank: 'Password cannot be blank.',
  invalidCredentials: 'Cannot find an account that matches the provided credentials',
  /* rate limits: `wait` is e.g. "8 seconds" or "15 minutes" (lib/rate-limits: waitText) */
  tooManyAttempts: (wait: string) =>
    `Too many unsuccessful sign-in attempts. For your security, sign-in is paused: please try again in ${wait}.`,
  tooManySignups: (wait: string) => `Too many sign-up attempts from your connection. Please try again in ${wait}.`,
  tooManyChecks: (wait: string) => `Too many requests. Please try again in ${wait}.`,
  tooManyCarts: (wait: string) => `Too many new carts from your connection. Please try again in ${wait}.`,
  signInRequired: 'Please sign in first.',
  /* password reset, profile and password change */
  resetRequested: "If an account uses that email, we've sent it a link to choose a new password. The link works once, for 1 hour.",
  tooManyResetRequests: (wait: string) => `Too many password reset requests. Please try again in ${wait}.`,
  tooManyResetAttempts: (wait: string) => `Too many attempts with reset links. Please try again in ${wait}.`,
  tooManyPasswordChecks: (wait: string) => `Too many wrong current passwords. Please try again in ${wait}.`,
  currentPassword: 'Please enter your current password.',
  currentPasswordForEmail: 'Please enter your current password to change your email.',
  wrongCurrentPassword: 'Your current password is not correct.',
  samePassword: 'Your new password has to be different from your current one.',
  resetLinkInvalid: 'This password reset link is invalid, expired or already used. Please ask for a new one.',
  profileSaved: 'Your details are saved.',
  addressSaved: 'Address saved.',
  addressDeleted: 'Address deleted.',
  captchaNeedsScript:
    'The security check needs JavaScript, which is off or has not loaded in this browser. Please turn it on (or reload the page) and send the form again: everything else you typed is kept, except the password.',
  passwordChanged: 'Your password is changed. You stay signed in here; every other device is signed out.',
  passwordReset: 'Your new password is set and you are signed in. Any other device signed in to your account is signed out.',
} as const;
