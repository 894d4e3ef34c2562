import { useField } from 'formik';
import type { HTMLInputTypeAttribute } from 'react';
import styles from './Form.module.css';

export interface TextFieldProps {
  name: string;
  label: string;
  type?: HTMLInputTypeAttribute;
  required?: boolean;
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'numeric' | 'tel';
  hint?: string;
  maxLength?: number;
}

/**
 * A labelled Formik text input. Required fields are marked 'required' (and aria-required); the error shows
 * beneath the field only once it is touched and invalid (spec §2 Other UI).
 */
export default function TextField({ name, label, type = 'text', required = false, autoComplete, inputMode, hint, maxLength }: TextFieldProps) {
  const [field, meta] = useField<string>(name);
  const id = `field-${name}`;
  const showError = Boolean(meta.touched && meta.error);
  const describedBy = [hint ? `${id}-hint` : null, showError ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
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
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <input
        id={id}
        {...field}
        value={field.value ?? ''}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        aria-required={required || undefined}
        aria-invalid={showError || undefined}
        aria-describedby={describedBy}
      />
      {showError && (
        <p id={`${id}-error`} className={styles.error}>
          {meta.error}
        </p>
      )}
    </div>
  );
}
