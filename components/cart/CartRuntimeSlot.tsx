import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { useUi } from '@/hooks/use-ui';
import { afterLoadIdle } from '@/lib/browser/idle';
import { isCartRuntimeWanted, subscribeCartRuntime, wantCartRuntime } from '@/lib/browser/cart-runtime';

// React's lazy, not next/dynamic: next/dynamic's loader would be in every page's first scripts for this one use.
// It renders only in the browser (`wanted` is false on the server and while hydrating).
const CartRuntime = lazy(() => import('./CartRuntime'));

/**
 * Where the layout mounts the cart runtime (components/cart/CartRuntime.tsx). Nothing of it is in the page's
 * first scripts: it loads once the page has loaded and the browser is idle, or as soon as a panel opens or an
 * add to cart asks for it, whichever comes first.
 */
export default function CartRuntimeSlot() {
  const wanted = useSyncExternalStore(subscribeCartRuntime, isCartRuntimeWanted, () => false);
  const { cartPanelOpen, recentPanelOpen } = useUi();

  useEffect(() => afterLoadIdle(wantCartRuntime), []);

  return wanted || cartPanelOpen || recentPanelOpen ? (
    <Suspense fallback={null}>
      <CartRuntime />
    </Suspense>
  ) : null;
}
