import { isEmbeddedDemo } from '@/lib/public-config';
import styles from './Layout.module.css';

/** A small notice that the shop runs on the built-in demo backend (embedded mode). */
export default function DemoNotice() {
  if (!isEmbeddedDemo) return null;
  return (
    <p className={styles.demoNotice} data-testid="demo-notice">
      Demo shop: running on the built-in demo backend. Orders are not real and no payment is taken.
    </p>
  );
}
