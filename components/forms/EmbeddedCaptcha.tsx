import { useImperativeHandle, useState } from 'react';
import { useCaptchaChallenge } from '@/hooks/use-captcha-challenge';
import { embeddedCaptchaCode } from '@/lib/captcha/types';
import type { CaptchaProps } from './Captcha';
import styles from './Form.module.css';

/**
 * The self-hosted captcha of the embedded mode: a question from the server, answered by the shopper. Plain
 * text and a labelled input, so it works with a screen reader and a keyboard.
 */
export default function EmbeddedCaptcha({ onChange, ref }: CaptchaProps) {
  const { challenge, error, renew } = useCaptchaChallenge(true);
  const [answer, setAnswer] = useState('');

  useImperativeHandle(ref, () => ({
    reset() {
      setAnswer('');
      onChange(null);
      renew();
    },
  }));

  function update(value: string) {
    setAnswer(value);
    onChange(challenge && value.trim() !== '' ? embeddedCaptchaCode(challenge.token, value) : null);
  }

  return (
    <div className={styles.captcha}>
      <p id="captcha-question" className={styles.question} aria-live="polite">
        {challenge ? challenge.question : error ? 'The security question could not be loaded.' : 'Loading the security question…'}
      </p>
      <div className={styles.field}>
        <label htmlFor="captcha-answer">
          Your answer
          <span className={styles.required} aria-hidden="true">
            required
          </span>
        </label>
        <input
          id="captcha-answer"
          name="captcha"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          value={answer}
          disabled={!challenge}
          aria-required
          aria-describedby="captcha-question"
          onChange={(event) => update(event.target.value)}
        />
      </div>
      <button
        type="button"
        className={styles.linkButton}
        onClick={() => {
          setAnswer('');
          onChange(null);
          renew();
        }}
      >
        Show a different question
      </button>
    </div>
  );
}
