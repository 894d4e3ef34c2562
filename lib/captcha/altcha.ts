/**
 * The embedded mode's self-hosted captcha: ALTCHA proof of work (altcha-lib here, the altcha widget in the
 * browser). The server hands out a signed challenge whose solution costs the browser about a second of PBKDF2
 * hashing (the difficulty is set by CAPTCHA_POW_COST and CAPTCHA_POW_COUNTER; `npm run bench -- --only=captcha`
 * measures it in Chromium). A script must pay that time for every attempt, instead of reading a question.
 *
 * Deterministic mode with a key signature: the challenge carries an HMAC of the derived key the secret counter
 * gives, so a solution is checked with two HMACs, not by hashing again. Each solved challenge is accepted once
 * (its nonce is kept in the shared state until the challenge expires), across restarts and instances.
 */
import { randomInt } from 'node:crypto';
import { createChallenge, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { getConfig } from '@/lib/config';
import { hmac } from './signed-token';
import { markUsed } from './used-tokens';
import { isRecord } from '@/lib/validation/is-record';

const CHALLENGE_TTL_MS = 30 * 60 * 1000;
const POW_ALGORITHM = 'PBKDF2/SHA-256';

const signatureSecret = () => hmac('altcha/challenge-signature');
const keySignatureSecret = () => hmac('altcha/key-signature');

/** A new challenge for the widget: { parameters, signature }. */
export async function createPowChallenge(now = Date.now()): Promise<Challenge> {
  const { cost, counter } = getConfig().captchaPow;
  return createChallenge({
    algorithm: POW_ALGORITHM,
    cost,
    // The solver tries counters from 0 up: half to all of CAPTCHA_POW_COUNTER attempts, never a trivial one.
    counter: randomInt(Math.ceil(counter / 2), counter + 1),
    deriveKey,
    expiresAt: Math.floor((now + CHALLENGE_TTL_MS) / 1000),
    hmacSignatureSecret: signatureSecret(),
    hmacKeySignatureSecret: keySignatureSecret(),
  });
}

interface PowPayload {
  challenge: Challenge;
  solution: Solution;
}

/** The widget's payload (base64 of { challenge, solution } JSON), or null when it is not one. */
function parsePowPayload(code: unknown): PowPayload | null {
  if (typeof code !== 'string' || code.length === 0 || code.length > 4096) return null;
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(code, 'base64').toString('utf8'));
  } catch {
    return null;
  }
  if (!isRecord(decoded) || !isRecord(decoded.challenge) || !isRecord(decoded.solution)) return null;
  const { parameters, signature } = decoded.challenge;
  const { counter, derivedKey } = decoded.solution;
  if (!isRecord(parameters) || typeof signature !== 'string') return null;
  if (typeof parameters.nonce !== 'string' || typeof parameters.expiresAt !== 'number') return null;
  if (parameters.algorithm !== POW_ALGORITHM) return null;
  if (typeof counter !== 'number' || !Number.isSafeInteger(counter) || counter < 0 || typeof derivedKey !== 'string') return null;
  return {
    challenge: { parameters: parameters as unknown as Challenge['parameters'], signature },
    solution: { counter, derivedKey },
  };
}

/** True once for a genuine, unexpired, solved challenge; the challenge is spent. */
export async function verifyPowPayload(code: unknown, now = Date.now()): Promise<boolean> {
  const payload = parsePowPayload(code);
  if (!payload) return false;
  let verified = false;
  try {
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: signatureSecret(),
      hmacKeySignatureSecret: keySignatureSecret(),
    });
    verified = result.verified;
  } catch {
    // A malformed challenge that slipped past the shape check (e.g. a bad hex string) is simply not solved.
    return false;
  }
  // Spent only once verified, so made-up payloads cannot fill the store.
  return verified && markUsed(`altcha:${payload.challenge.parameters.nonce}`, payload.challenge.parameters.expiresAt! * 1000, now);
}
