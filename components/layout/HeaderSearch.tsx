import { SEARCH_MAX_LENGTH } from '@/lib/search-constants';
import styles from './Header.module.css';

/**
 * The header search box slot (wide screens only). A plain GET form to the results page, so it works before
 * any script loads; the search issue replaces it with the suggestions combobox.
 */
export default function HeaderSearch() {
  return (
    <form action="/search-results-page" method="get" role="search" className={styles.searchForm}>
      <label htmlFor="header-search" className="visually-hidden">
        Search products, articles and pages
      </label>
      <input id="header-search" name="q" type="search" placeholder="Search" maxLength={SEARCH_MAX_LENGTH} autoComplete="off" />
      <button type="submit">Search</button>
    </form>
  );
}
