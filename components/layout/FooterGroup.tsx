import Link from 'next/link';
import Icon from '@/components/ui/Icon';
import styles from './Footer.module.css';

interface Props {
  heading: string;
  links: readonly { label: string; href: string }[];
}

/**
 * One footer column of links. Wider than 600px the heading is plain text and the links always show; on phones the
 * heading is a native disclosure (an accordion row, `<details>`) and the links show once it is opened, which works
 * before the footer's script has run and without JavaScript.
 */
export default function FooterGroup({ heading, links }: Props) {
  return (
    <nav aria-label={heading} className={styles.group}>
      <h2 className={styles.heading}>{heading}</h2>
      <details className={styles.disclosure}>
        <summary className={styles.toggle}>
          <h2>{heading}</h2>
          <Icon name="chevron" size={18} className={styles.chevron} />
        </summary>
        <ul className={styles.links}>
          {links.map((link) => (
            <li key={link.href}>
              <Link href={link.href}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </details>
    </nav>
  );
}
