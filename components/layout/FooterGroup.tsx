import Link from 'next/link';
import { useId, useState } from 'react';
import Icon from '@/components/ui/Icon';
import styles from './Footer.module.css';

interface Props {
  heading: string;
  links: readonly { label: string; href: string }[];
}

/**
 * One footer column of links. Wider than 600px the heading is plain text and the links always show; on phones the
 * heading is a disclosure button (an accordion row) and the links show once it is opened.
 */
export default function FooterGroup({ heading, links }: Props) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <nav aria-label={heading} className={styles.group} data-open={open}>
      <h2>
        <span className={styles.headingText}>{heading}</span>
        <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
          {heading}
          <Icon name="chevron" size={18} className={styles.chevron} />
        </button>
      </h2>
      <ul id={listId} className={styles.links}>
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
