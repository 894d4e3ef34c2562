import { createContext } from 'react';
import type { AddingToCartStatus } from '@/lib/commerce/types';

/** The product of the last quick add that failed, for the message 'We couldn't add that to your cart...' or the reason. */
export interface AddFailure {
  productName: string;
  /** The product page, e.g. /products/whey-protein-isolate */
  productUrl: string;
  /** The shop's reason, when the add was refused for the product's limits per order. */
  reason?: string | null;
}

/** The shared UI flags: panels, mobile menu and the adding-to-cart status. */
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

/**
 * The context itself, apart from its provider (components/ui/UiProvider) and its hook (hooks/use-ui), so that
 * both import it from here and neither reaches into the other's folder.
 */
export const UiContext = createContext<UiState | null>(null);
