import { lazy, Suspense } from 'react';
import { useHydrated } from '@/hooks/use-hydrated';
import { publicConfig } from '@/lib/public-config';

// Its own chunk, loaded after hydration and only when LoyaltyLion is configured (React's lazy: next/dynamic's
// loader would be in every page's first scripts for it).
const LoyaltyStarter = lazy(() => import('./LoyaltyStarter'));

/**
 * Starts LoyaltyLion for this page load when configured. In embedded mode (no site token) it renders nothing,
 * loads nothing and asks nothing of the server (not even who the customer is).
 */
export default function LoyaltyLoader({ siteToken = publicConfig.loyaltyToken }: { siteToken?: string | null }) {
  const hydrated = useHydrated();
  return siteToken && hydrated ? (
    <Suspense fallback={null}>
      <LoyaltyStarter siteToken={siteToken} />
    </Suspense>
  ) : null;
}
