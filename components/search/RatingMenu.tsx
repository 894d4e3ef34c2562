import { useId } from 'react';
import { useConnector, useInstantSearch } from 'react-instantsearch';
import { connectRatingMenu } from 'instantsearch.js/es/connectors';
import type { RatingMenuConnectorParams, RatingMenuWidgetDescription } from 'instantsearch.js/es/connectors/rating-menu/connectRatingMenu';
import FilterLink from './FilterLink';
import { narrowingOptions } from './narrowing';
import { useRefocusFollowed } from './use-refocus-followed';
import styles from './SearchResults.module.css';

export const RATING_ATTRIBUTE = 'averageRating';
const RATING_MAX = 5;

/**
 * Rating menu on averageRating (react-instantsearch has no widget: built on connectRatingMenu), with counts; each
 * rating a link to the listing with it. Only the ratings that would narrow the results are offered, and the menu
 * hides when none would.
 */
export default function RatingMenu() {
  const { items: all, refine, createURL } = useConnector<RatingMenuConnectorParams, RatingMenuWidgetDescription>(connectRatingMenu, {
    attribute: RATING_ATTRIBUTE,
    max: RATING_MAX,
  });
  const { results } = useInstantSearch();
  const items = narrowingOptions(all ?? [], results?.nbHits ?? 0);
  const id = useId();
  const { section, follow } = useRefocusFollowed(refine, items.map((item) => `${item.value}${item.isRefined ? ' (applied)' : ''}`).join('\n'));
  if (items.length === 0) return null;
  return (
    <section ref={section} aria-labelledby={`${id}-heading`} className={styles.filterSection}>
      <h3 id={`${id}-heading`} className={styles.filterHeading}>
        Rating
      </h3>
      <ul className={styles.menu}>
        {items.map((item) => (
          <li key={item.value}>
            <FilterLink href={createURL(item.value)} value={item.value} refined={item.isRefined} count={item.count} onFollow={follow}>
              <span className={styles.ratingStars} aria-hidden="true">
                {item.stars.map((full, i) => (
                  <span key={i} className={full ? styles.starOn : styles.starOff}>
                    ★
                  </span>
                ))}
              </span>
              <span className={styles.srOnly}>{`${item.value} stars `}</span>& Up
            </FilterLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
