/** @jest-environment node */
import { ConfigError, loadConfig, modeMismatch, toPublicConfig } from '@/lib/config';
import { contentSecurityPolicy } from '@/lib/http/security-headers';

const SANITY = { SANITY_PROJECT_ID: 'p1', SANITY_DATASET: 'production', SANITY_API_TOKEN: 'tok', PREVIEW_SECRET: 'p'.repeat(32) };
const BIGCOMMERCE = {
  BIGCOMMERCE_STORE_HASH: 'abc123',
  BIGCOMMERCE_ACCESS_TOKEN: 'rest',
  BIGCOMMERCE_STOREFRONT_TOKEN: 'gql',
  BIGCOMMERCE_CHANNEL_ID: '1',
  SESSION_SECRET: 'x'.repeat(32),
};

describe('config modes', () => {
  it('names the services whose mode differs between a build and the server started on it', () => {
    const embedded = loadConfig({}).modes;
    const hostedContent = loadConfig({ SANITY_PROJECT_ID: 'p', SANITY_DATASET: 'production', SANITY_API_TOKEN: 't' }).modes;
    expect(modeMismatch(embedded, embedded)).toBeNull();
    expect(modeMismatch(embedded, hostedContent)).toBe('content: built embedded, started hosted');
    expect(modeMismatch(hostedContent, embedded)).toBe('content: built hosted, started embedded');
  });

  it('runs every service embedded when nothing is set', () => {
    const config = loadConfig({});
    expect(Object.values(config.modes).every((mode) => mode === 'embedded')).toBe(true);
    expect(config.commerce).toBeNull();
    expect(config.content).toBeNull();
    expect(config.dataDir).toMatch(/\.data$/);
  });

  it('switches a service to hosted when all of its variables are set', () => {
    const config = loadConfig({ ...SANITY, ...BIGCOMMERCE });
    expect(config.modes.content).toBe('hosted');
    expect(config.modes.commerce).toBe('hosted');
    expect(config.modes.search).toBe('embedded');
    expect(config.content).toMatchObject({ projectId: 'p1', dataset: 'production', token: 'tok' });
    expect(config.commerce?.apiUrl).toBe('https://api.bigcommerce.com/stores/abc123');
  });

  it('refuses a partly configured service and names the missing variables', () => {
    expect(() => loadConfig({ SANITY_PROJECT_ID: 'p1' })).toThrow(ConfigError);
    expect(() => loadConfig({ SANITY_PROJECT_ID: 'p1' })).toThrow(/SANITY_DATASET, SANITY_API_TOKEN/);
    expect(() => loadConfig({ RECAPTCHA_SITE_KEY: 'site' })).toThrow(/RECAPTCHA_SECRET_KEY/);
  });

  it('reports every partly configured service at once', () => {
    let message = '';
    try {
      loadConfig({ SANITY_PROJECT_ID: 'p1', KLAVIYO_LIST_ID: 'list' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/content/);
    expect(message).toMatch(/KLAVIYO_PUBLIC_KEY/);
  });

  it('addresses the shop at SITE_URL, else on localhost at its PORT (links in emails lead back to this server)', () => {
    expect(loadConfig({}).siteUrl).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '3100' }).siteUrl).toBe('http://localhost:3100');
    expect(loadConfig({ PORT: '3100', SITE_URL: 'https://shop.example.com/' }).siteUrl).toBe('https://shop.example.com');
  });

  it('refuses a PORT that is not a port number, naming it (the server would listen on 3000 while the links said another)', () => {
    for (const port of ['abc', '3000x', '0', '65536', '-1', '80.5']) {
      expect(() => loadConfig({ PORT: port })).toThrow(`PORT must be a port number from 1 to 65535, got "${port}".`);
    }
    expect(loadConfig({ PORT: '65535' }).siteUrl).toBe('http://localhost:65535');
  });

  it('refuses a SITE_URL that is not an http(s) address, naming it (links in emails and pages are made from it)', () => {
    expect(() => loadConfig({ SITE_URL: 'shop.example.com' })).toThrow('SITE_URL must be an http(s) URL, got "shop.example.com".');
    expect(() => loadConfig({ SITE_URL: 'ftp://shop.example.com' })).toThrow('SITE_URL must be an http(s) URL, got "ftp://shop.example.com".');
  });

  it('treats blank values as unset', () => {
    expect(loadConfig({ SANITY_PROJECT_ID: '  ', SANITY_DATASET: '' }).modes.content).toBe('embedded');
  });

  it('requires the secrets hosted mode cannot generate', () => {
    const { SESSION_SECRET: _s, ...withoutSession } = BIGCOMMERCE;
    expect(() => loadConfig(withoutSession)).toThrow(/SESSION_SECRET/);
    expect(() => loadConfig({ SESSION_SECRET: 'short' })).toThrow(/32 characters/);
  });

  it('refuses a preview secret shorter than 32 characters, saying how to make one', () => {
    expect(() => loadConfig({ PREVIEW_SECRET: 'shh' })).toThrow(ConfigError);
    expect(() => loadConfig({ PREVIEW_SECRET: 'x'.repeat(31) })).toThrow(/PREVIEW_SECRET must be at least 32 characters long .*openssl rand -hex 32/);
    expect(loadConfig({ PREVIEW_SECRET: 'x'.repeat(32) }).previewSecret).toBe('x'.repeat(32));
    // Hosted content ignores it: a short one left from an older deploy does not stop the server.
    expect(() => loadConfig({ ...SANITY, PREVIEW_SECRET: 'shh' })).not.toThrow();
  });

  it('needs no preview secret for hosted content: the Studio issues short-lived ones', () => {
    const { PREVIEW_SECRET: _p, ...withoutPreview } = SANITY;
    expect(loadConfig(withoutPreview)).toMatchObject({ modes: { content: 'hosted' }, previewSecret: null });
  });

  it('validates numbers', () => {
    expect(() => loadConfig({ SHIPPING_FLAT_RATE_CENTS: '9.95' })).toThrow(/whole number/);
    expect(loadConfig({ SHIPPING_FLAT_RATE_CENTS: '1200' }).shipping.flatRateCents).toBe(1200);
  });

  it('refuses server settings the standalone server or the trace exporter would misread, naming them', () => {
    // server.js reads KEEP_ALIVE_TIMEOUT with parseInt: "65s" would be a keep-alive of 65 ms, and the balancer's 502s.
    expect(() => loadConfig({ KEEP_ALIVE_TIMEOUT: '65s' })).toThrow('KEEP_ALIVE_TIMEOUT must be a whole number, got "65s".');
    expect(loadConfig({ KEEP_ALIVE_TIMEOUT: '65000' }).operations.keepAliveTimeoutMs).toBe(65000);
    expect(loadConfig({}).operations.keepAliveTimeoutMs).toBeNull();
    expect(() => loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' })).toThrow('OTEL_EXPORTER_OTLP_ENDPOINT must be an http(s) URL, got "collector:4318".');
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' }).operations.otlpEndpoint).toBe('http://collector:4318');
  });

  it("reads the captcha's proof-of-work difficulty, with defaults and bounds", () => {
    expect(loadConfig({}).captchaPow).toEqual({ cost: 5000, counter: 1000 });
    expect(loadConfig({ CAPTCHA_POW_COST: '2000', CAPTCHA_POW_COUNTER: '300' }).captchaPow).toEqual({ cost: 2000, counter: 300 });
    expect(() => loadConfig({ CAPTCHA_POW_COUNTER: '1' })).toThrow(/CAPTCHA_POW_COUNTER must be between 2 and/);
    expect(() => loadConfig({ CAPTCHA_POW_COST: '0' })).toThrow(/CAPTCHA_POW_COST/);
    expect(() => loadConfig({ CAPTCHA_POW_COST: 'hard' })).toThrow(/whole number/);
  });

  it('never exposes a secret in the public config', () => {
    const config = loadConfig({
      ...SANITY,
      ...BIGCOMMERCE,
      NEXT_PUBLIC_ALGOLIA_APP_ID: 'APP',
      NEXT_PUBLIC_ALGOLIA_SEARCH_KEY: 'search-only',
      ALGOLIA_ADMIN_KEY: 'ADMIN-SECRET',
      RECAPTCHA_SITE_KEY: 'site',
      RECAPTCHA_SECRET_KEY: 'RECAPTCHA-SECRET',
      LOYALTYLION_TOKEN: 'll',
      LOYALTYLION_SECRET: 'LL-SECRET',
    });
    const json = JSON.stringify(toPublicConfig(config));
    for (const secret of ['ADMIN-SECRET', 'RECAPTCHA-SECRET', 'LL-SECRET', 'tok', 'rest', 'gql', 'shh', 'x'.repeat(32)]) {
      expect(json).not.toContain(`"${secret}"`);
    }
    expect(json).toContain('search-only');
  });
});

