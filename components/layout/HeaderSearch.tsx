import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import type { SearchBoxProps } from '@/components/search/SearchBox';
import SearchField from '@/components/search/SearchField';

export const HEADER_SEARCH_INPUT_ID = 'header-search-input';

interface TakeOver {
  query: string;
  caret: number | null;
  focused: boolean;
}

/** True when the key event comes from a place where '/' is typed text (a field, an editable element). */
function typingInto(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.closest('input, textarea, select, [contenteditable="true"]') !== null;
}

/**
 * The header search. The server renders a plain search form (it submits to the results page without any script);
 * the suggestions combobox (SearchBox and its search client) loads on the first sign of intent: focus, a key
 * press in the field, or the '/' shortcut. It then takes over in one synchronous render with the text typed so
 * far, the caret and the focus, so no keystroke is lost while the code arrives.
 */
export default function HeaderSearch({ onShortcut, onEscape }: { onShortcut?: () => void; onEscape?: () => void }) {
  const [box, setBox] = useState<{ Component: ComponentType<SearchBoxProps>; from: TakeOver } | null>(null);
  const fieldRef = useRef<HTMLInputElement>(null);
  const loading = useRef(false);

  const load = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    import('@/components/search/SearchBox').then(
      (module) => {
        const field = fieldRef.current;
        // Focus on another control of the form (Tab from the field to 'Submit search' while the code arrived).
        const active = document.activeElement;
        const other = active instanceof HTMLElement && active !== field && field?.form?.contains(active) ? active.getAttribute('aria-label') : null;
        // flushSync: read the field and swap it for the combobox in the same task, before the next key event.
        flushSync(() =>
          setBox({
            Component: module.default,
            from: {
              query: field?.value ?? '',
              caret: field?.selectionStart ?? null,
              focused: field !== null && document.activeElement === field,
            },
          }),
        );
        // The swap replaced that control: the combobox's own keeps the focus (it would otherwise fall to the page).
        if (other) document.getElementById(HEADER_SEARCH_INPUT_ID)?.closest('form')?.querySelector<HTMLElement>(`[aria-label="${CSS.escape(other)}"]`)?.focus();
      },
      () => {
        // The chunk did not load (offline): the plain form still searches; try again on the next intent.
        loading.current = false;
      },
    );
  }, []);

  // '/' anywhere outside a text field focuses the search (and opens it on narrow screens).
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      if (typingInto(event.target) || document.querySelector('dialog[open]')) return;
      event.preventDefault();
      load();
      onShortcut?.();
      document.getElementById(HEADER_SEARCH_INPUT_ID)?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [load, onShortcut]);

  if (box) {
    const { Component, from } = box;
    return (
      <Component inputId={HEADER_SEARCH_INPUT_ID} initialQuery={from.query} initialCaret={from.caret} autoFocus={from.focused} onEscape={onEscape} />
    );
  }
  return (
    <SearchField
      inputId={HEADER_SEARCH_INPUT_ID}
      listboxId={`${HEADER_SEARCH_INPUT_ID}-listbox`}
      inputRef={fieldRef}
      inputProps={{
        defaultValue: '',
        onFocus: load,
        onKeyDown: (event) => {
          load();
          if (event.key === 'Escape' && event.currentTarget.value === '' && onEscape) {
            event.preventDefault();
            onEscape();
          }
        },
        onPointerDown: load,
      }}
    >
      <div id={`${HEADER_SEARCH_INPUT_ID}-listbox`} role="listbox" aria-label="Search suggestions" hidden />
    </SearchField>
  );
}
