import type { PortableTextMarkComponentProps } from '@portabletext/react';
import Link from 'next/link';
import { resolveLinkMark } from './link-href';
import MissingLink from './MissingLink';
import type { LinkMarkDef } from './types';
import styles from './ContentLink.module.css';

type Props = PortableTextMarkComponentProps<LinkMarkDef & { _type: string }>;

/**
 * Every link annotation: link (href, newTab), onPageLink (#anchor) and the reference marks internalLink, page,
 * category, blogPost, product and ambassador (href resolved by the content service). Same-site paths use
 * next/link; unresolvable targets render 'missing link'.
 */
export default function ContentLink({ value, children }: Props) {
  const link = resolveLinkMark(value);
  if (!link) return <MissingLink>{children}</MissingLink>;
  const newTabProps = link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  const newTabNote = link.newTab ? <span className={styles.visuallyHidden}> (opens in a new tab)</span> : null;
  if (link.internal && link.href.startsWith('/')) {
    return (
      <Link href={link.href} className={styles.link} {...newTabProps}>
        {children}
        {newTabNote}
      </Link>
    );
  }
  return (
    <a href={link.href} className={styles.link} {...newTabProps}>
      {children}
      {newTabNote}
    </a>
  );
}
