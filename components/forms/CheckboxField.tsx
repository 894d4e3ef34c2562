import { useField } from 'formik';
import styles from './Form.module.css';

/** A labelled Formik checkbox. */
export default function CheckboxField({ name, label }: { name: string; label: string }) {
  const [field] = useField<boolean>({ name, type: 'checkbox' });
  const { value: _value, ...input } = field;
  const id = `field-${name}`;
  return (
    <div className={styles.checkbox}>
      <input id={id} type="checkbox" {...input} value="true" checked={Boolean(field.checked)} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
