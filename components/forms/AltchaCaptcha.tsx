import type { AltchaWidgetElement } from 'altcha/types/generic';
import type {} from 'altcha/types/react';
import { useEffect, useEffectEvent, useImperativeHandle, useRef, useState } from 'react';
import { useCaptchaChallenge } from '@/hooks/use-captcha-challenge';
import type { CaptchaProps } from './captcha-props';
import styles from './Form.module.css';

/**
 * The widget's own module (altcha's dist/main build, served from this site: the page's script policy allows 'self').
 * It is not one of the page's scripts: the component adds it once the form around it has hydrated (the sign-up form
 * hydrates when the page is idle or at the shopper's first interaction). Never before: while the form is still the
 * server's HTML, React stops presses aimed inside it from reaching other listeners (it hydrates first), so a widget
 * drawn then would show its box ticked and never start its proof of work. Until it loads its room is kept, so nothing
 * moves; a sign-up sent before then comes back with everything but the password kept, asking for the check.
 * The file is the installed package's (tests/unit/components/forms/altcha-widget-file.test.ts checks it).
 */
export const ALTCHA_WIDGET_SRC = '/vendor/altcha/altcha-3.2.2.min.js';
const WIDGET = 'altcha-widget';

/** The widget's settings as its `configuration` attribute: no human-interaction signature. */
const CONFIGURATION = JSON.stringify({ humanInteractionSignature: false });

/** Adds the widget's module script to the document once (browser only). */
function loadWidget() {
  if (document.querySelector(`script[src="${ALTCHA_WIDGET_SRC}"]`)) return;
  const script = document.createElement('script');
  script.type = 'module';
  script.src = ALTCHA_WIDGET_SRC;
  document.head.append(script);
}

/**
 * The self-hosted captcha of the embedded mode: the ALTCHA widget (a web component, loaded in the browser only).
 * The shopper ticks "I'm not a robot"; the browser solves the server's proof-of-work challenge (about a second)
 * and the widget says "Verified". Its checkbox is a real, labelled input (keyboard and screen readers) and its
 * state changes are announced. The payload it hands back (also in the form's `captcha` field) goes with the sign-up
 * post, which verifies and spends it. The page renders its first challenge (no request for one on the first load).
 */
export default function AltchaCaptcha({ onChange, ref, challenge: first = null }: CaptchaProps) {
  const { challenge, error, renew } = useCaptchaChallenge(true, first);
  const widget = useRef<AltchaWidgetElement>(null);
  const [loaded, setLoaded] = useState(false);

  useImperativeHandle(ref, () => ({
    reset() {
      onChange(null);
      widget.current?.reset();
      renew();
    },
  }));

  // The widget defines itself when its module has run.
  useEffect(() => {
    let active = true;
    loadWidget();
    void customElements.whenDefined(WIDGET).then(() => active && setLoaded(true));
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
    // The page's own challenge is in the element's attribute already (configuring it again would reset an answer).
    if (challenge !== first) void element.configure({ challenge, humanInteractionSignature: false });
    element.addEventListener('verified', verified);
    element.addEventListener('statechange', stateChanged);
    element.addEventListener('expired', expired);
    return () => {
      element.removeEventListener('verified', verified);
      element.removeEventListener('statechange', stateChanged);
      element.removeEventListener('expired', expired);
    };
  }, [loaded, challenge, first]);

  return (
    <div className={styles.captcha}>
      <altcha-widget
        ref={widget}
        name="captcha"
        challenge={first ? JSON.stringify(first) : undefined}
        configuration={CONFIGURATION}
      />
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
