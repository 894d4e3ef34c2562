import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useRouter } from 'next/compat/router';
import type { SearchClient } from 'instantsearch.js';
import { searchResultsHref } from './search-urls';
import HighlightedText from './HighlightedText';
import SearchField from './SearchField';
import styles from './SearchBox.module.css';
import { useSearchSuggestions, type Suggestion } from './use-search-suggestions';
import { NOTHING_SEARCHABLE_TIP, typedNothingSearchable } from '@/lib/search/searchable-query';

export interface SearchBoxProps {
  /** Defaults to the app's search client (Algolia when hosted, /api/search when embedded). */
  searchClient?: SearchClient;
  /** Defaults to the Next router (or a full page load outside Next). */
  onNavigate?: (href: string) => void;
  className?: string;
  /** The input's id (a generated one by default). */
  inputId?: string;
  /** Text already typed before this box took over (the header's server-rendered field), and where the caret was. */
  initialQuery?: string;
  initialCaret?: number | null;
  /** Focus the input on mount (it had the focus before this box took over); open the suggestions if there is text. */
  autoFocus?: boolean;
  /** Escape with nothing left to close or clear (the mobile header closes its search field). */
  onEscape?: () => void;
}

/**
 * The header search box: an ARIA combobox whose listbox groups suggestions under Products, Categories, Blogs
 * and Pages (5 each). Opens on typing, closes on blur or Escape; Up/Down move, Enter opens the active
 * suggestion or submits to the search results page. Without JavaScript the form still submits (GET ?q=).
 */
export default function SearchBox({ searchClient, onNavigate, className, inputId: givenInputId, initialQuery = '', initialCaret = null, autoFocus = false, onEscape }: SearchBoxProps) {
  const router = useRouter();
  const id = useId();
  const inputId = givenInputId ?? `${id}-input`;
  const listboxId = `${id}-listbox`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState(initialQuery);
  const [open, setOpen] = useState(autoFocus && initialQuery.trim() !== '');
  const [activeIndex, setActiveIndex] = useState(-1);

  // Taking over from the server-rendered field: keep the focus and the caret where the shopper left them.
  const mountFocus = useRef({ autoFocus, initialCaret });
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input || !mountFocus.current.autoFocus) return;
    input.focus();
    const caret = mountFocus.current.initialCaret ?? input.value.length;
    input.setSelectionRange(caret, caret);
  }, []);

  const { groups, status } = useSearchSuggestions(query, { enabled: open, searchClient });
  const options = useMemo(() => groups.flatMap((g) => g.items), [groups]);
  const expanded = open && query.trim() !== '' && options.length > 0;
  const active = expanded && activeIndex >= 0 && activeIndex < options.length ? options[activeIndex] : null;
  const optionId = (s: Suggestion) => `${id}-option-${s.id}`;

  // The list scrolls (up to 20 suggestions): the suggestion Up or Down made active is scrolled into view, else the
  // highlight moves out of sight and Enter opens a page the shopper cannot see.
  const activeId = active ? optionId(active) : null;
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

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
        } else if (onEscape) {
          event.preventDefault();
          onEscape();
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
            ? `No suggestions for “${query.trim()}”. ${typedNothingSearchable(query) ? NOTHING_SEARCHABLE_TIP : 'Check the spelling, or try fewer words.'}`
            : status === 'done'
              ? `${options.length} suggestion${options.length === 1 ? '' : 's'} available.`
              : '';

  return (
    <SearchField
      inputId={inputId}
      listboxId={listboxId}
      inputRef={inputRef}
      onSubmit={submit}
      className={className}
      inputProps={{
        'aria-expanded': expanded,
        'aria-activedescendant': activeId ?? undefined,
        value: query,
        onChange: (event) => {
          setQuery(event.target.value);
          setActiveIndex(-1);
          setOpen(event.target.value.trim() !== '');
        },
        onKeyDown,
        onBlur: close,
      }}
    >
      {/* The pointer leaving the list leaves no suggestion chosen: Enter then searches for what was typed. */}
      <div id={listboxId} role="listbox" aria-label="Search suggestions" className={styles.listbox} hidden={!expanded} onMouseLeave={() => setActiveIndex(-1)}>
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
    </SearchField>
  );
}
