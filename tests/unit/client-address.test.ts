/** @jest-environment node */
import type { IncomingMessage } from 'node:http';
import { ConfigError, loadConfig, type TrustProxy } from '@/lib/config';
import { clientAddress, isHttps, requestHost } from '@/lib/http/client-address';

function request(socketAddress: string, forwardedFor?: string): IncomingMessage {
  return { headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor }, socket: { remoteAddress: socketAddress } } as unknown as IncomingMessage;
}

function trust(value: string | undefined): TrustProxy {
  return loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy;
}

/** Cloudflare's published IPv4 ranges, as .env.example suggests them (a few of them). */
const CLOUDFLARE = '173.245.48.0/20,103.21.244.0/22,162.158.0.0/15,104.16.0.0/13,172.64.0.0/13,2606:4700::/32';

describe('the client address', () => {
  it('is the socket address when no proxy is trusted, whatever X-Forwarded-For says', () => {
    const none = trust(undefined);
    expect(none).toEqual({ kind: 'none' });
    const seen = new Set(['1.1.1.1', '2.2.2.2', '3.3.3.3, 4.4.4.4'].map((spoof) => clientAddress(request('198.51.100.7', spoof), none)));
    expect([...seen]).toEqual(['198.51.100.7']);
    expect(clientAddress(request('198.51.100.7'), trust('false'))).toBe('198.51.100.7');
  });

  it('takes the entry the trusted hops appended, not one the client wrote (hop count)', () => {
    // Client sent "X-Forwarded-For: 6.6.6.6"; the one load balancer appended the real client 203.0.113.9.
    expect(clientAddress(request('10.0.0.2', '6.6.6.6, 203.0.113.9'), trust('1'))).toBe('203.0.113.9');
    // Two proxies (CDN then load balancer): the CDN appended the client, the balancer the CDN.
    expect(clientAddress(request('10.0.0.2', '6.6.6.6, 203.0.113.9, 172.70.1.1'), trust('2'))).toBe('203.0.113.9');
    // No header at all behind a trusted hop: the proxy itself.
    expect(clientAddress(request('10.0.0.2'), trust('1'))).toBe('10.0.0.2');
  });

  it('walks back only through the listed proxies (addresses, CIDR ranges, names)', () => {
    const loopback = trust('loopback');
    expect(clientAddress(request('127.0.0.1', '6.6.6.6, 203.0.113.9'), loopback)).toBe('203.0.113.9');
    // A request that did not come through the proxy: its own header is ignored.
    expect(clientAddress(request('198.51.100.7', '6.6.6.6'), loopback)).toBe('198.51.100.7');

    const cloudflare = trust(CLOUDFLARE);
    expect(clientAddress(request('162.158.90.1', '6.6.6.6, 203.0.113.9'), cloudflare)).toBe('203.0.113.9');
    expect(clientAddress(request('203.0.113.50', '6.6.6.6'), cloudflare)).toBe('203.0.113.50');
  });

  it('writes IPv4 clients of a dual-stack socket as IPv4', () => {
    expect(clientAddress(request('::ffff:198.51.100.7'), trust(undefined))).toBe('198.51.100.7');
    expect(clientAddress(request('2001:db8::1'), trust(undefined))).toBe('2001:db8::1');
  });

  it('refuses TRUST_PROXY values that would trust everyone or cannot be read', () => {
    expect(() => trust('true')).toThrow(ConfigError);
    expect(() => trust('true')).toThrow(/any client/);
    expect(() => trust('my-balancer')).toThrow(/TRUST_PROXY/);
    expect(() => trust('10.0.0.0/99')).toThrow(/TRUST_PROXY/);
    expect(trust('10.0.0.0/8, uniquelocal')).toEqual({ kind: 'list', entries: ['10.0.0.0/8', 'uniquelocal'] });
  });
});

function forwardedRequest(socketAddress: string, headers: Record<string, string>, encrypted = false): IncomingMessage {
  return { headers: { host: 'shop.example', ...headers }, socket: { remoteAddress: socketAddress, encrypted } } as unknown as IncomingMessage;
}

describe('the host and scheme the browser used', () => {
  const spoofs: Record<string, string>[] = [
    { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    { forwarded: 'host=evil.example;proto=https' },
    { forwarded: 'for=1.2.3.4;host="evil.example";proto=https, host=other.example' },
  ];

  it('ignores X-Forwarded-Host, X-Forwarded-Proto and Forwarded without TRUST_PROXY', () => {
    for (const headers of spoofs) {
      const request = forwardedRequest('127.0.0.1', headers);
      expect({ headers, host: requestHost(request, trust(undefined)), https: isHttps(request, trust(undefined)) }).toEqual({ headers, host: 'shop.example', https: false });
    }
  });

  it('ignores them from a peer that is not a trusted proxy', () => {
    for (const headers of spoofs) {
      const request = forwardedRequest('198.51.100.7', headers);
      expect({ host: requestHost(request, trust('loopback')), https: isHttps(request, trust('loopback')) }).toEqual({ host: 'shop.example', https: false });
    }
  });

  it('takes them from a trusted proxy: the Forwarded header first, then X-Forwarded-*', () => {
    for (const headers of spoofs) {
      const request = forwardedRequest('10.0.0.2', headers);
      expect({ host: requestHost(request, trust('1')), https: isHttps(request, trust('1')) }).toEqual({ host: 'evil.example', https: true });
    }
    expect(isHttps(forwardedRequest('127.0.0.1', { 'x-forwarded-proto': 'http' }, true), trust('loopback'))).toBe(false);
    expect(requestHost(forwardedRequest('127.0.0.1', { 'x-forwarded-host': 'Shop.Example:8443, inner:3000' }), trust('loopback'))).toBe('shop.example:8443');
  });

  it('is https on a TLS socket without any header', () => {
    expect(isHttps(forwardedRequest('198.51.100.7', {}, true), trust(undefined))).toBe(true);
    expect(isHttps(forwardedRequest('10.0.0.2', {}, true), trust('1'))).toBe(true);
  });
});
