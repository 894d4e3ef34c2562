/**
 * Every upstream of the shop in hosted mode, as loopback stand-ins, each behind a fault switch:
 *
 *   service      stand-in                                   stand-in port   the shop talks to (fault proxy)
 *   commerce     fake BigCommerce (tests/support/fake-bigcommerce)    4450   4460
 *   content      Sanity (tests/support/sanity-stand-in) over data/content/production.ndjson 4451   4461
 *   search       the embedded engine as the Algolia host (tests/support/algolia-host)   4452   4462
 *   captcha      reCAPTCHA (browser script + siteverify)              4453   4463
 *   loyalty      LoyaltyLion browser SDK                              4454   4464
 *   marketing    Klaviyo (list subscription + onsite script)          4455   4465
 *   control      GET /state, POST /faults { fault, services? }              4469
 *
 * `env` holds the variables that put every service of the shop in hosted mode against these stand-ins;
 * `browserRoutes` the third-party script hosts the Playwright fixture sends to them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { startAlgoliaHost, type AlgoliaHost } from '../../support/algolia-host';
import { startSanityStandIn, type SanityStandIn } from '../../support/sanity-stand-in';
import { startFakeBigCommerce, type RunningFake } from '../../support/fake-bigcommerce';
import { parseNdjson } from '@/lib/content/embedded';
import { INDEX_KINDS, indexNames } from '@/lib/search/constants';
import { FAULTS, startFaultProxy, type Fault, type FaultProxy } from './faults';
import { listen, readJson, sendJson, type RunningServer } from './http';
import { startKlaviyoStandIn, type KlaviyoStandIn } from './klaviyo';
import { startLoyaltyLionStandIn, type LoyaltyLionStandIn } from './loyaltylion';
import { startRecaptchaStandIn, type RecaptchaStandIn } from './recaptcha';

export const SERVICES = ['commerce', 'content', 'search', 'captcha', 'loyalty', 'marketing'] as const;
export type Service = (typeof SERVICES)[number];

export const BASE_PORT = 4450;
export const CONTROL_PORT = 4469;

export const KEYS = {
  sanityProject: 'standin',
  sanityDataset: 'production',
  sanityToken: 'sanity-read-token-standin',
  algoliaApp: 'STANDINAPP',
  algoliaSearchKey: 'algolia-search-key-standin',
  algoliaAdminKey: 'algolia-admin-key-standin',
  algoliaPrefix: 'sanity_production',
  recaptchaSite: 'recaptcha-site-key-standin',
  recaptchaSecret: 'recaptcha-secret-standin',
  loyaltyToken: 'loyalty-site-token-standin',
  loyaltySecret: 'loyalty-secret-standin',
  klaviyoPublic: 'KlaviyoStandIn',
  klaviyoList: 'StandInList',
  sessionSecret: 'hosted-run-session-secret-0123456789abcdef',
  previewSecret: 'hosted-run-preview-secret-0123456789',
} as const;

export interface StandIns {
  env: Record<string, string>;
  /** Browser hosts (glob as Playwright takes them) -> the proxy origin that answers for them. */
  browserRoutes: Record<string, string>;
  controlUrl: string;
  fake: RunningFake;
  sanity: SanityStandIn;
  algolia: AlgoliaHost;
  /** Records per index the search host holds (what search:sync pushed). */
  searchRecords(): Record<string, number>;
  recaptcha: RecaptchaStandIn;
  loyalty: LoyaltyLionStandIn;
  klaviyo: KlaviyoStandIn;
  proxies: Record<Service, FaultProxy>;
  setFault(fault: Fault, services?: readonly Service[]): void;
  state(): Record<string, unknown>;
  close(): Promise<void>;
}

export interface StandInOptions {
  root: string;
  /** The first of the stand-ins' ports (see the table above); 0 gives each a free port. */
  basePort?: number;
  controlPort?: number;
}

