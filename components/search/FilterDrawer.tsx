import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useInstantSearch } from 'react-instantsearch';
import Drawer from '@/components/ui/Drawer';
import { useHydrated } from '@/hooks/use-hydrated';
import { isPopoverOpen } from '@/lib/browser/popover';
import { appliedFilterCount } from './url-state';
import { FilterCopiesContext } from './use-filter-copy-state';
import styles from './SearchResults.module.css';

/** At 675px or narrower the filters move into the drawer (the filter panel's breakpoint). */
const PANEL_MEDIA_QUERY = '(max-width: 675px)';

/**
 * A listing's filters (category pages and the search results' Products tab). Wider than 675px they sit in a sidebar
 * beside the products; at 675px or narrower a 'Filter' button (with the number applied) opens them in the shop's
 * Drawer from the left, whose footer shows how many products they leave and closes it. Both places hold the same
 * widgets (InstantSearch shares their state). Until the page has hydrated, and without JavaScript, the button opens
 * the sidebar itself as a native popover panel from the left (its links and forms work as they are).
 * `toolbar` (the sort) sits beside the button, above the products.
 */
export default function FilterDrawer({
  heading,
  toggleLabel = 'Filter',
  countApplied = true,
  noun = 'product',
  toolbar,
  children,
}: {
  heading: string;
  /** The button's text; with countApplied, the number of applied filters follows it ('Filter (2)'). */
  toggleLabel?: string;
  countApplied?: boolean;
  /** What the footer counts ('Show 6 products'). */
  noun?: string;
  toolbar?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  const drawerId = `${id}-drawer`;
  const panelId = `${id}-panel`;
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const copies = useState<Record<string, unknown>>({});
  // The name of the field that had focus in the panel the drawer took over from: the drawer's copy of it gets it.
  const focusedField = useRef<string | null>(null);

  // Filters opened as the native panel before the listing hydrated (a tap on 'Filter' is what hydrates it) stay
  // open: hydrating drops the panel's popover, so the drawer takes over, with what was typed in the panel (the copies
  // share it), and focus moves into it: to the field that had it in the panel, else as usual.
  useLayoutEffect(() => {
    const panel = document.getElementById(panelId);
    if (!panel || !isPopoverOpen(panel)) return;
    const active = document.activeElement;
    if (panel.contains(active)) {
      if (active instanceof HTMLInputElement && active.name) focusedField.current = active.name;
      toggleRef.current?.focus();
    }
    panel.hidePopover();
    // The DOM's state at hydration, read once: the drawer's open state follows it.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setOpen(true);
    // Once, at hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // After the drawer's own focus move (its effects run first).
  useEffect(() => {
    const name = focusedField.current;
    if (!open || name === null) return;
    focusedField.current = null;
    document.getElementById(drawerId)?.querySelector<HTMLElement>(`input[name="${CSS.escape(name)}"]`)?.focus();
  }, [open, drawerId]);

  // Growing past the breakpoint while open puts the filters back in the sidebar: close the drawer.
  useEffect(() => {
    if (!open || typeof window.matchMedia !== 'function') return undefined;
    const media = window.matchMedia(PANEL_MEDIA_QUERY);
    const onChange = () => {
      if (!media.matches) close();
    };
    media.addEventListener?.('change', onChange);
    return () => media.removeEventListener?.('change', onChange);
  }, [open, close]);

  return (
    <FilterCopiesContext value={copies}>
      <div className={styles.toolbar}>
      <button
        ref={toggleRef}
        type="button"
        className={styles.drawerToggle}
        {...(hydrated
          ? { 'aria-haspopup': 'dialog' as const, 'aria-expanded': open, 'aria-controls': drawerId, onClick: () => setOpen(true) }
          : { popoverTarget: panelId })}
      >
        {countApplied ? <AppliedLabel label={toggleLabel} /> : toggleLabel}
      </button>
      {toolbar}
      </div>
      <section id={panelId} className={styles.inlineFilters} aria-label={heading} popover={hydrated ? undefined : 'auto'}>
        <h2 className={styles.sidebarHeading}>{heading}</h2>
        {!hydrated && (
          <button type="button" className={`${styles.drawerToggle} ${styles.panelClose}`} popoverTarget={panelId} popoverTargetAction="hide">
            Close filters
          </button>
        )}
        {children}
      </section>
      <Drawer
        id={drawerId}
        heading={heading}
        closeLabel="Close filters"
        side="left"
        open={open}
        onClose={close}
        footer={
          <ShowResults noun={noun} onClick={close} />
        }
      >
        {children}
      </Drawer>
    </FilterCopiesContext>
  );
}

/** 'Filter (2)': the label with the number of filters applied, from the UI state (the URL's filters are there before
 * the filter widgets have mounted). */
function AppliedLabel({ label }: { label: string }) {
  const { indexUiState } = useInstantSearch();
  const applied = appliedFilterCount(indexUiState);
  return <>{applied > 0 ? `${label} (${applied})` : label}</>;
}

/** The drawer's footer: 'Show 6 products', which closes it. */
function ShowResults({ noun, onClick }: { noun: string; onClick: () => void }) {
  const { results } = useInstantSearch();
  const nbHits = results?.nbHits ?? 0;
  return (
    <button type="button" className="button" onClick={onClick}>
      {`Show ${nbHits} ${noun}${nbHits === 1 ? '' : 's'}`}
    </button>
  );
}
