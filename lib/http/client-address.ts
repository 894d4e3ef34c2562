/**
 * What the request says about its client, counting proxies' headers only as far as TRUST_PROXY allows:
 *  - the client's address, as rate limits see it: X-Forwarded-For is walked by proxy-addr from the socket's
 *    address back through trusted proxies only;
 *  - the host and scheme the browser used (for the cross-site check, cookie flags and HSTS): X-Forwarded-Host,
 *    X-Forwarded-Proto and Forwarded count only when the socket's peer is a trusted proxy.
 * With no TRUST_PROXY the socket is the client, whatever the headers say.
 */
import type { IncomingMessage } from 'node:http';
import proxyAddr from 'proxy-addr';
import { getConfig, type TrustProxy } from '../config';

type TrustFunction = (address: string, hop: number) => boolean;

const compiled = new WeakMap<TrustProxy, TrustFunction>();

function trustFunction(trust: TrustProxy): TrustFunction {
  let fn = compiled.get(trust);
  if (!fn) {
    if (trust.kind === 'none') fn = () => false;
    else if (trust.kind === 'hops') {
      const { hops } = trust;
      fn = (_address, hop) => hop < hops;
    } else fn = proxyAddr.compile(trust.entries);
    compiled.set(trust, fn);
  }
  return fn;
}

/** `::ffff:1.2.3.4` (an IPv4 client on a dual-stack socket) is 1.2.3.4. */
function normalise(address: string): string {
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address;
}

export function clientAddress(req: IncomingMessage, trust: TrustProxy = getConfig().trustProxy): string {
  if (!req.socket?.remoteAddress) return 'unknown';
  return normalise(proxyAddr(req, trustFunction(trust)));
}

/** Whether the request's direct peer is a proxy TRUST_PROXY trusts (only then do its forwarding headers count). */
function viaTrustedProxy(req: IncomingMessage, trust: TrustProxy = getConfig().trustProxy): boolean {
  const peer = req.socket?.remoteAddress;
  return peer !== undefined && trust.kind !== 'none' && trustFunction(trust)(normalise(peer), 0);
}

function firstHeader(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  const first = (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim();
  return first || undefined;
}

/** A parameter (`host`, `proto`) of the Forwarded header's first element (RFC 7239: the client-facing proxy's). */
function forwardedParameter(req: IncomingMessage, name: 'host' | 'proto'): string | undefined {
  const element = firstHeader(req, 'forwarded');
  if (!element) return undefined;
  for (const pair of element.split(';')) {
    const index = pair.indexOf('=');
    if (index > 0 && pair.slice(0, index).trim().toLowerCase() === name) {
      return pair.slice(index + 1).trim().replace(/^"(.*)"$/, '$1') || undefined;
    }
  }
  return undefined;
}

/** The host the browser asked for: a trusted proxy's Forwarded host / X-Forwarded-Host, else the Host header. */
export function requestHost(req: IncomingMessage, trust?: TrustProxy): string {
  const forwarded = viaTrustedProxy(req, trust) ? (forwardedParameter(req, 'host') ?? firstHeader(req, 'x-forwarded-host')) : undefined;
  return (forwarded ?? req.headers.host ?? '').toLowerCase();
}

/** Whether the browser's request was https: a TLS socket, or a trusted proxy's Forwarded proto / X-Forwarded-Proto. */
export function isHttps(req: IncomingMessage, trust?: TrustProxy): boolean {
  if (viaTrustedProxy(req, trust)) {
    const proto = forwardedParameter(req, 'proto') ?? firstHeader(req, 'x-forwarded-proto');
    if (proto) return proto.toLowerCase() === 'https';
  }
  return Boolean((req.socket as { encrypted?: boolean } | undefined)?.encrypted);
}
