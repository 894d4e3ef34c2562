import { useField } from 'formik';
import type { ChangeEvent } from 'react';
import FieldMessages from './FieldMessages';
import { describedBy, fieldMessages } from './field-messages';
import styles from './Form.module.css';

interface SelectFieldProps {
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
  required?: boolean;
  /** A first, empty choice (e.g. "Choose a state"). */
  placeholder?: string;
  autoComplete?: string;
  /** Replaces Formik's change handler (the field then sets its own value). */
  onChange?: (event: ChangeEvent<HTMLSelectElement>) => void;
}

/** A labelled Formik select, with the same 'required' marker and touched-only error as TextField. */
export default function SelectField({ name, label, options, required = false, placeholder, autoComplete, onChange }: SelectFieldProps) {
  const [field, meta] = useField<string>(name);
  const id = `field-${name}`;
  const shown = fieldMessages(undefined, meta);
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
      <select
        id={id}
        {...field}
        value={field.value ?? ''}
        onChange={onChange ?? field.onChange}
        autoComplete={autoComplete}
        aria-required={required || undefined}
        aria-invalid={shown.error ? true : undefined}
        aria-describedby={describedBy(id, shown)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages id={id} shown={shown} />
    </div>
  );
}
