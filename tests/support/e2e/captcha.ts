import { expect, type APIRequestContext } from '@playwright/test';
import type { Challenge } from 'altcha-lib';
import { solveAltcha } from '../altcha';

/** A sign-up pass the way the sign-up form gets one: the ALTCHA challenge solved, then POST /api/recaptcha. */
export async function captchaPass(request: APIRequestContext): Promise<string> {
  const challenge = (await (await request.get('/api/captcha/challenge')).json()).data as Challenge;
  const verified = await request.post('/api/recaptcha', { data: { code: await solveAltcha(challenge) } });
  const pass = (await verified.json()).data as { success: boolean; token: string };
  expect(pass.success).toBe(true);
  return pass.token;
}
