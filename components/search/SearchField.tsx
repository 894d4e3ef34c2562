import type { FormEventHandler, InputHTMLAttributes, ReactNode, Ref } from 'react';
import { MAX_QUERY_LENGTH } from '@/lib/search/constants';
import { SEARCH_RESULTS_PATH } from './search-urls';
import styles from './SearchBox.module.css';

const SEARCH_PLACEHOLDER = 'Search products, articles and pages';

interface SearchFieldProps {
  inputId: string;
  /** The id of the suggestions listbox the input controls (in children). */
  listboxId: string;
  inputRef?: Ref<HTMLInputElement>;
  /** Extra attributes and handlers of the input (value or defaultValue, combobox state, key handling). */
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  className?: string;
  /** The suggestions list and status, under the field. */
  children?: ReactNode;
}

/**
 * The site search form as markup only: a labelled search input and a submit button inside a GET form to the
 * search results page, so it works before (and without) JavaScript. The header renders it on the server; the
 * suggestions combobox (SearchBox) renders the same field once its code is loaded.
 */
export default function SearchField({ inputId, listboxId, inputRef, inputProps, onSubmit, className, children }: SearchFieldProps) {
  return (
    <form role="search" aria-label="Site search" action={SEARCH_RESULTS_PATH} method="get" onSubmit={onSubmit} className={`${styles.form} ${className ?? ''}`}>
      <label htmlFor={inputId} className={styles.srOnly}>
        Search
      </label>
      <div className={styles.field}>
        <input
          ref={inputRef}
          id={inputId}
          name="q"
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={false}
          aria-controls={listboxId}
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          maxLength={MAX_QUERY_LENGTH}
          placeholder={SEARCH_PLACEHOLDER}
          className={styles.input}
          {...inputProps}
        />
        <button type="submit" className={styles.submit} aria-label="Submit search">
          <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24">
            <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      {children}
    </form>
  );
}
