import dynamic from 'next/dynamic';
import { useEffect, useSyncExternalStore } from 'react';
import { useUi } from '@/hooks/use-ui';
import { isCartRuntimeWanted, subscribeCartRuntime, wantCartRuntime } from './cart-runtime';

const CartRuntime = dynamic(() => import('./CartRuntime'), { ssr: false });

/** How long a page may stay busy before the runtime loads anyway. */
const IDLE_TIMEOUT_MS = 4000;

function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 1);
  return () => window.clearTimeout(handle);
}

/**
 * Where the layout mounts the cart runtime (components/cart/CartRuntime.tsx). Nothing of it is in the page's
 * first scripts: it loads once the page has loaded and the browser is idle, or as soon as a panel opens or an
 * add to cart asks for it, whichever comes first.
 */
export default function CartRuntimeSlot() {
  const wanted = useSyncExternalStore(subscribeCartRuntime, isCartRuntimeWanted, () => false);
  const { cartPanelOpen, recentPanelOpen } = useUi();

  useEffect(() => {
    let cancel = () => {};
    const start = () => {
      cancel = whenIdle(wantCartRuntime);
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      cancel();
    };
  }, []);

  return wanted || cartPanelOpen || recentPanelOpen ? <CartRuntime /> : null;
}
