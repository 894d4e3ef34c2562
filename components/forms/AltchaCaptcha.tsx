import type { AltchaWidgetElement } from 'altcha/types/generic';
import type {} from 'altcha/types/react';
import { useEffect, useEffectEvent, useImperativeHandle, useRef, useState } from 'react';
import { useCaptchaChallenge } from '@/hooks/use-captcha-challenge';
import type { CaptchaProps } from './captcha-props';
import styles from './Form.module.css';

/**
 * The self-hosted captcha of the embedded mode: the ALTCHA widget (a web component, loaded in the browser only).
 * The shopper ticks "I'm not a robot"; the browser solves the server's proof-of-work challenge (about a second)
 * and the widget says "Verified". Its checkbox is a real, labelled input (keyboard and screen readers) and its
 * state changes are announced. The payload it hands back is verified and spent by POST /api/recaptcha.
 */
export default function AltchaCaptcha({ onChange, ref }: CaptchaProps) {
  const { challenge, error, renew } = useCaptchaChallenge(true);
  const widget = useRef<AltchaWidgetElement>(null);
  const [loaded, setLoaded] = useState(false);

  useImperativeHandle(ref, () => ({
    reset() {
      onChange(null);
      widget.current?.reset();
      renew();
    },
  }));

  // The widget defines itself when its script loads (in the browser only).
  useEffect(() => {
    let active = true;
    void import('altcha').then(() => active && setLoaded(true));
    return () => {
      active = false;
    };
  }, []);

  const verified = useEffectEvent((event: Event) => onChange((event as CustomEvent<{ payload?: string }>).detail?.payload ?? null));
  const stateChanged = useEffectEvent((event: Event) => {
    if ((event as CustomEvent<{ state?: string }>).detail?.state !== 'verified') onChange(null);
  });
  // An expired challenge is replaced by a new one (the shopper ticks the box again).
  const expired = useEffectEvent(() => {
    onChange(null);
    renew();
  });

  useEffect(() => {
    const element = widget.current;
    if (!loaded || !element || !challenge) return;
    void element.configure({ challenge, humanInteractionSignature: false });
    element.addEventListener('verified', verified);
    element.addEventListener('statechange', stateChanged);
    element.addEventListener('expired', expired);
    return () => {
      element.removeEventListener('verified', verified);
      element.removeEventListener('statechange', stateChanged);
      element.removeEventListener('expired', expired);
    };
  }, [loaded, challenge]);

  return (
    <div className={styles.captcha}>
      <altcha-widget ref={widget} name="captcha" suppressHydrationWarning />
      {error && (
        <p role="alert" className={styles.error}>
          The security check could not be loaded.{' '}
          <button type="button" className={styles.linkButton} onClick={renew}>
            Try again
          </button>
        </p>
      )}
    </div>
  );
}
