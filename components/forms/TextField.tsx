import { useField } from 'formik';
import { useState, type HTMLInputTypeAttribute } from 'react';
import { useHydrated } from '@/hooks/use-hydrated';
import FieldMessages from './FieldMessages';
import { describedBy, fieldMessages } from './field-messages';
import styles from './Form.module.css';

interface TextFieldProps {
  name: string;
  label: string;
  type?: HTMLInputTypeAttribute;
  required?: boolean;
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'numeric' | 'decimal' | 'tel';
  hint?: string;
  maxLength?: number;
  /**
   * A password field with a 'Show' toggle that reveals what was typed. The toggle needs a script: until the page has
   * hydrated (and without JavaScript) its room in the field is kept but it is not shown.
   */
  revealable?: boolean;
  /** The input's id when two forms on one page share a field name (default `field-<name>`). */
  id?: string;
}

/**
 * A labelled Formik text input. Required fields are marked 'required' (and aria-required); the error shows
 * beneath the field only once it is touched and invalid. A hint shows beneath the field until an
 * error takes its place, so a rule is never written twice.
 */
export default function TextField({ name, label, type = 'text', required = false, autoComplete, inputMode, hint, maxLength, revealable = false, id: givenId }: TextFieldProps) {
  const [field, meta] = useField<string>(name);
  const [revealed, setRevealed] = useState(false);
  const hydrated = useHydrated();
  const id = givenId ?? `field-${name}`;
  const shown = fieldMessages(hint, meta);
  const input = (
    <input
      id={id}
      {...field}
      value={field.value ?? ''}
      type={revealable && revealed ? 'text' : type}
      autoComplete={autoComplete}
      inputMode={inputMode}
      maxLength={maxLength}
      spellCheck={revealable ? false : undefined}
      autoCapitalize={revealable || type === 'email' ? 'none' : undefined}
      aria-required={required || undefined}
      aria-invalid={shown.error ? true : undefined}
      aria-describedby={describedBy(id, shown)}
    />
  );
  return (
    <div className={styles.field}>
      <label htmlFor={id}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            required
          </span>
        )}
      </label>
      {revealable ? (
        <div className={styles.reveal}>
          {input}
          <button
            type="button"
            className={hydrated ? styles.revealButton : `${styles.revealButton} until-hydrated`}
            aria-controls={id}
            aria-pressed={revealed}
            onClick={() => setRevealed((on) => !on)}
          >
            {revealed ? 'Hide' : 'Show'}
            <span className="visually-hidden"> {label.toLowerCase()}</span>
          </button>
        </div>
      ) : (
        input
      )}
      <FieldMessages id={id} shown={shown} />
    </div>
  );
}
