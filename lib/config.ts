/**
 * The one config module. Reads the environment once, validates it and decides each service's mode:
 * every variable of a service set -> hosted; none set -> embedded; some but not all -> ConfigError
 * naming the missing variables. Nothing else in the app reads process.env for service settings.
 */
import path from 'node:path';
import proxyAddr from 'proxy-addr';

export type Mode = 'hosted' | 'embedded';

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

/** Each service: the variables that must all be set for hosted mode, plus optional extras. */
const SERVICE_VARIABLES = {
  commerce: {
    required: ['BIGCOMMERCE_STORE_HASH', 'BIGCOMMERCE_ACCESS_TOKEN', 'BIGCOMMERCE_STOREFRONT_TOKEN', 'BIGCOMMERCE_CHANNEL_ID'],
    optional: ['BIGCOMMERCE_API_URL', 'BIGCOMMERCE_STOREFRONT_API_URL', 'BIGCOMMERCE_WEBHOOK_SECRET'],
  },
  content: {
    required: ['SANITY_PROJECT_ID', 'SANITY_DATASET', 'SANITY_API_TOKEN'],
    optional: ['SANITY_API_VERSION', 'SANITY_API_HOST'],
  },
  search: {
    required: ['NEXT_PUBLIC_ALGOLIA_APP_ID', 'NEXT_PUBLIC_ALGOLIA_SEARCH_KEY'],
    optional: ['ALGOLIA_ADMIN_KEY', 'ALGOLIA_HOSTS'],
  },
  captcha: { required: ['RECAPTCHA_SITE_KEY', 'RECAPTCHA_SECRET_KEY'], optional: ['RECAPTCHA_VERIFY_URL'] },
  loyalty: { required: ['LOYALTYLION_TOKEN', 'LOYALTYLION_SECRET'], optional: [] },
  reviews: { required: ['YOTPO_APP_KEY'], optional: [] },
  marketing: { required: ['KLAVIYO_PUBLIC_KEY', 'KLAVIYO_LIST_ID'], optional: ['KLAVIYO_SUBSCRIBE_URL'] },
  analytics: { required: ['GTM_ID'], optional: [] },
} as const;

export type ServiceName = keyof typeof SERVICE_VARIABLES;

/** Running the server: logs, traces and shutdown (none of them changes what the shop does). */
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

interface OperationsConfig {
  /** LOG_LEVEL (default info; silent turns logs off). */
  logLevel: LogLevel;
  /** OTEL_EXPORTER_OTLP_ENDPOINT: traces are exported over OTLP/HTTP only when it is set. */
  otlpEndpoint: string | null;
  /** OTEL_SERVICE_NAME (default bulk-storefront). */
  serviceName: string;
  /** TRACE_NEXTJS_SPANS: also export Next.js's own spans (request handling, route modules, rendering); default off. */
  nextJsSpans: boolean;
  /** SHUTDOWN_GRACE_MS: how long requests in flight may take to finish after SIGTERM (default 10 s). */
  shutdownGraceMs: number;
  /** SHUTDOWN_DELAY_MS: keep serving this long after SIGTERM, with readiness already 503 (default 0). */
  shutdownDelayMs: number;
  /** KEEP_ALIVE_TIMEOUT in ms, read by the standalone server.js itself (null: Node's default); checked here. */
  keepAliveTimeoutMs: number | null;
}

