/**
 * The client's address, as rate limits see it. X-Forwarded-For counts only as far as TRUST_PROXY allows
 * (proxy-addr walks the list from the socket's address back through trusted proxies only); with no
 * TRUST_PROXY the socket's address is the client's, whatever the headers say.
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
