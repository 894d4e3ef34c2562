import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { useUi } from '@/hooks/use-ui';
import CartPanel from './CartPanel';
import RecentlyViewedPanel from './RecentlyViewedPanel';

/**
 * Both slide-in panels, mounted once by the layout. They close when the page changes. The recently viewed panel
 * comes first so that, when an add swaps one panel for the other, it has given focus back before the cart opens.
 */
export default function CartPanels() {
  const router = useRouter();
  const { closeCartPanel, closeRecentPanel } = useUi();

  useEffect(() => {
    const closeAll = () => {
      closeCartPanel();
      closeRecentPanel();
    };
    router.events.on('routeChangeStart', closeAll);
    return () => router.events.off('routeChangeStart', closeAll);
  }, [router.events, closeCartPanel, closeRecentPanel]);

  return (
    <>
      <RecentlyViewedPanel />
      <CartPanel />
    </>
  );
}
