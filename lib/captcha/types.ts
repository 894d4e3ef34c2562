import type { Challenge } from 'altcha-lib';

/**
 * The embedded captcha's challenge as the browser receives it (GET /api/captcha/challenge): ALTCHA's signed
 * proof-of-work parameters, handed to the altcha widget as they are.
 */
export type CaptchaChallenge = Challenge;
