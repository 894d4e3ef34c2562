import { publicConfig } from '@/lib/public-config';
import AltchaCaptcha from './AltchaCaptcha';
import type { CaptchaProps } from './captcha-props';
import RecaptchaField from './RecaptchaField';

export type { CaptchaHandle } from './captcha-props';

/** Google reCAPTCHA v2 when configured, otherwise the self-hosted ALTCHA proof of work. */
export default function Captcha({ onChange, ref, challenge, siteKey = publicConfig.recaptchaSiteKey }: CaptchaProps & { siteKey?: string | null }) {
  return siteKey ? <RecaptchaField siteKey={siteKey} onChange={onChange} ref={ref} /> : <AltchaCaptcha onChange={onChange} ref={ref} challenge={challenge} />;
}