export interface AppConfig {
  modes: Record<ServiceName, Mode>;
  operations: OperationsConfig;
  dataDir: string;
  /** Embedded seed files (overridable to run on a generated catalogue). */
  catalogueFile: string;
  contentDatasetFile: string;
  siteUrl: string;
  isProduction: boolean;
  commerce: {
    storeHash: string;
    accessToken: string;
    storefrontToken: string;
    channelId: number;
    apiUrl: string;
    storefrontApiUrl: string;
    /** The secret BigCommerce's webhooks send in X-Webhook-Secret (set when the webhooks are created); null: webhooks off. */
    webhookSecret?: string | null;
  } | null;
  content: {
    projectId: string;
    dataset: string;
    token: string;
    apiVersion: string;
    apiHost: string | null;
  } | null;
  search: {
    appId: string;
    searchKey: string;
    adminKey: string | null;
    indexPrefix: string;
    /** ALGOLIA_HOSTS: Algolia-compatible hosts to use instead of Algolia's own (comma-separated URLs); null: Algolia's. */
    hosts: string[] | null;
  };
  /** verifyUrl: RECAPTCHA_VERIFY_URL, a stand-in for Google's siteverify (null: Google's). */
  captcha: { siteKey: string; secretKey: string; verifyUrl: string | null } | null;
  /**
   * The embedded captcha's proof of work (ALTCHA, PBKDF2/SHA-256): `cost` iterations per attempt, and a secret
   * counter drawn from counter/2..counter, i.e. that many attempts. CAPTCHA_POW_COST, CAPTCHA_POW_COUNTER.
   */
  captchaPow: { cost: number; counter: number };
  loyalty: { token: string; secret: string } | null;
  reviews: { appKey: string } | null;
  /** subscribeUrl: KLAVIYO_SUBSCRIBE_URL, a stand-in for Klaviyo's list subscription (null: Klaviyo's). */
  marketing: { publicKey: string; listId: string; subscribeUrl: string | null } | null;
  analytics: { gtmId: string } | null;
  /**
   * Back-in-stock notices: sent as Klaviyo "Back In Stock" events (a Klaviyo flow emails them) when
   * KLAVIYO_PRIVATE_API_KEY is set (KLAVIYO_API_URL: a stand-in for https://a.klaviyo.com); otherwise the shop's
   * own outbox (lib/mail).
   */
  stockAlerts: { klaviyo: { privateKey: string; apiUrl: string } | null };
  sessionSecret: string | null;
  /** Embedded content's preview secret (generated into DATA_DIR when unset); hosted content uses the Studio's short-lived secrets. */
  previewSecret: string | null;
  shipping: { flatRateCents: number; freeOverCents: number };
  /** Which proxies may set X-Forwarded-For (TRUST_PROXY); none means the socket's address is the client's. */
  trustProxy: TrustProxy;
  /** Where rate limits, used captcha passes and session revocations live (lib/shared-state). */
  sharedState: SharedStateConfig;
}

/**
 * TRUST_PROXY: unset/`false`/`none` -> none; a whole number -> that many proxy hops in front (e.g. 1 behind one
 * load balancer); otherwise a comma-separated list of addresses, CIDR ranges or the names loopback, linklocal
 * and uniquelocal (proxy-addr's), e.g. Cloudflare's published ranges.
 */
export type TrustProxy = { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'list'; entries: string[] };

export type SharedStateKind = 'memory' | 'sqlite' | 'redis';

interface SharedStateConfig {
  store: SharedStateKind;
  /** REDIS_URL, when the store is redis. */
  redisUrl: string | null;
}

function value(env: Env, name: string): string | undefined {
  const v = env[name];
  return v === undefined || v.trim() === '' ? undefined : v.trim();
}

function decideMode(env: Env, service: ServiceName): Mode {
  const { required } = SERVICE_VARIABLES[service];
  const present = required.filter((name) => value(env, name) !== undefined);
  if (present.length === 0) return 'embedded';
  if (present.length === required.length) return 'hosted';
  const missing = required.filter((name) => value(env, name) === undefined);
  throw new ConfigError(
    `The ${service} service is partly configured: set ${missing.join(', ')} as well ` +
      `(or unset ${present.join(', ')} to use the embedded ${service}).`,
  );
}

/** A single http(s) URL setting, or null when unset. */
function httpUrl(env: Env, name: string): string | null {
  const raw = value(env, name);
  if (raw === undefined) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be an http(s) URL, got "${raw}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ConfigError(`${name} must be an http(s) URL, got "${raw}".`);
  return url.toString();
}

function integer(env: Env, name: string, fallback: number): number {
  const raw = value(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw)) throw new ConfigError(`${name} must be a whole number, got "${raw}".`);
  return Number(raw);
}

function flag(env: Env, name: string): boolean {
  const raw = value(env, name)?.toLowerCase();
  if (raw === undefined || raw === 'false' || raw === '0') return false;
  if (raw === 'true' || raw === '1') return true;
  throw new ConfigError(`${name} must be true or false, got "${raw}".`);
}

