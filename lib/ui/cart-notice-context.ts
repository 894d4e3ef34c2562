import { createContext } from 'react';
import type { Cart } from '@/lib/commerce/types';

/**
 * Shows a message in the notice of the cart view around it (the cart page, the cart panel: components/cart/CartNotice),
 * where it outlives the line it is about; it belongs to the cart given, the cart as it is after the message. Null
 * outside such a view. Apart from its provider (CartNotice) and its user (hooks/use-line-refusal), so that both import
 * it from here.
 */
export const CartNoticeContext = createContext<((message: string, cart: Cart | null) => void) | null>(null);
