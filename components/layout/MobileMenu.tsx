import Link from 'next/link';
import Drawer from '@/components/ui/Drawer';
import Icon from '@/components/ui/Icon';
import { useSignInHref } from '@/hooks/use-sign-in-href';
import { useSignedIn } from '@/hooks/use-signed-in';
import { useUi } from '@/hooks/use-ui';
import type { ShopByGroup } from '@/lib/navigation';
import { CONTACT, POPULAR_SEARCHES, SHOP_BY, searchHref } from '@/lib/site';
import styles from './MobileMenu.module.css';

function MenuBody({ menu, requestPath }: { menu: ShopByGroup[]; requestPath?: string }) {
  const signedIn = useSignedIn();
  const signInHref = useSignInHref(requestPath);
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
                    {menu
                      .find((loaded) => loaded.label === group.label)
                      ?.categories.map((category) => (
                        <li key={category.href}>
                          <Link href={category.href} onClick={close}>
                            {category.label}
                          </Link>
                        </li>
                      ))}
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
              <Link href={signInHref} prefetch={false} onClick={close}>
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
 * The menu drawer of screens up to 1200px wide, opened by the header's menu toggle. All its links are in the server
 * HTML, each Shop by group a native disclosure of its page and its categories (`menu`, which comes with the page:
 * lib/shell.ts), and before (or without) JavaScript the toggle opens it as a native popover; once hydrated it is the
 * modal drawer.
 */
export default function MobileMenu({ menu, requestPath }: { menu: ShopByGroup[]; requestPath?: string }) {
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
      <MenuBody menu={menu} requestPath={requestPath} />
    </Drawer>
  );
}
