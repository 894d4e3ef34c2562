import { useLoyalty } from '@/hooks/use-loyalty';

/** Starts LoyaltyLion for this page load and signs the customer in to it (renders nothing). */
export default function LoyaltyStarter({ siteToken }: { siteToken: string }) {
  useLoyalty(siteToken);
  return null;
}
