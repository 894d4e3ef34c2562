import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PublicConfig } from '../config';
import { isHttps } from './client-address';

/**
 * Security headers for every response. The CSP allows only the third parties the config turns on,
 * so the embedded shop loads nothing from elsewhere.
 */
export function contentSecurityPolicy(config: PublicConfig, isDev = process.env.NODE_ENV !== 'production'): string {
  const script = ["'self'", "'unsafe-inline'"];
  const connect = ["'self'"];
  const frame = ["'self'"];
  const img = ["'self'", 'data:', 'blob:'];
  const style = ["'self'", "'unsafe-inline'"];
  if (isDev) script.push("'unsafe-eval'");
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
  return [
    "default-src 'self'",
    `script-src ${script.join(' ')}`,
    `style-src ${style.join(' ')}`,
    `img-src ${img.join(' ')}`,
    "font-src 'self' data:",
    // The ALTCHA widget solves its proof of work in workers it starts from its own bundled code (blob: URLs).
    "worker-src 'self' blob:",
    `connect-src ${connect.join(' ')}`,
    `frame-src ${frame.join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
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
