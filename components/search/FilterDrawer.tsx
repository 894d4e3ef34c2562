import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useInstantSearch } from 'react-instantsearch';
import { appliedFilterCount } from '@/lib/search/routing';
import Drawer from '@/components/ui/Drawer';
import { PANEL_MEDIA_QUERY } from './FilterPanel';
import styles from './SearchResults.module.css';

/**
 * A listing's filters. Wider than 675px they sit in a sidebar beside the products; at 675px or narrower a 'Filter'
 * button (with the number applied) opens them in the shop's Drawer from the left, whose footer shows how many
 * products they leave and closes it. Both places hold the same widgets (InstantSearch shares their state).
 * `toolbar` (the sort) sits beside the button, above the products.
 */
export default function FilterDrawer({ heading, toolbar, children }: { heading: string; toolbar?: ReactNode; children: ReactNode }) {
  const id = useId();
  const drawerId = `${id}-drawer`;
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  // From the UI state, which holds the URL's filters before the filter widgets below have mounted.
  const { results, indexUiState } = useInstantSearch();
  const applied = appliedFilterCount(indexUiState);
  const nbHits = results?.nbHits ?? 0;
  const toggleRef = useRef<HTMLButtonElement>(null);

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
    <>
      <div className={styles.toolbar}>
      <button
        ref={toggleRef}
        type="button"
        className={styles.drawerToggle}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={drawerId}
        onClick={() => setOpen(true)}
      >
        {applied > 0 ? `Filter (${applied})` : 'Filter'}
      </button>
      {toolbar}
      </div>
      <aside className={styles.inlineFilters} aria-label={heading}>
        <h2 className={styles.sidebarHeading}>{heading}</h2>
        {children}
      </aside>
      <Drawer
        id={drawerId}
        heading={heading}
        closeLabel="Close filters"
        side="left"
        open={open}
        onClose={close}
        footer={
          <button type="button" className="button" onClick={close}>
            {`Show ${nbHits} product${nbHits === 1 ? '' : 's'}`}
          </button>
        }
      >
        {children}
      </Drawer>
    </>
  );
}
