import Link from 'next/link';
import { useRouter } from 'next/router';
import styles from './Account.module.css';

/**
 * The account's sections: each link and the pages that belong to it (the page itself, the pages under it, and the
 * forms reached from it: adding or editing an address is part of Addresses).
 */
const LINKS = [
  { href: '/account/orders', label: 'Orders', pages: ['/account/orders'] },
  { href: '/account/addresses', label: 'Addresses', pages: ['/account/addresses', '/account/add-address', '/account/edit-address'] },
  { href: '/account/wishlist', label: 'Wish list', pages: ['/account/wishlist'] },
  { href: '/account/profile', label: 'Profile', pages: ['/account/profile'] },
  { href: '/rewards', label: 'Rewards', pages: ['/rewards'] },
] as const;

/**
 * The link's aria-current on this route: 'page' on its own page, 'true' on a page of its section (an order, the
 * address forms), none elsewhere. Whole path segments only: /account/orders is not a section of /account/ordersX.
 */
function currentIn(link: (typeof LINKS)[number], pathname: string): 'page' | 'true' | undefined {
  if (pathname === link.href) return 'page';
  return link.pages.some((page) => pathname === page || pathname.startsWith(`${page}/`)) ? 'true' : undefined;
}

/**
 * The account section's navigation and the Sign out button. Sign out is a plain form post, with or without
 * JavaScript: the route ends the session and sends the shopper to the sign-in page, which says so, and the page
 * load leaves nothing of the customer's in the browser's memory (cached customer, addresses, wish list, cart).
 */
export default function AccountNav() {
  const router = useRouter();

  return (
    <nav aria-label="Account" className={styles.nav}>
      <ul>
        {LINKS.map((link) => (
          <li key={link.href}>
            <Link href={link.href} aria-current={currentIn(link, router.pathname)}>
              {link.label}
            </Link>
          </li>
        ))}
        <li>
          <form method="post" action="/api/bigcommerce/customers/logout" className={styles.inlineForm}>
            <button type="submit">
              Sign out
            </button>
          </form>
        </li>
      </ul>
    </nav>
  );
}
