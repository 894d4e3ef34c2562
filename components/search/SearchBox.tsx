import { useCallback, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useRouter } from 'next/compat/router';
import type { SearchClient } from 'instantsearch.js';
import { MAX_QUERY_LENGTH, SEARCH_RESULTS_PATH, searchResultsHref } from '@/lib/search/constants';
import HighlightedText from './HighlightedText';
import styles from './SearchBox.module.css';
import { useSearchSuggestions, type Suggestion } from './use-search-suggestions';

export interface SearchBoxProps {
  /** Defaults to the app's search client (Algolia when hosted, /api/search when embedded). */
  searchClient?: SearchClient;
  /** Defaults to the Next router (or a full page load outside Next). */
  onNavigate?: (href: string) => void;
  placeholder?: string;
  className?: string;
}

/**
 * The header search box: an ARIA combobox whose listbox groups suggestions under Products, Categories, Blogs
 * and Pages (5 each). Opens on typing, closes on blur or Escape; Up/Down move, Enter opens the active
 * suggestion or submits to the search results page. Without JavaScript the form still submits (GET ?q=).
 */
export default function SearchBox({ searchClient, onNavigate, placeholder = 'Search products, articles and pages', className }: SearchBoxProps) {
  const router = useRouter();
  const id = useId();
  const inputId = `${id}-input`;
  const listboxId = `${id}-listbox`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);

  const { groups, status } = useSearchSuggestions(query, { enabled: open, searchClient });
  const options = useMemo(() => groups.flatMap((g) => g.items), [groups]);
  const expanded = open && query.trim() !== '' && options.length > 0;
  const active = expanded && activeIndex >= 0 && activeIndex < options.length ? options[activeIndex] : null;
  const optionId = (s: Suggestion) => `${id}-option-${s.id}`;

  const navigate = useCallback(
    (href: string) => {
      if (onNavigate) onNavigate(href);
      else if (router) void router.push(href);
      else window.location.assign(href);
    },
    [onNavigate, router],
  );

  const close = () => {
    setOpen(false);
    setActiveIndex(-1);
  };

  const choose = (suggestion: Suggestion) => {
    close();
    setQuery('');
    navigate(suggestion.href);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (active) {
      choose(active);
      return;
    }
    close();
    navigate(searchResultsHref(query.trim()));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!open) {
          if (query.trim() !== '') setOpen(true);
          return;
        }
        if (options.length === 0) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActiveIndex((i) => (i < 0 ? (step === 1 ? 0 : options.length - 1) : (i + step + options.length) % options.length));
        return;
      }
      case 'Escape':
        if (open) {
          event.preventDefault();
          close();
        } else if (query !== '') {
          event.preventDefault();
          setQuery('');
        }
        return;
      case 'Home':
      case 'End':
        setActiveIndex(-1);
        return;
      default:
    }
  };

  const statusText =
    !open || query.trim() === ''
      ? ''
      : status === 'stalled'
        ? 'Searching…'
        : status === 'error'
          ? 'Suggestions are not available right now.'
          : status === 'done' && options.length === 0
            ? `No suggestions for “${query.trim()}”.`
            : status === 'done'
              ? `${options.length} suggestion${options.length === 1 ? '' : 's'} available.`
              : '';

  return (
    <form role="search" aria-label="Site search" action={SEARCH_RESULTS_PATH} method="get" onSubmit={submit} className={`${styles.form} ${className ?? ''}`}>
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
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={active ? optionId(active) : undefined}
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          maxLength={MAX_QUERY_LENGTH}
          placeholder={placeholder}
          value={query}
          className={styles.input}
          onChange={(event) => {
            setQuery(event.target.value);
            setActiveIndex(-1);
            setOpen(event.target.value.trim() !== '');
          }}
          onKeyDown={onKeyDown}
          onBlur={close}
        />
        <button type="submit" className={styles.submit} aria-label="Search">
          <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24">
            <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <div id={listboxId} role="listbox" aria-label="Search suggestions" className={styles.listbox} hidden={!expanded}>
        {expanded &&
          groups.map((group) => (
            <div key={group.kind} role="group" aria-labelledby={`${id}-group-${group.kind}`} className={styles.group}>
              <div role="presentation" id={`${id}-group-${group.kind}`} className={styles.groupLabel}>
                {group.label}
              </div>
              {group.items.map((suggestion) => {
                const selected = active?.id === suggestion.id;
                return (
                  <div
                    key={suggestion.id}
                    id={optionId(suggestion)}
                    role="option"
                    aria-selected={selected}
                    className={`${styles.option} ${selected ? styles.optionActive : ''}`}
                    // Keep the focus in the input so the blur does not close the list before the click lands.
                    onMouseDown={(event) => event.preventDefault()}
                    onMouseMove={() => setActiveIndex(options.indexOf(suggestion))}
                    onClick={() => choose(suggestion)}
                  >
                    <HighlightedText parts={suggestion.title} className={styles.optionTitle} />
                    {suggestion.description.length > 0 && <HighlightedText parts={suggestion.description} className={styles.optionDescription} />}
                    {suggestion.meta && <span className={styles.optionMeta}>{suggestion.meta}</span>}
                  </div>
                );
              })}
            </div>
          ))}
      </div>
      <div role="status" aria-live="polite" className={statusText && !expanded ? styles.status : styles.srOnly}>
        {statusText}
      </div>
    </form>
  );
}