/** The operations settings alone (the logger reads them before, and whatever, the rest of the config). */
export function loadOperationsConfig(env: Env = process.env): OperationsConfig {
  const level = (value(env, 'LOG_LEVEL') ?? 'info').toLowerCase();
  if (!(LOG_LEVELS as readonly string[]).includes(level)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${env.LOG_LEVEL}".`);
  }
  return {
    logLevel: level as LogLevel,
    // Validated, but kept as written: the exporter appends /v1/traces to it.
    otlpEndpoint: httpUrl(env, 'OTEL_EXPORTER_OTLP_ENDPOINT') === null ? null : (value(env, 'OTEL_EXPORTER_OTLP_ENDPOINT') as string),
    serviceName: value(env, 'OTEL_SERVICE_NAME') ?? 'bulk-storefront',
    nextJsSpans: flag(env, 'TRACE_NEXTJS_SPANS'),
    shutdownGraceMs: integer(env, 'SHUTDOWN_GRACE_MS', 10_000),
    shutdownDelayMs: integer(env, 'SHUTDOWN_DELAY_MS', 0),
    // server.js reads it with parseInt, which takes "65s" as 65 ms: only a whole number of ms is accepted.
    keepAliveTimeoutMs: value(env, 'KEEP_ALIVE_TIMEOUT') === undefined ? null : integer(env, 'KEEP_ALIVE_TIMEOUT', 0),
  };
}

function algoliaHosts(raw: string | undefined): string[] | null {
  if (raw === undefined) return null;
  const hosts = raw.split(',').map((host) => host.trim()).filter(Boolean);
  for (const host of hosts) {
    if (!/^https?:\/\/[^/\s]+\/?$/.test(host)) {
      throw new ConfigError(`ALGOLIA_HOSTS must be comma-separated http(s)://host[:port] URLs, got "${host}".`);
    }
  }
  return hosts.length > 0 ? hosts.map((host) => host.replace(/\/$/, '')) : null;
}

function positive(env: Env, name: string, fallback: number, max: number): number {
  const n = integer(env, name, fallback);
  if (n < 2 || n > max) throw new ConfigError(`${name} must be between 2 and ${max}, got ${n}.`);
  return n;
}

/** The captcha's default difficulty; its solve time in Chromium: docs/performance.md (`npm run bench -- --only=captcha`). */
const DEFAULT_POW = { cost: 5_000, counter: 1_000 } as const;

function parseTrustProxy(env: Env): TrustProxy {
  const raw = value(env, 'TRUST_PROXY');
  if (raw === undefined || /^(false|none|0)$/i.test(raw)) return { kind: 'none' };
  if (/^true$/i.test(raw)) {
    throw new ConfigError(
      'TRUST_PROXY=true would let any client choose its own address with X-Forwarded-For. ' +
        'Give the number of proxies in front (e.g. 1) or their addresses/CIDR ranges.',
    );
  }
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops > 10) throw new ConfigError(`TRUST_PROXY=${raw}: at most 10 proxy hops are supported.`);
    return { kind: 'hops', hops };
  }
  const entries = raw.split(',').map((entry) => entry.trim()).filter(Boolean);
  try {
    proxyAddr.compile(entries);
  } catch (error) {
    throw new ConfigError(
      `TRUST_PROXY must be a hop count, or addresses/CIDR ranges (or loopback, linklocal, uniquelocal): ${(error as Error).message}.`,
    );
  }
  return { kind: 'list', entries };
}

function parseSharedState(env: Env, commerce: Mode): SharedStateConfig {
  const redisUrl = value(env, 'REDIS_URL') ?? null;
  if (redisUrl !== null && !/^rediss?:\/\//i.test(redisUrl) && !redisUrl.startsWith('/')) {
    throw new ConfigError('REDIS_URL must start with redis:// or rediss:// (or be the path of a unix socket).');
  }
  const chosen = value(env, 'SHARED_STATE_STORE')?.toLowerCase();
  if (chosen !== undefined && chosen !== 'memory' && chosen !== 'sqlite' && chosen !== 'redis') {
    throw new ConfigError(`SHARED_STATE_STORE must be memory, sqlite or redis, not "${chosen}".`);
  }
  if (chosen === 'redis' && redisUrl === null) throw new ConfigError('SHARED_STATE_STORE=redis needs REDIS_URL.');
  // Redis when configured (several instances share it); SQLite beside the embedded store (survives restarts);
  // otherwise this process's memory.
  const store: SharedStateKind = chosen ?? (redisUrl !== null ? 'redis' : commerce === 'embedded' ? 'sqlite' : 'memory');
  return { store, redisUrl: store === 'redis' ? redisUrl : null };
}

/**
 * The shop's public address (links in emails, canonical URLs, the sitemap): SITE_URL, else this server on localhost
 * at its PORT (as `npm start` serves it), so a password reset link sent by a shop on another port leads back to it.
 */
