import { act, render, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import LoyaltyLoader from '@/components/account/LoyaltyLoader';
import { LOYALTY_DATE_PATTERN } from '@/lib/loyalty/token';
import { isLoyaltyInitialised, LOYALTY_AUTH_DELAY_MS, LOYALTY_LOADER_URL, resetLoyaltyForTests, startLoyalty, type LoyaltyLionSdk } from '@/lib/loyalty/sdk';
import { toTrackerProfile } from '@/lib/marketing/profile';
import { identify, KLAVIYO_SCRIPT_ID, trackerScriptUrl } from '@/lib/marketing/tracker';

const customer = { id: 7, email: 'ana@example.com', name: 'Ana Lifter' };
const requests: { url: string; body: unknown }[] = [];

beforeEach(() => {
  requests.length = 0;
  resetLoyaltyForTests();
  document.head.innerHTML = '';
  delete window._learnq;
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    requests.push({ url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
    const body = url === '/api/customer/loyaltyLion' ? { data: { token: 'auth-token' } } : { data: null };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
});

afterEach(() => jest.useRealTimers());

function scripts(): string[] {
  return Array.from(document.querySelectorAll('script')).map((s) => s.getAttribute('src') ?? '');
}

async function flush() {
  await act(async () => {
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  });
}

describe('LoyaltyLion SDK', () => {
  it('loads nothing when LoyaltyLion is not configured (embedded mode)', async () => {
    startLoyalty(null, customer);
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <LoyaltyLoader />
      </SWRConfig>,
    );
    await flush();
    expect(scripts()).toEqual([]);
    expect(window.loyaltylion).toBeUndefined();
    expect(requests.filter((r) => r.url.includes('loyalty'))).toEqual([]);
    // Not even a request for who the customer is: the loader needs none without LoyaltyLion.
    expect(requests).toEqual([]);
  });

  it('with a site token, the loader starts LoyaltyLion once the customer is known', async () => {
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <LoyaltyLoader siteToken="site-token" />
      </SWRConfig>,
    );
    await waitFor(() => expect(scripts()).toEqual([LOYALTY_LOADER_URL, 'https://sdk.loyaltylion.net/sdk/start/site-token.js']));
    expect(requests.map((r) => r.url)).toContain('/api/bigcommerce/customers');
    expect(window.loyaltylion?._initData).toEqual({ token: 'site-token' });
  });

  it('starts once per page load without a customer for a guest', () => {
    startLoyalty('site-token', null);
    const lion = window.loyaltylion as LoyaltyLionSdk;
    expect(lion._initData).toEqual({ token: 'site-token' });
    expect(scripts()).toEqual([LOYALTY_LOADER_URL, 'https://sdk.loyaltylion.net/sdk/start/site-token.js']);
    startLoyalty('site-token', null);
    expect(scripts()).toHaveLength(2);
    expect(isLoyaltyInitialised()).toBe(true);
  });

  it('initialises with the signed-in customer and a server-made auth token (date without ms, ending Z)', async () => {
    startLoyalty('site-token', customer);
    await flush();
    const call = requests.find((r) => r.url === '/api/customer/loyaltyLion');
    expect(call?.body).toEqual({ customerId: 7, email: 'ana@example.com', date: expect.stringMatching(LOYALTY_DATE_PATTERN) });
    const date = (call?.body as { date: string }).date;
    expect(window.loyaltylion?._initData).toEqual({
      token: 'site-token',
      customer: { id: '7', email: 'ana@example.com', name: 'Ana Lifter' },
      auth: { date, token: 'auth-token' },
    });
  });

  it('when already initialised, authenticates the customer again after 2000 ms', async () => {
    jest.useFakeTimers();
    startLoyalty('site-token', null);
    const authenticate = jest.spyOn(window.loyaltylion as LoyaltyLionSdk, 'authenticateCustomer');
    startLoyalty('site-token', customer);
    await flush();
    expect(authenticate).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(LOYALTY_AUTH_DELAY_MS - 1));
    expect(authenticate).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(authenticate).toHaveBeenCalledWith({
      customer: { id: '7', email: 'ana@example.com', name: 'Ana Lifter' },
      auth: { date: expect.stringMatching(LOYALTY_DATE_PATTERN), token: 'auth-token' },
    });
    expect(LOYALTY_AUTH_DELAY_MS).toBe(2000);
  });
});

describe('marketing tracker', () => {
  const values = {
    email: 'ana@example.com', firstName: 'Ana', lastName: 'Lifter', company: 'Gym', country: 'AU' as const, postcode: '7250',
    state: 'Tasmania', region: '', suburb: 'Launceston', address1: '1 Main St', address2: 'Unit 2', phone: '0400', newsletter: true,
  };

  it('loads no script and sends nothing when not configured', () => {
    expect(identify(toTrackerProfile(values), null)).toBe(false);
    expect(scripts()).toEqual([]);
    expect(window._learnq).toBeUndefined();
  });

  it('identifies with the spec profile fields when configured (script loaded once)', () => {
    expect(identify(toTrackerProfile(values), 'PUBKEY')).toBe(true);
    identify(toTrackerProfile(values), 'PUBKEY');
    expect(scripts()).toEqual([trackerScriptUrl('PUBKEY')]);
    expect(document.getElementById(KLAVIYO_SCRIPT_ID)).not.toBeNull();
    expect(window._learnq?.[0]).toEqual([
      'identify',
      {
        $email: 'ana@example.com', $first_name: 'Ana', $last_name: 'Lifter', $city: 'Launceston', $region: 'Tasmania',
        $country: 'Australia', $zip: '7250', $address1: '1 Main St', $address2: 'Unit 2', $organization: 'Gym', $phone_number: '0400',
      },
    ]);
  });
});
