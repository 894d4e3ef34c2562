import Link from 'next/link';
import { useRouter } from 'next/router';
import styles from './Account.module.css';

const LINKS = [
  { href: '/account/orders', label: 'Orders' },
  { href: '/account/addresses', label: 'Addresses' },
  { href: '/account/wishlist', label: 'Wish list' },
  { href: '/account/profile', label: 'Profile' },
  { href: '/rewards', label: 'Rewards' },
] as const;

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
            <Link href={link.href} aria-current={router.pathname.startsWith(link.href) ? 'page' : undefined}>
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
