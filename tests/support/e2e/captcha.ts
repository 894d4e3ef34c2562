import { expect, type APIRequestContext } from '@playwright/test';
import type { Challenge } from 'altcha-lib';
import { solveAltcha } from '../altcha';
import { asNewClient } from './client-address';

/** A sign-up pass the way the sign-up form gets one: the ALTCHA challenge solved, then POST /api/recaptcha. */
export async function captchaPass(request: APIRequestContext): Promise<string> {
  const headers = asNewClient();
  const challenge = (await (await request.get('/api/captcha/challenge', { headers })).json()).data as Challenge;
  const verified = await request.post('/api/recaptcha', { data: { code: await solveAltcha(challenge) }, headers });
  const pass = (await verified.json()).data as { success: boolean; token: string };
  expect(pass.success).toBe(true);
  return pass.token;
}
