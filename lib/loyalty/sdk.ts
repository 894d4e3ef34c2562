/**
 * The LoyaltyLion SDK in the browser: loaded and initialised once per page load with the
 * site token; when a customer is signed in, an auth token is fetched from POST /api/customer/loyaltyLion and
 * passed to init. When the SDK was already initialised (a later sign-in, another page of the same load), the
 * customer is authenticated again after 2000 ms. Nothing loads when LoyaltyLion is not configured.
 */
import { apiFetch } from '@/lib/http/client-fetcher';
import { loyaltyDate } from './date';

export const LOYALTY_AUTH_DELAY_MS = 2000;
export const LOYALTY_LOADER_URL = 'https://sdk.loyaltylion.net/static/2/loader.js';

interface LoyaltyCustomer {
  id: number;
  email: string;
  name: string;
}

interface LoyaltyInitData {
  token: string;
  customer?: { id: string; email: string; name: string };
  auth?: { date: string; token: string };
}

interface LoyaltyAuthData {
  customer: { id: string; email: string; name: string };
  auth: { date: string; token: string };
}

export interface LoyaltyLionSdk {
  init: (data: LoyaltyInitData) => void;
  authenticateCustomer: (data: LoyaltyAuthData) => void;
  isLoyaltyLion?: boolean;
  _initData?: LoyaltyInitData;
  _buffer?: [string, unknown[]][];
}

declare global {
  interface Window {
    loyaltylion?: LoyaltyLionSdk;
  }
}

let initialised = false;

/** Whether init already ran in this page load. */
export function isLoyaltyInitialised(): boolean {
  return initialised || Boolean(typeof window !== 'undefined' && window.loyaltylion?._initData);
}

/** Tests only. */
export function resetLoyaltyForTests(): void {
  initialised = false;
  if (typeof window !== 'undefined') delete window.loyaltylion;
}

function loadScript(src: string): void {
  if (document.querySelector(`script[src="${src}"]`)) return;
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  script.crossOrigin = 'anonymous';
  document.head.appendChild(script);
}

/**
 * A queueing stand-in for the SDK until its script arrives (the SDK replays `_buffer`): calls made before the
 * script loads are kept, in order.
 */
function sdk(): LoyaltyLionSdk {
  if (window.loyaltylion) return window.loyaltylion;
  const buffer: [string, unknown[]][] = [];
  const stub: LoyaltyLionSdk = {
    isLoyaltyLion: true,
    _buffer: buffer,
    init(data) {
      stub._initData = data;
      loadScript(`https://sdk.loyaltylion.net/sdk/start/${encodeURIComponent(data.token)}.js`);
    },
    authenticateCustomer(data) {
      buffer.push(['authenticateCustomer', [data]]);
    },
  };
  window.loyaltylion = stub;
  loadScript(LOYALTY_LOADER_URL);
  return stub;
}

async function authFor(customer: LoyaltyCustomer): Promise<LoyaltyAuthData> {
  const date = loyaltyDate();
  const result = await apiFetch<{ token: string }>('/api/customer/loyaltyLion', {
    method: 'POST',
    body: { customerId: customer.id, email: customer.email, date },
  });
  return {
    customer: { id: String(customer.id), email: customer.email, name: customer.name },
    auth: { date, token: result.token },
  };
}

/**
 * Starts the SDK (once per page load) and authenticates the customer when one is signed in. Returns a function
 * that cancels a pending delayed authentication.
 */
export function startLoyalty(siteToken: string | null, customer: LoyaltyCustomer | null): () => void {
  if (!siteToken || typeof window === 'undefined') return () => undefined;
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const lion = sdk();

  if (!isLoyaltyInitialised()) {
    initialised = true;
    if (!customer) {
      lion.init({ token: siteToken });
    } else {
      authFor(customer)
        // init runs once per page load whatever happens to the component that asked for it.
        .then((data) => lion.init({ token: siteToken, ...data }))
        .catch((error: unknown) => {
          console.error('[loyalty] authentication failed', error);
          lion.init({ token: siteToken });
        });
    }
  } else if (customer) {
    // Already initialised: send the authentication again, after the SDK settles.
    authFor(customer)
      .then((data) => {
        if (cancelled) return;
        timer = setTimeout(() => window.loyaltylion?.authenticateCustomer(data), LOYALTY_AUTH_DELAY_MS);
      })
      .catch((error: unknown) => console.error('[loyalty] authentication failed', error));
  }
  return () => {
    cancelled = true;
    if (timer) clearTimeout(timer);
  };
}
