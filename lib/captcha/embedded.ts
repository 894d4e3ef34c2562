/**
 * The embedded mode's self-hosted captcha: the server issues a signed, expiring arithmetic question; the
 * answer is not in the token (only its keyed hash), so it has to be read and typed by the shopper. Each
 * challenge can be answered once (right or wrong), so guessing needs a new challenge every time.
 */
import { randomInt, randomUUID } from 'node:crypto';
import type { CaptchaChallenge } from './types';
import { hmac, safeEqual, sign, unsign } from './signed-token';
import { markUsed } from './used-tokens';

export const CHALLENGE_TTL_MS = 30 * 60 * 1000;

const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];

interface ChallengePayload {
  k: 'challenge';
  id: string;
  /** Keyed hash of id + answer. */
  h: string;
  exp: number;
}

function answerHash(id: string, answer: string): string {
  return hmac(`${id}:${answer}`);
}

export function createChallenge(now = Date.now()): CaptchaChallenge {
  const a = randomInt(2, 13);
  const b = randomInt(1, 10);
  const subtract = a > b && randomInt(0, 2) === 1;
  const answer = String(subtract ? a - b : a + b);
  const id = randomUUID();
  const exp = now + CHALLENGE_TTL_MS;
  const token = sign({ k: 'challenge', id, h: answerHash(id, answer), exp } satisfies ChallengePayload);
  const question = `What is ${WORDS[a]} ${subtract ? 'minus' : 'plus'} ${WORDS[b]}? Type the answer in digits.`;
  return { token, question, expiresAt: new Date(exp).toISOString() };
}

/** Checks `${token}:${answer}`; the challenge is spent whatever the answer. */
export async function verifyChallengeCode(code: unknown, now = Date.now()): Promise<boolean> {
  if (typeof code !== 'string') return false;
  const separator = code.lastIndexOf(':');
  if (separator < 0) return false;
  const token = code.slice(0, separator);
  const answer = code.slice(separator + 1).trim();
  const payload = unsign<Partial<ChallengePayload>>(token);
  if (!payload || payload.k !== 'challenge' || typeof payload.id !== 'string' || typeof payload.h !== 'string') return false;
  if (typeof payload.exp !== 'number' || payload.exp <= now) return false;
  if (!(await markUsed(`challenge:${payload.id}`, payload.exp, now))) return false;
  if (!/^-?\d{1,3}$/.test(answer)) return false;
  return safeEqual(answerHash(payload.id, String(Number(answer))), payload.h);
}
