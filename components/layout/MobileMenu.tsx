import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useState } from 'react';
import Drawer from '@/components/ui/Drawer';
import Icon from '@/components/ui/Icon';
import { useSignedIn } from '@/hooks/use-signed-in';
import { useUi } from '@/hooks/use-ui';
import { CONTACT, POPULAR_SEARCHES, SHOP_BY, searchHref } from '@/lib/site';
import styles from './MobileMenu.module.css';

const MenuCategories = dynamic(() => import('./MenuCategories'), { ssr: false });

function MenuBody({ open }: { open: boolean }) {
  // The categories under each group are loaded when the menu first opens; the group links are there from the start.
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  const signedIn = useSignedIn();
  const { setMobileMenuOpen } = useUi();
  // A link to the page already shown does not change the route: close the drawer on any click of a link.
  const close = () => setMobileMenuOpen(false);

  return (
    <>
      <nav aria-label="Shop by" className={styles.section}>
        <h3 className={styles.sectionHeading}>Shop by</h3>
        <ul className={styles.groups}>
          {SHOP_BY.map((group) => (
              <li key={group.label}>
                <details className={styles.group}>
                  <summary>
                    {group.label}
                    <Icon name="chevron" size={18} className={styles.chevron} />
                  </summary>
                  <ul className={styles.categories}>
                    <li>
                      <Link href={group.href} onClick={close} className={styles.all}>
                        Shop by {group.label}
                      </Link>
                    </li>
                    {opened && <MenuCategories group={group.label} onNavigate={close} />}
                  </ul>
                </details>
              </li>
          ))}
        </ul>
      </nav>
      <nav aria-label="Popular searches" className={styles.section}>
        <h3 className={styles.sectionHeading}>Popular searches</h3>
        <ul className={styles.chips}>
          {POPULAR_SEARCHES.map((term) => (
            <li key={term}>
              <Link href={searchHref(term)} onClick={close}>
                {term}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <nav aria-label="More" className={styles.section}>
        <ul className={styles.links}>
          <li>
            <Link href="/rewards" onClick={close}>
              Rewards
            </Link>
          </li>
          <li>
            {signedIn ? (
              <Link href="/account/orders" prefetch={false} onClick={close}>
                Account
              </Link>
            ) : (
              <Link href="/login" prefetch={false} onClick={close}>
                Sign in
              </Link>
            )}
          </li>
          <li>
            <Link href="/faqs" onClick={close}>
              Need Help?
            </Link>
          </li>
          <li>
            <a href={CONTACT.phoneHref}>Call us {CONTACT.phone}</a>
          </li>
        </ul>
      </nav>
    </>
  );
}

/**
 * The menu drawer of screens up to 1200px wide, opened by the header's menu toggle. Its links are in the server
 * HTML, and before (or without) JavaScript the toggle opens it as a native popover; once hydrated it is the modal
 * drawer.
 */
export default function MobileMenu() {
  const { mobileMenuOpen, setMobileMenuOpen } = useUi();
  return (
    <Drawer
      id="site-menu"
      side="left"
      heading="Menu"
      closeLabel="Close menu"
      open={mobileMenuOpen}
      onClose={() => setMobileMenuOpen(false)}
      popover
      onOpen={() => setMobileMenuOpen(true)}
    >
      <MenuBody open={mobileMenuOpen} />
    </Drawer>
  );
}
