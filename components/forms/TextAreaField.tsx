import { useField } from 'formik';
import FieldMessages from './FieldMessages';
import { describedBy, fieldMessages } from './field-messages';
import styles from './Form.module.css';

interface TextAreaFieldProps {
  name: string;
  label: string;
  hint?: string;
  maxLength?: number;
  rows?: number;
}

/**
 * A labelled Formik text area (an optional field: a message). Its hint shows beneath it until an error takes its
 * place; the error shows once the field is touched and invalid, tied to the field by aria-describedby.
 */
export default function TextAreaField({ name, label, hint, maxLength, rows = 4 }: TextAreaFieldProps) {
  const [field, meta] = useField<string>(name);
  const id = `field-${name}`;
  const shown = fieldMessages(hint, meta);
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        {...field}
        value={field.value ?? ''}
        rows={rows}
        maxLength={maxLength}
        className={styles.textarea}
        aria-invalid={shown.error ? true : undefined}
        aria-describedby={describedBy(id, shown)}
      />
      <FieldMessages id={id} shown={shown} />
    </div>
  );
}
