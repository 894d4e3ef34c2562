/**
 * The captcha's server interface, one for both modes:
 *   verifyCaptcha(code)  -> Google reCAPTCHA v2 when configured, else the embedded ALTCHA proof of work (altcha.ts)
 *   issuePass()          -> after a verified captcha, a signed pass valid 5 minutes, good for ONE sign-up
 *   consumePass(pass)    -> the sign-up route's own check: signature, expiry, never used before
 * POST /api/recaptcha verifies the shopper's code and hands out the pass; the sign-up route accepts only a pass,
 * so skipping the captcha (or replaying one) cannot create an account.
 */
import { randomUUID } from 'node:crypto';
import { getConfig } from '@/lib/config';
import { verifyPowPayload } from './altcha';
import { verifyRecaptcha } from './recaptcha';
import { sign, unsign } from './signed-token';
import { markUsed } from './used-tokens';

export { createPowChallenge } from './altcha';

const PASS_TTL_MS = 5 * 60 * 1000;

interface PassPayload {
  k: 'pass';
  id: string;
  exp: number;
}

export async function verifyCaptcha(code: unknown, options: { remoteIp?: string } = {}): Promise<boolean> {
  const { captcha } = getConfig();
  if (captcha) return verifyRecaptcha(code, captcha.secretKey, options.remoteIp, captcha.verifyUrl ?? undefined);
  return verifyPowPayload(code);
}

export function issuePass(now = Date.now()): string {
  return sign({ k: 'pass', id: randomUUID(), exp: now + PASS_TTL_MS } satisfies PassPayload);
}

/** True once for a genuine, unexpired pass; false for a missing, forged, expired or reused one. */
export async function consumePass(pass: unknown, now = Date.now()): Promise<boolean> {
  const payload = unsign<Partial<PassPayload>>(pass);
  if (!payload || payload.k !== 'pass' || typeof payload.id !== 'string' || typeof payload.exp !== 'number') return false;
  if (payload.exp <= now) return false;
  return markUsed(`pass:${payload.id}`, payload.exp, now);
}
