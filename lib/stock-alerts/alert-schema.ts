/** 'Email me when it's back': the form and POST /api/stock-alerts share this schema. */
import { number, object, type InferType } from 'yup';
import { emailRule } from '../accounts/email-rule';

const id = (message: string) => number().typeError(message).required(message).integer(message).positive(message);

export const stockAlertSchema = object({
  email: emailRule(),
  productId: id('A product id is required.'),
  variantId: id('A variant id is required.'),
});

export type StockAlertValues = InferType<typeof stockAlertSchema>;

export const ALERT_CONFIRMED = (email: string) => `Thanks! We'll email ${email} once when it's back in stock.`;
