import Link from 'next/link';
import { useRouter } from 'next/router';
import { useState, type FormEvent } from 'react';
import { useLogout } from '@/hooks/use-logout';
import styles from './Account.module.css';

const LINKS = [
  { href: '/account/orders', label: 'Orders' },
  { href: '/account/addresses', label: 'Addresses' },
  { href: '/account/wishlist', label: 'Wish list' },
  { href: '/account/profile', label: 'Profile' },
  { href: '/rewards', label: 'Rewards' },
] as const;

/** The account section's navigation and the Sign out button (a form: it signs out before and without JavaScript too). */
export default function AccountNav() {
  const router = useRouter();
  const logout = useLogout();
  const [signingOut, setSigningOut] = useState(false);

  async function signOut(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSigningOut(true);
    try {
      await logout();
      await router.push('/');
    } catch {
      setSigningOut(false);
    }
  }

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
          <form method="post" action="/api/bigcommerce/customers/logout" onSubmit={signOut} className={styles.inlineForm}>
            <button type="submit" disabled={signingOut}>
              Sign out
            </button>
          </form>
        </li>
      </ul>
    </nav>
  );
}
