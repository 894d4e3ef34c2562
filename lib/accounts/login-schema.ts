/** The sign-in form and POST /api/bigcommerce/customers/login share this schema. */
import { trimmedString } from './trimmed-string';
import { object, string, type InferType } from 'yup';
import { messages, PASSWORD_MAX_LENGTH } from './fields';

export const loginSchema = object({
  email: trimmedString('Email').required(messages.email).max(254, messages.emailInvalid),
  password: string().required(messages.passwordBlank).max(PASSWORD_MAX_LENGTH, messages.invalidCredentials),
});

export type LoginValues = InferType<typeof loginSchema>;
