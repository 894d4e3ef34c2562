import { useUi } from '@/hooks/use-ui';

/** Test stand-in for the quick-nav: opens the panels and shows the adding status. */
export default function PanelOpeners() {
  const { openCartPanel, openRecentPanel, addingStatus } = useUi();
  return (
    <div>
      <button type="button" onClick={openCartPanel} aria-controls="cart-panel">
        Cart
      </button>
      <button type="button" onClick={openRecentPanel} aria-controls="recent-panel">
        Recent
      </button>
      <span data-testid="adding-status">{addingStatus}</span>
    </div>
  );
}
