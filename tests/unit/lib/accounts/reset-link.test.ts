import type { IncomingMessage, ServerResponse } from 'node:http';
import { forgetResetLink, keepResetLink, parseResetLink, readResetLink } from '@/lib/accounts/reset-link';

/** The Set-Cookie lines a response got, and the cookie jar a browser would send back to /reset-password. */
function fakeExchange() {
  const lines: string[] = [];
  const req = { headers: {}, socket: {} } as IncomingMessage;
  const res = { appendHeader: (_name: string, value: string) => lines.push(value) } as unknown as ServerResponse;
  const jar = () => Object.fromEntries(lines.map((line) => line.split(';')[0]).map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]));
  return { req, res, lines, jar };
}

describe('a reset link kept out of the address bar', () => {
  it('takes a whole customer id and a token of at most 512 characters, and nothing else', () => {
    expect(parseResetLink('12', 'abc_-1')).toEqual({ customerId: 12, token: 'abc_-1' });
    for (const [c, t] of [[undefined, 'x'], ['0', 'x'], ['-1', 'x'], ['1.5', 'x'], ['12345678901', 'x'], ['1', ''], ['1', undefined], ['1', 'x'.repeat(513)]]) {
      expect(parseResetLink(c, t)).toBeNull();
    }
  });

  it('comes back whole from its cookie (any characters of the token), sent to the reset page alone for an hour, HttpOnly', () => {
    const { req, res, lines, jar } = fakeExchange();
    keepResetLink(req, res, { customerId: 7, token: 'a.b;c=d e/+%' });
    expect(lines[0]).toMatch(/; Path=\/reset-password; HttpOnly; SameSite=Lax; Max-Age=3600; Expires=/);
    expect(readResetLink(jar())).toEqual({ customerId: 7, token: 'a.b;c=d e/+%' });
  });

  it('is nothing when the cookie is missing, cleared or tampered with', () => {
    expect(readResetLink({})).toBeNull();
    expect(readResetLink({ bn_reset: '' })).toBeNull();
    expect(readResetLink({ bn_reset: 'abc.token' })).toBeNull();
    expect(readResetLink({ bn_reset: '7.%E0%A4%A' })).toBeNull();
    const { req, res, lines, jar } = fakeExchange();
    forgetResetLink(req, res);
    expect(lines[0]).toMatch(/^bn_reset=; Path=\/reset-password; .*Max-Age=0/);
    expect(readResetLink(jar())).toBeNull();
  });
});
