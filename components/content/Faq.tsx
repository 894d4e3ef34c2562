import NestedContent from './NestedContent';
import type { FaqNode } from './types';
import styles from './Faq.module.css';

/** A question and its answer as a native disclosure (keyboard and screen-reader support built in). */
export default function Faq({ value }: { value: FaqNode }) {
  const question = typeof value.question === 'string' ? value.question.trim() : '';
  if (!question) return null;
  return (
    <details className={styles.faq}>
      <summary className={styles.question}>{question}</summary>
      <div className={styles.answer}>
        <NestedContent value={value.answer} />
      </div>
    </details>
  );
}
