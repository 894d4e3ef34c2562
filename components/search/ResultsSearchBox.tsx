import { useEffect, useId, useRef, useState } from 'react';
import { useSearchBox } from 'react-instantsearch';
import { MAX_QUERY_LENGTH } from '@/lib/search/constants';
import HiddenState from './HiddenState';
import { useListingRoute } from './listing-context';
import styles from './SearchResults.module.css';

/**
 * The results page's box: a GET form to the results page (the tab and the filters kept in hidden fields) that
 * searches as you type once the page has hydrated; `q` from the URL pre-fills it, and text typed before hydration
 * is searched when it hydrates.
 */
export default function ResultsSearchBox() {
  const { query, refine } = useSearchBox();
  const { path, route } = useListingRoute();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  // What the shopper typed; follows the search state when that changes elsewhere (URL, 'Clear all').
  const [draft, setDraft] = useState<{ value: string; base: string } | null>(null);
  const value = draft && draft.base === query ? draft.value : query;

  const update = (next: string) => {
    setDraft({ value: next, base: next });
    refine(next);
  };

  useEffect(() => {
    const typed = inputRef.current?.value;
    if (typed !== undefined && typed !== query) update(typed);
    // Once, at mount: the text the server's HTML got before hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <form
      role="search"
      aria-label="Search results"
      className={styles.searchForm}
      method="get"
      action={path}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        refine(value);
        inputRef.current?.blur();
      }}
    >
      <HiddenState route={route} omit={['q']} />
      <label htmlFor={id} className={styles.srOnly}>
        Search the shop
      </label>
      <input
        ref={inputRef}
        id={id}
        type="search"
        name="q"
        value={value}
        maxLength={MAX_QUERY_LENGTH}
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        placeholder="Search products, categories, articles and pages"
        className={styles.searchInput}
        onChange={(event) => update(event.target.value)}
      />
      <button type="submit" className={styles.searchSubmit}>
        Search
      </button>
    </form>
  );
}
