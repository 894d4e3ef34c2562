import { useEffect, useId, useRef, useState } from 'react';
import { useSearchBox } from 'react-instantsearch';
import { focusAsTarget } from '@/lib/browser/focus';
import { MAX_QUERY_LENGTH } from '@/lib/search/constants';
import HiddenState from './HiddenState';
import { useListingRoute } from './listing-context';
import styles from './SearchResults.module.css';

/**
 * The results page's box: a GET form to the results page (the tab and the filters kept in hidden fields) that
 * searches as you type once the page has hydrated; `q` from the URL pre-fills it, and text typed before hydration
 * is searched when it hydrates.
 *
 * The box shows what the shopper typed. InstantSearch's query follows each keystroke a moment later (its state
 * updates asynchronously), so its echo of a query this box asked for is not a change; any other query (Back, the
 * URL, 'Clear all') replaces the text.
 */
export default function ResultsSearchBox() {
  const { query, refine } = useSearchBox();
  const { path, route } = useListingRoute();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(query);
  // The queries this box asked for that InstantSearch has not echoed yet, oldest first.
  const asked = useRef<string[]>([]);
  const lastQuery = useRef(query);

  const update = (next: string) => {
    setValue(next);
    asked.current.push(next);
    refine(next);
  };

  useEffect(() => {
    // Once, at mount: the text typed into the server's HTML before hydration. It is searched once InstantSearch has
    // mounted: until its own last effect has run, a hydrated InstantSearch drops searches (it has the server's results).
    const typed = inputRef.current?.value;
    if (typed === undefined || typed === lastQuery.current) return;
    setValue(typed);
    asked.current.push(typed);
    // Unless the shopper has typed on by then (that keystroke searched already).
    const timer = setTimeout(() => asked.current.at(-1) === typed && refine(typed), 0);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (query === lastQuery.current) return;
    lastQuery.current = query;
    const echoed = asked.current.indexOf(query);
    if (echoed >= 0) {
      asked.current.splice(0, echoed + 1);
    } else {
      asked.current = [];
      setValue(query);
    }
  }, [query]);

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
        // Leaving the box closes a phone's keyboard over the results; the focus goes on to the results' heading
        // (the summary under it says what was found), not to the page, where Tab would start again from the top.
        const heading = event.currentTarget.parentElement?.querySelector<HTMLElement>('section[aria-labelledby] > h2');
        if (heading) focusAsTarget(heading);
        else inputRef.current?.blur();
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