describe('test/advanced host overrides', () => {
  const ALGOLIA = { NEXT_PUBLIC_ALGOLIA_APP_ID: 'APP', NEXT_PUBLIC_ALGOLIA_SEARCH_KEY: 'search-only' };

  it('ALGOLIA_HOSTS: comma-separated origins for the server, the browser and its CSP', () => {
    const config = loadConfig({ ...ALGOLIA, ALGOLIA_HOSTS: 'http://127.0.0.1:4462/, https://search.example.com' });
    expect(config.search.hosts).toEqual(['http://127.0.0.1:4462', 'https://search.example.com']);
    const publicConfig = toPublicConfig(config);
    expect(publicConfig.search.hosts).toEqual(config.search.hosts);
    const csp = contentSecurityPolicy(publicConfig);
    expect(csp).toMatch(/connect-src 'self' http:\/\/127\.0\.0\.1:4462 https:\/\/search\.example\.com;/);
    expect(csp).not.toContain('algolia.net');
    // Without the override: Algolia's own hosts.
    expect(contentSecurityPolicy(toPublicConfig(loadConfig(ALGOLIA)))).toContain('https://*.algolia.net');
    expect(loadConfig(ALGOLIA).search.hosts).toBeNull();
  });

  it('refuses hosts that are not http(s) URLs, naming the variable', () => {
    expect(() => loadConfig({ ...ALGOLIA, ALGOLIA_HOSTS: 'search.example.com' })).toThrow(/ALGOLIA_HOSTS must be comma-separated/);
    expect(() => loadConfig({ ...ALGOLIA, ALGOLIA_HOSTS: 'ftp://x.example' })).toThrow(/ALGOLIA_HOSTS must be comma-separated/);
    expect(() => loadConfig({ RECAPTCHA_SITE_KEY: 's', RECAPTCHA_SECRET_KEY: 'k', RECAPTCHA_VERIFY_URL: 'nope' })).toThrow(/RECAPTCHA_VERIFY_URL/);
  });

  it('RECAPTCHA_VERIFY_URL and KLAVIYO_SUBSCRIBE_URL replace the vendor endpoints; unset they are null (the vendor\'s)', () => {
    const config = loadConfig({
      RECAPTCHA_SITE_KEY: 's',
      RECAPTCHA_SECRET_KEY: 'k',
      RECAPTCHA_VERIFY_URL: 'http://127.0.0.1:4463/recaptcha/api/siteverify',
      KLAVIYO_PUBLIC_KEY: 'pk',
      KLAVIYO_LIST_ID: 'list',
      KLAVIYO_SUBSCRIBE_URL: 'http://127.0.0.1:4465/ajax/subscriptions/subscribe',
    });
    expect(config.captcha?.verifyUrl).toBe('http://127.0.0.1:4463/recaptcha/api/siteverify');
    expect(config.marketing?.subscribeUrl).toBe('http://127.0.0.1:4465/ajax/subscriptions/subscribe');
    expect(loadConfig({ RECAPTCHA_SITE_KEY: 's', RECAPTCHA_SECRET_KEY: 'k' }).captcha?.verifyUrl).toBeNull();
    // The overrides alone do not switch a service on.
    expect(loadConfig({ RECAPTCHA_VERIFY_URL: 'http://127.0.0.1:1/x' }).modes.captcha).toBe('embedded');
  });
});
