import { useId, useRef, useState } from 'react';
import { useSearchBox } from 'react-instantsearch';
import { MAX_QUERY_LENGTH } from '@/lib/search/constants';
import styles from './SearchResults.module.css';

/** The results page's box: searches as you type; `q` from the URL pre-fills it. */
export default function ResultsSearchBox() {
  const { query, refine } = useSearchBox();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  // What the shopper typed; follows the search state when that changes elsewhere (URL, 'Clear all').
  const [draft, setDraft] = useState<{ value: string; base: string } | null>(null);
  const value = draft && draft.base === query ? draft.value : query;

  const update = (next: string) => {
    setDraft({ value: next, base: next });
    refine(next);
  };

  return (
    <form
      role="search"
      aria-label="Search results"
      className={styles.searchForm}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        refine(value);
        inputRef.current?.blur();
      }}
    >
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
