import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PublicConfig } from '../config';
import { isHttps } from './client-address';

/** The ALTCHA widget solves its proof of work in workers it starts from its own bundled code (blob: URLs). */
const WORKER_SRC = "worker-src 'self' blob:";

interface Sources {
  script: string[];
  connect: string[];
  frame: string[];
  img: string[];
  style: string[];
}

/** The origins each kind of resource may come from: only the third parties the config turns on. */
function sources(config: PublicConfig): Sources {
  const script = ["'self'"];
  const connect = ["'self'"];
  const frame = ["'self'"];
  const img = ["'self'", 'data:', 'blob:'];
  const style = ["'self'", "'unsafe-inline'"];
  if (config.modes.content === 'hosted') img.push('https://cdn.sanity.io');
  if (config.modes.commerce === 'hosted') img.push('https://cdn11.bigcommerce.com');
  if (config.modes.search === 'hosted') {
    // ALGOLIA_HOSTS replaces Algolia's hosts (an Algolia-compatible service, or the hosted test run's stand-in).
    if (config.search.hosts) connect.push(...config.search.hosts);
    else connect.push('https://*.algolia.net', 'https://*.algolianet.com', 'https://*.algolia.io');
  }
  if (config.recaptchaSiteKey) {
    script.push('https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/');
    frame.push('https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/');
  }
  if (config.loyaltyToken) {
    script.push('https://sdk.loyaltylion.net');
    connect.push('https://*.loyaltylion.net', 'https://*.loyaltylion.com');
    img.push('https://*.loyaltylion.net', 'https://*.loyaltylion.com');
    // The SDK injects its widget styles from its own host.
    style.push('https://sdk.loyaltylion.net');
  }
  if (config.yotpoAppKey) {
    script.push('https://staticw2.yotpo.com', 'https://cdn-widgetsrepository.yotpo.com');
    connect.push('https://*.yotpo.com');
    img.push('https://*.yotpo.com');
    style.push('https://*.yotpo.com');
  }
  if (config.klaviyoPublicKey) {
    script.push('https://static.klaviyo.com', 'https://static-tracking.klaviyo.com');
    connect.push('https://*.klaviyo.com');
    frame.push('https://*.klaviyo.com');
  }
  if (config.gtmId) {
    script.push('https://www.googletagmanager.com');
    connect.push('https://www.google-analytics.com', 'https://*.google-analytics.com');
    img.push('https://www.googletagmanager.com');
  }
  frame.push('https://player.vimeo.com');
  return { script, connect, frame, img, style };
}

/**
 * The Content-Security-Policy header of every response: every kind of resource but scripts. Scripts are governed
 * by each HTML document's own policy (documentScriptPolicy, a <meta> at the top of its <head>), which names the
 * hashes of that document's inline scripts: React's server render reveals the page's outlined Suspense boundaries
 * with inline scripts that Next's pages router renders without a nonce (render.js calls renderToInitialFizzStream
 * with no nonce option), and whose text differs per page. A header cannot name them for an ISR page (its HTML is
 * made once and served from the cache with the config's static headers), and a per-request nonce would make every
 * ISR page render per request; a hash travels with the cached HTML. So the header sets no script-src and no
 * default-src (either would apply to scripts alongside the document's policy and have to allow 'unsafe-inline'),
 * and lists each other directive instead.
 */
export function contentSecurityPolicy(config: PublicConfig): string {
  const { connect, frame, img, style } = sources(config);
  return [
    `style-src ${style.join(' ')}`,
    `img-src ${img.join(' ')}`,
    "font-src 'self' data:",
    "media-src 'self'",
    "manifest-src 'self'",
    WORKER_SRC,
    `connect-src ${connect.join(' ')}`,
    `frame-src ${frame.join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/**
 * An HTML document's script policy (its <meta http-equiv="Content-Security-Policy">): this site and the third
 * parties the config turns on, plus the hashes of the document's own inline scripts; no 'unsafe-inline'. In
 * development Next's own tooling runs inline and evaluated code: 'unsafe-inline' and 'unsafe-eval' (no hashes,
 * which would turn 'unsafe-inline' off).
 */
export function documentScriptPolicy(config: PublicConfig, inlineScriptHashes: readonly string[], isDev = process.env.NODE_ENV !== 'production'): string {
  const { script } = sources(config);
  const extra = isDev ? ["'unsafe-inline'", "'unsafe-eval'"] : inlineScriptHashes.map((hash) => `'${hash}'`);
  // Each policy stands alone: without its own worker-src this one would judge workers by its script-src, and
  // refuse the ALTCHA widget's blob: workers that the header allows.
  return `script-src ${[...script, ...extra].join(' ')}; ${WORKER_SRC}`;
}

export function securityHeaders(config: PublicConfig): { key: string; value: string }[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(config) },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
  ];
}

/** Two years, subdomains included: browsers that once reached the shop over https never try plain http again. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

/**
 * HSTS on a response to an https request (a TLS socket, or https through a proxy TRUST_PROXY trusts); never on
 * plain http, where it means nothing, or where a client only claims https. Set per request by the server hook
 * (lib/operations/http-server.ts), since next.config's headers cannot see the connection.
 */
export function setTransportSecurity(req: IncomingMessage, res: ServerResponse): void {
  if (isHttps(req)) res.setHeader('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
}
