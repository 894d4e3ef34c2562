import DemoNotice from './DemoNotice';
import FooterGroup from './FooterGroup';
import { CONTACT, FOOTER_GROUPS, SOCIAL_LINKS } from '@/lib/site';
import styles from './Footer.module.css';

export interface FooterProps {
  /**
   * The year the copyright runs to: the server's (the page's shell, read when the page was rendered), passed to the
   * browser in the page's props so the hydrated footer says the same; the build's year on a page without a shell.
   */
  year?: number;
}

export default function Footer({ year }: FooterProps) {
  const endYear = year ?? Number(process.env.BUILD_YEAR);
  return (
    <footer className={styles.footer}>
      <DemoNotice />
      <div className={styles.groups}>
        {FOOTER_GROUPS.map((group) => (
          <FooterGroup key={group.heading} heading={group.heading} links={group.links} />
        ))}
        <div className={`${styles.group} ${styles.contact}`}>
          <h2>Get in touch</h2>
          <address className={styles.address}>
            <a href={CONTACT.phoneHref}>{CONTACT.phone}</a>
            <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>
            <span>
              {CONTACT.address.street}, {CONTACT.address.locality} {CONTACT.address.region} {CONTACT.address.postalCode}
            </span>
          </address>
          <ul className={styles.social} aria-label="Social media">
            {SOCIAL_LINKS.map((link) => (
              <li key={link.href}>
                <a href={link.href} rel="noopener noreferrer" target="_blank">
                  {link.label}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className={styles.legal}>
        <p>All prices are in AUD including GST.</p>
        <p>Proudly making sports nutrition in Tasmania since 2008.</p>
        <p>© Copyright 2008-{endYear} Bulk Nutrients</p>
      </div>
    </footer>
  );
}
