import { useImperativeHandle, useRef } from 'react';
import ReCAPTCHA from 'react-google-recaptcha';
import type { CaptchaProps } from './captcha-props';
import styles from './Form.module.css';

/** Google reCAPTCHA v2 (its script loads only here, so only when a site key is configured). */
export default function RecaptchaField({ siteKey, onChange, ref }: CaptchaProps & { siteKey: string }) {
  const widget = useRef<ReCAPTCHA>(null);
  useImperativeHandle(ref, () => ({
    reset() {
      widget.current?.reset();
      onChange(null);
    },
  }));
  return (
    <div className={styles.captcha}>
      <ReCAPTCHA ref={widget} sitekey={siteKey} onChange={(token) => onChange(token || null)} onExpired={() => onChange(null)} />
    </div>
  );
}
