/**
 * The marketing tracker in the browser (Klaviyo onsite). Only when KLAVIYO_PUBLIC_KEY is configured is its
 * script loaded (once) and the identify event sent; otherwise nothing loads and identify does nothing.
 */
import { publicConfig } from '@/lib/public-config';
import type { TrackerProfile } from './profile';

type LearnQueue = unknown[][] & { push: (...items: unknown[][]) => number };

declare global {
  interface Window {
    _learnq?: LearnQueue;
  }
}

export const KLAVIYO_SCRIPT_ID = 'klaviyo-onsite';

export function trackerScriptUrl(publicKey: string): string {
  return `https://static.klaviyo.com/onsite/js/klaviyo.js?company_id=${encodeURIComponent(publicKey)}`;
}

/** Adds Klaviyo's onsite script to the page once: the tracker, and what fills the embedded signup forms. */
export function loadTracker(publicKey: string): void {
  if (document.getElementById(KLAVIYO_SCRIPT_ID)) return;
  const script = document.createElement('script');
  script.id = KLAVIYO_SCRIPT_ID;
  script.async = true;
  script.src = trackerScriptUrl(publicKey);
  document.head.appendChild(script);
}

/** Sends the identify event; returns whether the tracker is configured (false: nothing loaded, nothing sent). */
export function identify(profile: TrackerProfile, publicKey: string | null = publicConfig.klaviyoPublicKey): boolean {
  if (!publicKey || typeof window === 'undefined') return false;
  loadTracker(publicKey);
  window._learnq = window._learnq ?? ([] as unknown as LearnQueue);
  window._learnq.push(['identify', profile]);
  return true;
}