function siteUrlOf(env: Env): string {
  const port = value(env, 'PORT');
  // The standalone server listens on 3000 for a PORT it cannot read, while the shop would say another port.
  if (port !== undefined && !(/^\d{1,5}$/.test(port) && Number(port) >= 1 && Number(port) <= 65535)) {
    throw new ConfigError(`PORT must be a port number from 1 to 65535, got "${port}".`);
  }
  // Checked like any URL setting: links are made from it with new URL(), which a bare host name fails.
  if (value(env, 'SITE_URL') !== undefined) httpUrl(env, 'SITE_URL');
  return (value(env, 'SITE_URL') ?? `http://localhost:${port ?? '3000'}`).replace(/\/+$/, '');
}

/** Builds and validates a config from an environment. Pure: tests call it with their own env. */
export function loadConfig(env: Env = process.env): AppConfig {
  const errors: string[] = [];
  const modes = {} as Record<ServiceName, Mode>;
  for (const service of Object.keys(SERVICE_VARIABLES) as ServiceName[]) {
    try {
      modes[service] = decideMode(env, service);
    } catch (error) {
      errors.push((error as Error).message);
    }
  }
  if (errors.length > 0) throw new ConfigError(errors.join('\n'));

  const get = (name: string) => value(env, name) as string;
  const hosted = (service: ServiceName) => modes[service] === 'hosted';
  const isProduction = env.NODE_ENV === 'production';

  const channelId = hosted('commerce') ? integer(env, 'BIGCOMMERCE_CHANNEL_ID', 1) : 1;
  const storeHash = value(env, 'BIGCOMMERCE_STORE_HASH') ?? '';

  const config: AppConfig = {
    modes,
    operations: loadOperationsConfig(env),
    dataDir: path.resolve(/*turbopackIgnore: true*/ value(env, 'DATA_DIR') ?? '.data'),
    catalogueFile: path.resolve(/*turbopackIgnore: true*/ value(env, 'CATALOGUE_FILE') ?? 'data/catalogue.json'),
    contentDatasetFile: path.resolve(/*turbopackIgnore: true*/ value(env, 'CONTENT_DATASET_FILE') ?? 'data/content/production.ndjson'),
    siteUrl: siteUrlOf(env),
    isProduction,
    commerce: hosted('commerce')
      ? {
          storeHash,
          accessToken: get('BIGCOMMERCE_ACCESS_TOKEN'),
          storefrontToken: get('BIGCOMMERCE_STOREFRONT_TOKEN'),
          channelId,
          apiUrl: value(env, 'BIGCOMMERCE_API_URL') ?? `https://api.bigcommerce.com/stores/${storeHash}`,
          storefrontApiUrl:
            value(env, 'BIGCOMMERCE_STOREFRONT_API_URL') ??
            `https://store-${storeHash}-${channelId}.mybigcommerce.com/graphql`,
          webhookSecret: value(env, 'BIGCOMMERCE_WEBHOOK_SECRET') ?? null,
        }
      : null,
    content: hosted('content')
      ? {
          projectId: get('SANITY_PROJECT_ID'),
          dataset: get('SANITY_DATASET'),
          token: get('SANITY_API_TOKEN'),
          apiVersion: value(env, 'SANITY_API_VERSION') ?? '2025-02-19',
          apiHost: value(env, 'SANITY_API_HOST') ?? null,
        }
      : null,
    search: {
      appId: value(env, 'NEXT_PUBLIC_ALGOLIA_APP_ID') ?? '',
      searchKey: value(env, 'NEXT_PUBLIC_ALGOLIA_SEARCH_KEY') ?? '',
      adminKey: value(env, 'ALGOLIA_ADMIN_KEY') ?? null,
      indexPrefix: value(env, 'NEXT_PUBLIC_ALGOLIA_INDEX_PREFIX') ?? 'sanity_production',
      hosts: algoliaHosts(value(env, 'ALGOLIA_HOSTS')),
    },
    captcha: hosted('captcha')
      ? {
          siteKey: get('RECAPTCHA_SITE_KEY'),
          secretKey: get('RECAPTCHA_SECRET_KEY'),
          verifyUrl: httpUrl(env, 'RECAPTCHA_VERIFY_URL'),
        }
      : null,
    captchaPow: {
      cost: positive(env, 'CAPTCHA_POW_COST', DEFAULT_POW.cost, 1_000_000),
      counter: positive(env, 'CAPTCHA_POW_COUNTER', DEFAULT_POW.counter, 10_000_000),
    },
    loyalty: hosted('loyalty') ? { token: get('LOYALTYLION_TOKEN'), secret: get('LOYALTYLION_SECRET') } : null,
    reviews: hosted('reviews') ? { appKey: get('YOTPO_APP_KEY') } : null,
    marketing: hosted('marketing')
      ? {
          publicKey: get('KLAVIYO_PUBLIC_KEY'),
          listId: get('KLAVIYO_LIST_ID'),
          subscribeUrl: httpUrl(env, 'KLAVIYO_SUBSCRIBE_URL'),
        }
      : null,
    analytics: hosted('analytics') ? { gtmId: get('GTM_ID') } : null,
    stockAlerts: {
      klaviyo: value(env, 'KLAVIYO_PRIVATE_API_KEY')
        ? { privateKey: value(env, 'KLAVIYO_PRIVATE_API_KEY')!, apiUrl: (httpUrl(env, 'KLAVIYO_API_URL') ?? 'https://a.klaviyo.com').replace(/\/+$/, '') }
        : null,
    },
    sessionSecret: value(env, 'SESSION_SECRET') ?? null,
    previewSecret: value(env, 'PREVIEW_SECRET') ?? null,
    shipping: {
      flatRateCents: integer(env, 'SHIPPING_FLAT_RATE_CENTS', 995),
      freeOverCents: integer(env, 'SHIPPING_FREE_OVER_CENTS', 9900),
    },
    trustProxy: parseTrustProxy(env),
    sharedState: parseSharedState(env, modes.commerce),
  };

  if (config.sessionSecret !== null && config.sessionSecret.length < 32) {
    throw new ConfigError('SESSION_SECRET must be at least 32 characters long.');
  }
  // Only embedded content reads it; hosted content checks the Studio's own secrets, so a value left there is ignored.
  if (modes.content === 'embedded' && config.previewSecret !== null && config.previewSecret.length < 32) {
    throw new ConfigError(
      'PREVIEW_SECRET must be at least 32 characters long (it opens the drafts of embedded content; e.g. `openssl rand -hex 32`), or leave it unset to use the generated DATA_DIR/preview-secret.',
    );
  }
  if (modes.commerce === 'hosted' && config.sessionSecret === null) {
    throw new ConfigError('SESSION_SECRET is required when the commerce service is hosted (BigCommerce).');
  }
  return config;
}

