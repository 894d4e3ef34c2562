import Link from 'next/link';
import type { Alert } from '@/lib/content/types';
import { CONTACT } from '@/lib/site';
import AlertMessage from './AlertMessage';
import styles from './Header.module.css';

export default function TopBar({ alert }: { alert: Alert | null }) {
  return (
    <div className={styles.topBar}>
      <Link href="/about-us" className={styles.topLink}>
        About Bulk Nutrients
      </Link>
      <AlertMessage alert={alert} />
      <div className={styles.topRight}>
        <Link href="/faqs" className={styles.topLink}>
          Need Help?
        </Link>
        <a href={CONTACT.phoneHref} className={styles.topLink}>
          Call us {CONTACT.phone}
        </a>
      </div>
    </div>
  );
}
