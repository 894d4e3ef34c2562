import { useLoyalty } from '@/hooks/use-loyalty';

/** Starts LoyaltyLion for this page load when configured (renders nothing; loads nothing in embedded mode). */
export default function LoyaltyLoader() {
  useLoyalty();
  return null;
}
