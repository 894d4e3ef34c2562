/** The profile form (name, phone, email) and PUT /api/account/profile share this schema. */
import { object, string, type InferType } from 'yup';
import type { Customer, CustomerUpdate } from '@/lib/commerce/types';
import { addressFields } from './address-schema';
import { emailRule } from './email-rule';
import { messages, PASSWORD_MAX_LENGTH } from './fields';
import { trimmedString } from './trimmed-string';

export const profileSchema = object({
  firstName: trimmedString('First name').required(messages.firstName).max(255, messages.tooLong('First name', 255)),
  lastName: trimmedString('Last name').required(messages.lastName).max(255, messages.tooLong('Last name', 255)),
  phone: addressFields.phone,
  email: emailRule(),
  /** Needed only when the email changes (checked by the route, which knows the current email). */
  currentPassword: string().max(PASSWORD_MAX_LENGTH, messages.wrongCurrentPassword).default(''),
});

export type ProfileValues = InferType<typeof profileSchema>;

export function profileValues(customer: Customer): ProfileValues {
  return { firstName: customer.firstName, lastName: customer.lastName, phone: customer.phone, email: customer.email, currentPassword: '' };
}

export function toCustomerUpdate(values: ProfileValues): CustomerUpdate {
  return { firstName: values.firstName, lastName: values.lastName, phone: values.phone, email: values.email };
}

export function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}
