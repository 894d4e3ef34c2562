/**
 * The password forms' schemas (sign-up's rules for every new password), shared by the forms and the API routes:
 * the forgotten-password request, the new password of a reset link, and the password change of the account page.
 */
import { number, object, ref, string, type InferType } from 'yup';
import { emailRule } from './email-rule';
import { messages, PASSWORD_MAX_LENGTH, PASSWORD_PATTERN } from './fields';

/** A new password and its confirmation, by the sign-up rules. */
export const newPasswordFields = {
  password: string()
    .required(messages.password)
    .max(PASSWORD_MAX_LENGTH, messages.tooLong('Password', PASSWORD_MAX_LENGTH))
    .matches(PASSWORD_PATTERN, messages.password),
  confirm: string().required(messages.confirmBlank).oneOf([ref('password')], messages.confirm),
};

export const forgotPasswordSchema = object({ email: emailRule() });

export type ForgotPasswordValues = InferType<typeof forgotPasswordSchema>;

/** The form holds only the passwords; the route also gets the link's customer id and token. */
export const newPasswordSchema = object(newPasswordFields);

export type NewPasswordValues = InferType<typeof newPasswordSchema>;

export const resetPasswordSchema = object({
  customerId: number().required(messages.resetLinkInvalid).integer(messages.resetLinkInvalid).positive(messages.resetLinkInvalid),
  token: string().required(messages.resetLinkInvalid).max(512, messages.resetLinkInvalid),
  ...newPasswordFields,
});

/** The new password has to differ from the current one (checked by the route too, so a post without JavaScript hears it). */
export const changePasswordSchema = object({
  currentPassword: string().required(messages.currentPassword).max(PASSWORD_MAX_LENGTH, messages.wrongCurrentPassword),
  ...newPasswordFields,
  password: newPasswordFields.password.notOneOf([ref('currentPassword')], messages.samePassword),
});

export type ChangePasswordValues = InferType<typeof changePasswordSchema>;
