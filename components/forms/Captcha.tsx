import type { Ref } from 'react';
import { publicConfig } from '@/lib/public-config';
import EmbeddedCaptcha from './EmbeddedCaptcha';
import RecaptchaField from './RecaptchaField';

export interface CaptchaHandle {
  /** Clears the answer and starts a new challenge (after any failed sign-up, spec §4). */
  reset(): void;
}

export interface CaptchaProps {
  /** The code to verify (reCAPTCHA token or embedded answer), or null when not (or no longer) completed. */
  onChange(code: string | null): void;
  ref?: Ref<CaptchaHandle>;
}

/** Google reCAPTCHA v2 when configured, otherwise the self-hosted challenge. */
export default function Captcha({ onChange, ref, siteKey = publicConfig.recaptchaSiteKey }: CaptchaProps & { siteKey?: string | null }) {
  return siteKey ? <RecaptchaField siteKey={siteKey} onChange={onChange} ref={ref} /> : <EmbeddedCaptcha onChange={onChange} ref={ref} />;
}