/**
 * Starts every stand-in and its fault proxy. Without ports given, on the usual ones (a developer finds them where
 * the table says) unless one of them is taken (another clone's hosted run, a stand-in left running): then all on
 * free ports, which the env and URLs returned carry.
 */
export async function startStandIns(options: StandInOptions): Promise<StandIns> {
  if (options.basePort !== undefined || options.controlPort !== undefined) return startOn(options);
  try {
    return await startOn({ ...options, basePort: BASE_PORT, controlPort: CONTROL_PORT });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    console.log(`  ports ${BASE_PORT}-${CONTROL_PORT} are in use: the stand-ins take free ports`);
    return startOn({ ...options, basePort: 0, controlPort: 0 });
  }
}

async function startOn(options: StandInOptions): Promise<StandIns> {
  const base = options.basePort ?? BASE_PORT;
  const portAt = (offset: number) => (base === 0 ? 0 : base + offset);
  const servers: Pick<RunningServer, 'close'>[] = [];
  try {
    const fake = await startFakeBigCommerce({ port: portAt(0), seed: 'catalogue', catalogueFile: path.join(options.root, 'data/catalogue.json') });
    servers.push(fake);
    // The shop's Sanity stand-in (tests/support): queries, and the mutations the Studio's 'Open preview' makes.
    const datasetFile = path.join(options.root, 'data/content/production.ndjson');
    const sanity = await startSanityStandIn({
      port: portAt(1),
      docs: parseNdjson(fs.readFileSync(datasetFile, 'utf8'), datasetFile),
      token: KEYS.sanityToken,
    });
    servers.push(sanity);
    const algolia = await startAlgoliaHost({
      port: portAt(2),
      appId: KEYS.algoliaApp,
      apiKey: KEYS.algoliaAdminKey,
      searchKey: KEYS.algoliaSearchKey,
      indexPrefix: KEYS.algoliaPrefix,
    });
    servers.push(algolia);
    const recaptcha = await startRecaptchaStandIn({ port: portAt(3), siteKey: KEYS.recaptchaSite, secretKey: KEYS.recaptchaSecret });
    servers.push(recaptcha);
    const loyalty = await startLoyaltyLionStandIn({ port: portAt(4), siteToken: KEYS.loyaltyToken, secret: KEYS.loyaltySecret });
    servers.push(loyalty);
    const klaviyo = await startKlaviyoStandIn({ port: portAt(5), publicKey: KEYS.klaviyoPublic, listId: KEYS.klaviyoList });
    servers.push(klaviyo);

    const targets: Record<Service, string> = {
      commerce: fake.url,
      content: sanity.apiHost,
      search: algolia.url,
      captcha: recaptcha.url,
      loyalty: loyalty.url,
      marketing: klaviyo.url,
    };
    const proxies = {} as Record<Service, FaultProxy>;
    for (const [offset, service] of SERVICES.entries()) {
      proxies[service] = await startFaultProxy({ name: service, port: portAt(10 + offset), target: targets[service] });
      servers.push(proxies[service]);
    }

    const names = indexNames(KEYS.algoliaPrefix);
    const searchRecords = () => Object.fromEntries(INDEX_KINDS.map((kind) => [names[kind], algolia.objects(names[kind]).length]));
    const setFault = (fault: Fault, services: readonly Service[] = SERVICES) => {
      for (const service of services) proxies[service].fault = fault;
    };
    const state = () => ({
      faults: Object.fromEntries(SERVICES.map((service) => [service, proxies[service].fault])),
      proxied: Object.fromEntries(SERVICES.map((service) => [service, proxies[service].counts])),
      bigcommerce: { failures: fake.failures(), counts: fake.counts() },
      sanity: { queries: sanity.requests.filter((request) => request.path.includes('/data/query/')).length },
      algolia: { records: searchRecords(), searches: algolia.searches(), failures: algolia.failures() },
      recaptcha: { verifications: recaptcha.verifications },
      loyalty: { events: loyalty.events },
      klaviyo: { subscriptions: klaviyo.subscriptions, identified: klaviyo.identified },
    });

    const control = await listen('control', options.controlPort ?? CONTROL_PORT, async (req, res, url) => {
      if (req.method === 'GET' && url.pathname === '/state') {
        sendJson(res, 200, state());
      } else if (req.method === 'POST' && url.pathname === '/faults') {
        const body = (await readJson<{ fault?: Fault; services?: Service[] }>(req)) ?? {};
        if (!body.fault || !FAULTS.includes(body.fault)) {
          sendJson(res, 400, { message: `fault must be one of ${FAULTS.join(', ')}` });
          return;
        }
        const unknown = (body.services ?? []).filter((service) => !SERVICES.includes(service));
        if (unknown.length > 0) {
          sendJson(res, 400, { message: `unknown services: ${unknown.join(', ')}` });
          return;
        }
        setFault(body.fault, body.services ?? SERVICES);
        sendJson(res, 200, state().faults);
      } else {
        sendJson(res, 404, { message: `No route for ${req.method} ${url.pathname}` });
      }
    });
    servers.push(control);

    const via = (service: Service) => proxies[service].url;
    const fakeApi = new URL(fake.config.apiUrl);
    const fakeGraphql = new URL(fake.config.storefrontApiUrl);
    const env: Record<string, string> = {
      ...fake.env,
      BIGCOMMERCE_API_URL: `${via('commerce')}${fakeApi.pathname}`,
      BIGCOMMERCE_STOREFRONT_API_URL: `${via('commerce')}${fakeGraphql.pathname}`,
      SANITY_PROJECT_ID: KEYS.sanityProject,
      SANITY_DATASET: KEYS.sanityDataset,
      SANITY_API_TOKEN: KEYS.sanityToken,
      SANITY_API_HOST: via('content'),
      NEXT_PUBLIC_ALGOLIA_APP_ID: KEYS.algoliaApp,
      NEXT_PUBLIC_ALGOLIA_SEARCH_KEY: KEYS.algoliaSearchKey,
      NEXT_PUBLIC_ALGOLIA_INDEX_PREFIX: KEYS.algoliaPrefix,
      ALGOLIA_ADMIN_KEY: KEYS.algoliaAdminKey,
      ALGOLIA_HOSTS: via('search'),
      RECAPTCHA_SITE_KEY: KEYS.recaptchaSite,
      RECAPTCHA_SECRET_KEY: KEYS.recaptchaSecret,
      RECAPTCHA_VERIFY_URL: `${via('captcha')}/recaptcha/api/siteverify`,
      LOYALTYLION_TOKEN: KEYS.loyaltyToken,
      LOYALTYLION_SECRET: KEYS.loyaltySecret,
      KLAVIYO_PUBLIC_KEY: KEYS.klaviyoPublic,
      KLAVIYO_LIST_ID: KEYS.klaviyoList,
      KLAVIYO_SUBSCRIBE_URL: `${via('marketing')}/ajax/subscriptions/subscribe`,
      SESSION_SECRET: KEYS.sessionSecret,
      // Hosted content ignores it (previews open from the Studio with short-lived secrets); the preview journey
      // checks that it opens nothing.
      PREVIEW_SECRET: KEYS.previewSecret,
    };
    const browserRoutes: Record<string, string> = {
      'https://www.google.com/recaptcha/**': via('captcha'),
      'https://*.loyaltylion.net/**': via('loyalty'),
      'https://*.klaviyo.com/**': via('marketing'),
    };

    return {
      env,
      browserRoutes,
      controlUrl: control.url,
      fake,
      sanity,
      algolia,
      searchRecords,
      recaptcha,
      loyalty,
      klaviyo,
      proxies,
      setFault,
      state,
      close: async () => {
        await Promise.all(servers.map((server) => server.close()));
      },
    };
  } catch (error) {
    await Promise.all(servers.map((server) => server.close().catch(() => undefined)));
    throw error;
  }
}
