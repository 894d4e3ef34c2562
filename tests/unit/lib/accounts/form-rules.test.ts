/** @jest-environment node */
import { addressSchema, emptyAddressValues } from '@/lib/accounts/address-schema';
import { isDeliverableEmail, messages } from '@/lib/accounts/fields';
import { initialSignupValues, signupSchema } from '@/lib/accounts/signup-schema';
import { checkoutFormSchema } from '@/lib/checkout/schema';
import { addGiftCertificateFormBodySchema } from '@/lib/commerce/gift-certificate-schema';
import { cartMessages } from '@/lib/commerce/cart-rules';

const address = { ...emptyAddressValues, firstName: 'Sam', lastName: 'Lee', address1: '1 Foundry Lane', suburb: 'Launceston', state: 'Tasmania', postcode: '7250', phone: '0400 000 000' };

async function errorsOf(schema: { validate: (v: unknown, o: object) => Promise<unknown> }, value: unknown): Promise<string[]> {
  try {
    await schema.validate(value, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
}

describe('email: a real address in every form and the API routes behind them', () => {
  it.each(['sam@invalid', 'sam@shop.c', 'sam@.com', 'sam@shop..com', 'sam shop@x.com', 'sam@', 'jane.@example.com', '.jane@example.com', 'ja..ne@example.com'])('refuses %s', (email) => {
    expect(isDeliverableEmail(email)).toBe(false);
  });

  it.each(['sam@shop.com.au', 'a.b+c@x.io', 'SAM@EXAMPLE.COM', 'jane.doe@example.com'])('accepts %s', (email) => {
    expect(isDeliverableEmail(email)).toBe(true);
  });

  it("is the rule of a gift certificate's recipient and sender (form and cart API)", async () => {
    const certificate = { amount: '50', recipient: { name: 'Ann', email: 'jane.@example.com' }, sender: { name: 'Sam', email: 'sam@example.com' } };
    expect(await errorsOf(addGiftCertificateFormBodySchema, { giftCertificate: certificate })).toEqual([cartMessages.email]);
    expect(await errorsOf(addGiftCertificateFormBodySchema, { giftCertificate: { ...certificate, recipient: { name: 'Ann', email: 'jane@example.com' } } })).toEqual([]);
  });

  it('is the rule of the sign-up schema (form and POST /signup) and of the checkout schema', async () => {
    const signup = { ...initialSignupValues, ...address, email: 'sam@invalid', password: 'Str0ng!pass', confirm: 'Str0ng!pass' };
    expect(await errorsOf(signupSchema, signup)).toEqual([messages.emailInvalid]);
    expect(await errorsOf(signupSchema, { ...signup, email: 'sam@example.com' })).toEqual([]);
    const checkout = checkoutFormSchema({ guest: true, newAddress: false });
    expect(await errorsOf(checkout, { email: 'sam@invalid', shippingMethod: 'standard' })).toEqual([messages.emailInvalid]);
  });
});

describe('postcode', () => {
  it('has exactly 4 digits in Australia', async () => {
    expect(await errorsOf(addressSchema, { ...address, postcode: '725' })).toEqual([messages.auPostcode]);
    expect(await errorsOf(addressSchema, { ...address, postcode: '72500' })).toEqual([messages.auPostcode]);
    expect(await errorsOf(addressSchema, { ...address, postcode: '7250' })).toEqual([]);
  });

  it('says digits only first, and leaves other countries to their own lengths', async () => {
    expect(await errorsOf(addressSchema, { ...address, postcode: '72a0' })).toEqual([messages.postcodeDigits]);
    expect(await errorsOf(addressSchema, { ...address, country: 'NZ', state: '', postcode: '60110' })).toEqual([]);
  });

  it("goes with the state in Australia, the message beside the postcode, in the checkout's address too", async () => {
    const nsw = { ...address, state: 'New South Wales', postcode: '3000' };
    expect(await errorsOf(addressSchema, nsw)).toEqual([messages.postcodeNotInState('3000', 'New South Wales')]);
    expect(await errorsOf(checkoutFormSchema({ guest: false, newAddress: true }), { ...nsw, shippingMethod: 'standard' })).toEqual([
      messages.postcodeNotInState('3000', 'New South Wales'),
    ]);
    expect(await errorsOf(addressSchema, { ...nsw, postcode: '2000' })).toEqual([]);
    // One message at a time: a postcode of the wrong length, or no state chosen, says only that.
    expect(await errorsOf(addressSchema, { ...nsw, postcode: '300' })).toEqual([messages.auPostcode]);
    expect(await errorsOf(addressSchema, { ...nsw, state: '' })).toEqual([messages.state]);
    expect(await errorsOf(addressSchema, { ...nsw, country: 'NZ', state: '', region: 'Otago', postcode: '9016' })).toEqual([]);
  });
});

describe('password change', () => {
  it('refuses a new password equal to the current one (form and POST /api/account/password)', async () => {
    const { changePasswordSchema } = await import('@/lib/accounts/password-schemas');
    const same = { currentPassword: 'Str0ng!pass', password: 'Str0ng!pass', confirm: 'Str0ng!pass' };
    expect(await errorsOf(changePasswordSchema, same)).toEqual([messages.samePassword]);
    expect(await errorsOf(changePasswordSchema, { ...same, password: 'N3w!passw0rd', confirm: 'N3w!passw0rd' })).toEqual([]);
  });
});
