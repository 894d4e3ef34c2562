import type { Ref } from 'react';
import type { CaptchaChallenge } from '@/lib/captcha/types';

/** What the sign-up form holds of its captcha, whichever kind is configured. */
export interface CaptchaHandle {
  /** Clears the answer and starts a new challenge (after any failed sign-up). */
  reset(): void;
}

export interface CaptchaProps {
  /** The code to verify (reCAPTCHA token or ALTCHA payload), or null when not (or no longer) completed. */
  onChange(code: string | null): void;
  ref?: Ref<CaptchaHandle>;
  /** The embedded captcha's first challenge, rendered with the page so the widget works before hydration. */
  challenge?: CaptchaChallenge | null;
}
