/**
 * The one sign-up schema: the form validates with it (Formik) and
 * POST /api/bigcommerce/customers/signup validates its body with the very same schema.
 */
import { boolean, object, type InferType } from 'yup';
import type { SignupInput } from '@/lib/commerce/types';
import { addressFields, emptyAddressValues, toAddressInput, type AddressFormValues } from './address-schema';
import { emailRule } from './email-rule';
import { newPasswordFields } from './password-schemas';

// In the order the form shows the fields (a post's errors are listed so): the names, the email, the address, the
// password, the newsletter.
const { firstName, lastName, ...addressRest } = addressFields;
export const signupSchema = object({
  firstName,
  lastName,
  email: emailRule(),
  ...addressRest,
  ...newPasswordFields,
  newsletter: boolean().default(false),
});

type ValidSignup = InferType<typeof signupSchema>;

/** What the sign-up form holds. */
export interface SignupFormValues extends AddressFormValues {
  email: string;
  password: string;
  confirm: string;
  newsletter: boolean;
}

/** A new sign-up form: every field empty, country AU, newsletter unticked. */
export const initialSignupValues: SignupFormValues = {
  email: '',
  password: '',
  confirm: '',
  ...emptyAddressValues,
  newsletter: false,
};

/** The customer to create, with the form's address as its first saved address. */
export function toSignupInput(values: ValidSignup): SignupInput {
  const address = toAddressInput(values);
  return {
    email: values.email,
    password: values.password,
    firstName: values.firstName,
    lastName: values.lastName,
    phone: values.phone,
    company: values.company ?? '',
    addresses: [address],
  };
}

/** Checked before any request: false when one of the four is missing. */
export function hasSignupEssentials(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const body = value as Record<string, unknown>;
  return ['firstName', 'lastName', 'email', 'password'].every((key) => typeof body[key] === 'string' && (body[key] as string).trim() !== '');
}
