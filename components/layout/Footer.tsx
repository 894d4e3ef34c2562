import DemoNotice from './DemoNotice';
import FooterGroup from './FooterGroup';
import { CONTACT, FOOTER_GROUPS, SOCIAL_LINKS } from '@/lib/site';
import styles from './Footer.module.css';

export default function Footer() {
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
        <p>© Copyright 2008-2022 Bulk Nutrients</p>
      </div>
    </footer>
  );
}
