import type { AltchaWidgetElement } from 'altcha/types/generic';
import type {} from 'altcha/types/react';
import { useEffect, useEffectEvent, useImperativeHandle, useRef, useState } from 'react';
import { useCaptchaChallenge } from '@/hooks/use-captcha-challenge';
import type { CaptchaProps } from './captcha-props';
import styles from './Form.module.css';

/**
 * The widget's own module (altcha's dist/main build, served from this site: the page's script policy allows 'self').
 * It is not one of the page's scripts: it loads when the page is idle after load or at the shopper's first
 * interaction (a press, a key, a focus: filling in the form's first field), whichever comes first, by the inline
 * LOAD_WIDGET script the server renders beside the element, so it runs before React hydrates anything and does not
 * compete with the page's first paint. It upgrades the element of the server's HTML (its challenge in an attribute)
 * and puts its answer in the form's `captcha` field, so a sign-up sent before hydration carries it. After a
 * client-side navigation (no server HTML) the component loads it itself.
 * The file is the installed package's (tests/unit/components/forms/altcha-widget-file.test.ts checks it).
 */
export const ALTCHA_WIDGET_SRC = '/vendor/altcha/altcha-3.2.2.min.js';
const WIDGET = 'altcha-widget';

/** The widget's settings as its `configuration` attribute: no human-interaction signature. */
const CONFIGURATION = JSON.stringify({ humanInteractionSignature: false });

/**
 * The element's content is the widget's own (it renders its checkbox and label in the element when its module has
 * run, often before React hydrates the form): React is told it is inner HTML, so it neither hydrates nor compares
 * it. Without this, a widget already drawn was a hydration mismatch, and React rendered the whole form again,
 * empty: what the shopper had typed, and a captcha already answered, were lost.
 */
const WIDGET_OWNS_ITS_CONTENT = { __html: '' };

/** Adds the widget's module script to the document once (browser only). */
function loadWidget() {
  if (document.querySelector(`script[src="${ALTCHA_WIDGET_SRC}"]`)) return;
  const script = document.createElement('script');
  script.type = 'module';
  script.src = ALTCHA_WIDGET_SRC;
  document.head.append(script);
}

/** loadWidget, as an inline script of the server's HTML: at the page's first idle moment after load or at the
 * shopper's first interaction. The page's script policy allows it by its hash (pages/_document.tsx). */
const LOAD_WIDGET = {
  __html:
    `(function(){var done=false,events=["pointerdown","keydown","focusin","touchstart"];function load(){if(done)return;done=true;` +
    `events.forEach(function(t){document.removeEventListener(t,load,true);});` +
    `if(document.querySelector('script[src="${ALTCHA_WIDGET_SRC}"]'))return;var s=document.createElement("script");` +
    `s.type="module";s.src="${ALTCHA_WIDGET_SRC}";document.head.appendChild(s);}` +
    `events.forEach(function(t){document.addEventListener(t,load,{capture:true,passive:true});});` +
    `function idle(){(window.requestIdleCallback||setTimeout)(load);}` +
    `if(document.readyState==="complete")idle();else addEventListener("load",idle,{once:true});})();`,
};

/**
 * The self-hosted captcha of the embedded mode: the ALTCHA widget (a web component, loaded in the browser only).
 * The shopper ticks "I'm not a robot"; the browser solves the server's proof-of-work challenge (about a second)
 * and the widget says "Verified". Its checkbox is a real, labelled input (keyboard and screen readers) and its
 * state changes are announced. The payload it hands back (also in the form's `captcha` field) goes with the sign-up
 * post, which verifies and spends it. The page renders its first challenge, so it works before hydration.
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

  // The widget defines itself when its module has run (loaded here after a client-side navigation).
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

  // Ticked before hydration: the widget solved it on its own, and its answer is already in its field.
  const answeredEarly = useEffectEvent((element: HTMLElement) => {
    const answer = element.querySelector<HTMLInputElement>('input[name="captcha"]')?.value;
    if (answer) onChange(answer);
  });

  useEffect(() => {
    const element = widget.current;
    if (!loaded || !element || !challenge) return;
    // The page's own challenge is in the element's attribute already (configuring it again would reset an answer).
    if (challenge !== first) void element.configure({ challenge, humanInteractionSignature: false });
    else answeredEarly(element);
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
      <script dangerouslySetInnerHTML={LOAD_WIDGET} suppressHydrationWarning />
      <altcha-widget
        ref={widget}
        name="captcha"
        challenge={first ? JSON.stringify(first) : undefined}
        configuration={CONFIGURATION}
        dangerouslySetInnerHTML={WIDGET_OWNS_ITS_CONTENT}
        suppressHydrationWarning
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
