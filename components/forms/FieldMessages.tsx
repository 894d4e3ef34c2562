import type { FieldMessageState } from './field-messages';
import styles from './Form.module.css';

/** The hint or the error beneath the field `id` (components/forms/field-messages.ts decides which). */
export default function FieldMessages({ id, shown }: { id: string; shown: FieldMessageState }) {
  if (shown.error) {
    return (
      <p id={`${id}-error`} className={styles.error}>
        {shown.error}
      </p>
    );
  }
  return shown.hint ? (
    <p id={`${id}-hint`} className={styles.hint}>
      {shown.hint}
    </p>
  ) : null;
}
