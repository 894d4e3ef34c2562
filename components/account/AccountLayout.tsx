import type { ReactNode } from 'react';
import Seo from '@/components/seo/Seo';
import AccountNav from './AccountNav';
import styles from './Account.module.css';

/** The frame of every account page: noindex, a heading, the account navigation. */
export default function AccountLayout({ title, path, children }: { title: string; path: string; children: ReactNode }) {
  return (
    <>
      <Seo title={title} path={path} noindex />
      <h1>{title}</h1>
      <div className={styles.layout}>
        <AccountNav />
        <div className={styles.content}>{children}</div>
      </div>
    </>
  );
}
