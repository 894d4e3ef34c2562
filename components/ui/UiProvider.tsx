import { useCallback, useMemo, useState, type ReactNode } from 'react';
import type { AddingToCartStatus } from '@/lib/commerce/types';
import { UiContext, type AddFailure, type UiState } from '@/lib/ui/ui-context';

/** Holds the shared UI flags for the whole app (mounted once by _app); read them with hooks/use-ui. */
export function UiProvider({ children }: { children: ReactNode }) {
  const [cartPanelOpen, setCartPanelOpen] = useState(false);
  const [recentPanelOpen, setRecentPanelOpen] = useState(false);
  const [mobileMenuOpen, setMobileMenuOpen] = useState(false);
  const [addingStatus, setAddingStatus] = useState<AddingToCartStatus>('None');
  const [addFailure, setAddFailure] = useState<AddFailure | null>(null);

  const openCartPanel = useCallback(() => {
    setRecentPanelOpen(false);
    setMobileMenuOpen(false);
    setCartPanelOpen(true);
  }, []);
  const closeCartPanel = useCallback(() => setCartPanelOpen(false), []);
  const openRecentPanel = useCallback(() => {
    setCartPanelOpen(false);
    setMobileMenuOpen(false);
    setRecentPanelOpen(true);
  }, []);
  const closeRecentPanel = useCallback(() => setRecentPanelOpen(false), []);

  const value = useMemo<UiState>(
    () => ({
      cartPanelOpen,
      recentPanelOpen,
      mobileMenuOpen,
      addingStatus,
      addFailure,
      openCartPanel,
      closeCartPanel,
      openRecentPanel,
      closeRecentPanel,
      setMobileMenuOpen,
      setAddingStatus,
      setAddFailure,
    }),
    [cartPanelOpen, recentPanelOpen, mobileMenuOpen, addingStatus, addFailure, openCartPanel, closeCartPanel, openRecentPanel, closeRecentPanel],
  );
  return <UiContext.Provider value={value}>{children}</UiContext.Provider>;
}
