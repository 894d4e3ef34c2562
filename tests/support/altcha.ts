/**
 * Solves an ALTCHA challenge from GET /api/captcha/challenge the way the widget does in a browser (brute force
 * over the counter with the same PBKDF2 key derivation), and answers the widget's payload: base64 of
 * { challenge, solution }. The tests pay the same proof of work a shopper's browser pays.
 */
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

export async function solveAltcha(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 60_000 });
  if (!solution) throw new Error('The ALTCHA challenge was not solved within a minute.');
  const payload = { challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}
