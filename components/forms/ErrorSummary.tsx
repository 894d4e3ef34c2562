import { useId } from 'react';
import styles from './Form.module.css';

/**
 * The messages a form came back with from the server (a post made before or without JavaScript), at the top of the
 * form: a heading and one line per message, a field's message linking to its field. Nothing when there are none.
 */
export default function ErrorSummary({ errors, idOf = (field) => `field-${field}` }: { errors: { message: string; field?: string }[]; idOf?: (field: string) => string }) {
  const titleId = useId();
  if (errors.length === 0) return null;
  return (
    <div className={styles.alert} role="alert" aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.summaryTitle}>
        There is a problem
      </h2>
      <ul className={styles.summaryList}>
        {errors.map((error, index) => (
          <li key={`${error.field ?? ''}-${index}`}>{error.field ? <a href={`#${idOf(error.field)}`}>{error.message}</a> : error.message}</li>
        ))}
      </ul>
    </div>
  );
}
