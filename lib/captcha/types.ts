/** The embedded captcha challenge as the browser receives it (GET /api/captcha/challenge). */
export interface CaptchaChallenge {
  /** The signed challenge; the answer is sent back as `${token}:${answer}`. */
  token: string;
  /** The question to show, e.g. "What is 7 plus 5?". */
  question: string;
  /** ISO time after which the challenge is refused. */
  expiresAt: string;
}

/** The code the embedded captcha submits: the challenge token and the shopper's answer. */
export function embeddedCaptchaCode(token: string, answer: string): string {
  return `${token}:${answer.trim()}`;
}
