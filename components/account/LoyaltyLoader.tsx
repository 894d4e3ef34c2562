import dynamic from 'next/dynamic';
import { publicConfig } from '@/lib/public-config';

// Its own chunk, loaded after hydration and only when LoyaltyLion is configured.
const LoyaltyStarter = dynamic(() => import('./LoyaltyStarter'), { ssr: false });

/**
 * Starts LoyaltyLion for this page load when configured. In embedded mode (no site token) it renders nothing,
 * loads nothing and asks nothing of the server (not even who the customer is).
 */
export default function LoyaltyLoader({ siteToken = publicConfig.loyaltyToken }: { siteToken?: string | null }) {
  return siteToken ? <LoyaltyStarter siteToken={siteToken} /> : null;
}
