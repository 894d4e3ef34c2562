import Link from 'next/link';
import { EMPTY_CART_SUGGESTIONS } from '@/lib/site';
import styles from './Cart.module.css';

/** The empty cart message with the four product suggestions and a way back to the shop. */
export default function EmptyCart({ headingLevel: Heading = 'h2' }: { headingLevel?: 'h2' | 'h3' }) {
  return (
    <div className={styles.empty} data-testid="empty-cart">
      <Heading>Uh oh! Your cart is empty</Heading>
      <p>Not sure where to start? These are our shoppers&apos; favourites:</p>
      <ul className={styles.suggestions}>
        {EMPTY_CART_SUGGESTIONS.map((suggestion) => (
          <li key={suggestion.href}>
            <Link href={suggestion.href}>{suggestion.label}</Link>
          </li>
        ))}
      </ul>
      <p>
        <Link href="/" className="button">
          Continue shopping
        </Link>
      </p>
    </div>
  );
}