/**
 * What differs between the modes a build was made for and those a server starts with, in words ('content: built
 * embedded, started hosted'), or null. Pages pre-rendered at build (and the browser's code) keep the build's modes,
 * so such a server serves a mix of both until they are rebuilt.
 */
export function modeMismatch(built: Record<ServiceName, Mode>, running: Record<ServiceName, Mode>): string | null {
  const differences = (Object.keys(running) as ServiceName[])
    .filter((service) => built[service] !== running[service])
    .map((service) => `${service}: built ${built[service]}, started ${running[service]}`);
  return differences.length > 0 ? differences.join('; ') : null;
}

/** Settings the browser may see: modes and public keys only, never a secret. */
export interface PublicConfig {
  modes: Record<ServiceName, Mode>;
  siteUrl: string;
  search: { appId: string; searchKey: string; indexPrefix: string; hosts: string[] | null };
  recaptchaSiteKey: string | null;
  loyaltyToken: string | null;
  yotpoAppKey: string | null;
  klaviyoPublicKey: string | null;
  gtmId: string | null;
}

export function toPublicConfig(config: AppConfig): PublicConfig {
  return {
    modes: config.modes,
    siteUrl: config.siteUrl,
    search: {
      appId: config.search.appId,
      searchKey: config.search.searchKey,
      indexPrefix: config.search.indexPrefix,
      hosts: config.search.hosts,
    },
    recaptchaSiteKey: config.captcha?.siteKey ?? null,
    loyaltyToken: config.loyalty?.token ?? null,
    yotpoAppKey: config.reviews?.appKey ?? null,
    klaviyoPublicKey: config.marketing?.publicKey ?? null,
    gtmId: config.analytics?.gtmId ?? null,
  };
}

let cached: AppConfig | null = null;

/** The process-wide config, read once. */
export function getConfig(): AppConfig {
  if (cached === null) cached = loadConfig(process.env);
  return cached;
}

/** Tests only: forget the cached config after changing process.env. */
export function resetConfigForTests(): void {
  cached = null;
}
