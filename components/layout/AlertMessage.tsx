import { PortableText, type PortableTextComponents } from '@portabletext/react';
import Link from 'next/link';
import { useAlert } from '@/hooks/use-alert';
import styles from './Header.module.css';

const components: PortableTextComponents = {
  block: { normal: ({ children }) => <span>{children}</span> },
  marks: {
    link: ({ value, children }) => <a href={String(value?.href ?? '#')}>{children}</a>,
    internalLink: ({ value, children }) =>
      value?.href ? <Link href={String(value.href)}>{children}</Link> : <span>{children}</span>,
  },
};

/** The alert in the middle of the top bar, as rich text; hidden while loading or when the fetch fails. */
export default function AlertMessage() {
  const alert = useAlert();
  if (!alert) return <div className={styles.alert} />;
  return (
    <div className={styles.alert} role="status" aria-live="polite" data-testid="site-alert">
      <PortableText value={alert.content} components={components} />
    </div>
  );
}
