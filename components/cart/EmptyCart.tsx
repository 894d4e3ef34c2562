import Link from 'next/link';
import { EMPTY_CART_SUGGESTIONS } from '@/lib/site';
import { useFocusWhenLost } from '@/hooks/use-focus-when-lost';
import styles from './Cart.module.css';

/**
 * The empty cart message with the four product suggestions and a way back to the shop. `afterRemoval`: the shopper
 * has just removed the last line; focus, which went with it, moves to the heading, which says what happened.
 */
export default function EmptyCart({ headingLevel: Heading = 'h2', afterRemoval = false }: { headingLevel?: 'h2' | 'h3'; afterRemoval?: boolean }) {
  const heading = useFocusWhenLost<HTMLHeadingElement>(afterRemoval);
  return (
    <div className={styles.empty} data-testid="empty-cart">
      <Heading ref={heading} tabIndex={afterRemoval ? -1 : undefined}>
        Uh oh! Your cart is empty
      </Heading>
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
