/**
 * A shopper driving the shop's own API (as the sign-up, sign-in, address and checkout forms do), for specs that
 * need an account without going through the pages.
 */
import { expect, type APIRequestContext } from '@playwright/test';

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];

/** Answers the embedded captcha's arithmetic question ("What is seven plus three? ..."). */
export function captchaAnswer(question: string): number {
  const match = /What is (\w+) (plus|minus) (\w+)\?/.exec(question);
  if (!match) throw new Error(`Unexpected captcha question: ${question}`);
  const [a, b] = [NUMBER_WORDS.indexOf(match[1]), NUMBER_WORDS.indexOf(match[3])];
  return match[2] === 'plus' ? a + b : a - b;
}

export interface Shopper {
  email: string;
  password: string;
  street: string;
}

/** Signs up through the API (captcha included); `request` is then signed in. */
export async function signUpThroughApi(request: APIRequestContext, shopper: Shopper): Promise<void> {
  const challenge = (await (await request.get('/api/captcha/challenge')).json()).data as { token: string; question: string };
  const verified = await request.post('/api/recaptcha', { data: { code: `${challenge.token}:${captchaAnswer(challenge.question)}` } });
  const pass = (await verified.json()).data as { success: boolean; token: string };
  expect(pass.success).toBe(true);
  const signup = await request.post('/api/bigcommerce/customers/signup', {
    data: {
      email: shopper.email,
      password: shopper.password,
      confirm: shopper.password,
      firstName: 'Private',
      lastName: 'Shopper',
      company: '',
      country: 'AU',
      address1: shopper.street,
      address2: '',
      suburb: 'Fitzroy',
      state: 'Victoria',
      postcode: '3065',
      phone: '0400 123 456',
      newsletter: true,
      captchaToken: pass.token,
    },
  });
  expect(signup.status(), await signup.text()).toBe(200);
}
