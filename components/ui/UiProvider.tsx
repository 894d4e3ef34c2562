import { createContext, useCallback, useMemo, useState, type ReactNode } from 'react';
import type { AddingToCartStatus } from '@/lib/commerce/types';

/** The product of the last quick add that failed, for the message 'We couldn't add that to your cart...' (spec §8). */
export interface AddFailure {
  productName: string;
  /** The product page, e.g. /products/whey-protein-isolate */
  productUrl: string;
}

/** The shared UI flags (spec §4): panels, mobile menu and the adding-to-cart status. */
export interface UiState {
  cartPanelOpen: boolean;
  recentPanelOpen: boolean;
  mobileMenuOpen: boolean;
  addingStatus: AddingToCartStatus;
  /** Set with addingStatus 'Failed' by a quick add, cleared by the next add. */
  addFailure: AddFailure | null;
  openCartPanel: () => void;
  closeCartPanel: () => void;
  openRecentPanel: () => void;
  closeRecentPanel: () => void;
  setMobileMenuOpen: (open: boolean) => void;
  setAddingStatus: (status: AddingToCartStatus) => void;
  setAddFailure: (failure: AddFailure | null) => void;
}

export const UiContext = createContext<UiState | null>(null);

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
