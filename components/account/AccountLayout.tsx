import type { ReactNode } from 'react';
import Seo from '@/components/seo/Seo';
import AccountNav from './AccountNav';
import styles from './Account.module.css';

interface Props {
  title: string;
  path: string;
  children: ReactNode;
  /**
   * A page that is also a public page (rewards, for a guest) keeps its description and stays indexable; the
   * account's own pages are noindex.
   */
  description?: string;
  noindex?: boolean;
}

/** The frame of every account page: noindex, a heading, the account navigation. */
export default function AccountLayout({ title, path, children, description, noindex = true }: Props) {
  return (
    <>
      <Seo title={title} path={path} description={description} noindex={noindex} />
      <h1>{title}</h1>
      <div className={styles.layout}>
        <AccountNav />
        <div className={styles.content}>{children}</div>
      </div>
    </>
  );
}
