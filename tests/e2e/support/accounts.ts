import { expect, type APIRequestContext } from '@playwright/test';

/** Test accounts made through the shop's own API, the way the sign-up form makes them (captcha included). */
export const PASSWORD = 'Str0ng!pass';

const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];

export function uniqueEmail(label: string): string {
  return `e2e-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** Reads the embedded captcha's question like a shopper and works out the answer. */
export function answerOf(question: string): string {
  const match = /What is (\w+) (plus|minus) (\w+)\?/.exec(question);
  if (!match) throw new Error(`Unexpected captcha question: ${question}`);
  const a = WORDS.indexOf(match[1]);
  const b = WORDS.indexOf(match[3]);
  return String(match[2] === 'plus' ? a + b : a - b);
}

/** Creates an account (with one saved address) and leaves `request`, and the page that owns it, signed in. */
export async function signUpThroughApi(request: APIRequestContext, email: string): Promise<void> {
  const challenge = (await (await request.get('/api/captcha/challenge')).json()).data as { token: string; question: string };
  const pass = (await (await request.post('/api/recaptcha', { data: { code: `${challenge.token}:${answerOf(challenge.question)}` } })).json()).data.token;
  const response = await request.post('/api/bigcommerce/customers/signup', {
    data: {
      email, password: PASSWORD, confirm: PASSWORD, firstName: 'Phone', lastName: 'Tester', company: '', country: 'AU', postcode: '7250',
      state: 'Tasmania', suburb: 'Launceston', address1: '5 Audit Lane', address2: '', phone: '0400 000 000', newsletter: false, captchaToken: pass,
    },
  });
  expect(response.status()).toBe(200);
}
