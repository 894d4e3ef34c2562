import type { APIRequestContext, Page } from '@playwright/test';

/** A text field of a form by its label. */
export function textbox(page: Page, name: string) {
  return page.getByRole('textbox', { name, exact: true });
}

/** Fills the sign-up form (AU address, the newsletter ticked) up to the captcha. */
export async function fillSignUpForm(page: Page, values: { firstName: string; lastName: string; email: string; address1: string; password: string }) {
  await textbox(page, 'First name').fill(values.firstName);
  await textbox(page, 'Last name').fill(values.lastName);
  await textbox(page, 'Email').fill(values.email);
  await textbox(page, 'Phone number').fill('0400 123 456');
  await textbox(page, 'Address Line 1').fill(values.address1);
  await textbox(page, 'Suburb').fill('Launceston');
  await page.getByRole('combobox', { name: 'State' }).selectOption('Tasmania');
  await textbox(page, 'Postcode').fill('7250');
  await page.locator('#field-password').fill(values.password);
  await page.locator('#field-confirm').fill(values.password);
  await page.getByRole('checkbox', { name: /news/i }).check();
}

/** Fills the checkout's email and a new Australian address (Sam Guest, a phone number) as a guest types them. */
export async function fillGuestCheckout(page: Page, values: { email: string; address1: string; suburb: string; state: string; postcode: string }) {
  await textbox(page, 'Email').fill(values.email);
  await textbox(page, 'First name').fill('Sam');
  await textbox(page, 'Last name').fill('Guest');
  await textbox(page, 'Phone number').fill('0400 000 000');
  await textbox(page, 'Address Line 1').fill(values.address1);
  await textbox(page, 'Suburb').fill(values.suburb);
  await page.getByRole('combobox', { name: /^State/ }).selectOption(values.state);
  await textbox(page, 'Postcode').fill(values.postcode);
}

/** The lines of the cart the context's cookie names, as the cart API answers them: variant and quantity. */
export async function cartLines(request: APIRequestContext): Promise<{ variantId: number; quantity: number }[]> {
  const cart = (await (await request.get('/api/bigcommerce/cart')).json()).data as { line_items: { physical_items: { variant_id: number; quantity: number }[] } } | null;
  return (cart?.line_items.physical_items ?? []).map((line) => ({ variantId: line.variant_id, quantity: line.quantity }));
}
