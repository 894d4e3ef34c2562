import { expect, type Page } from '@playwright/test';

/**
 * Records the URL and method of every request a page makes (navigations, redirects followed, scripts, fetches),
 * from the moment it is called. A journey checks at its end that no URL carried a secret, and counts its posts.
 */
export interface RequestLog {
  readonly requests: { method: string; url: string }[];
  /** How many requests of `method` went to a URL whose path is `path`. */
  count(method: string, path: string): number;
  /** Fails when any recorded URL holds one of `secrets` (as typed, URL-encoded or form-encoded), naming the URL. */
  expectNoSecrets(secrets: string[]): void;
}

/** The spellings a value can take in a URL: as typed, percent-encoded, and form-encoded (a space as +). */
function spellings(secret: string): string[] {
  const encoded = encodeURIComponent(secret);
  return [...new Set([secret, encoded, encoded.replace(/%20/g, '+'), secret.toLowerCase(), encoded.toLowerCase()])];
}

export function recordRequests(page: Page): RequestLog {
  const requests: { method: string; url: string }[] = [];
  page.on('request', (request) => requests.push({ method: request.method(), url: request.url() }));
  return {
    requests,
    count: (method, path) => requests.filter((request) => request.method === method && new URL(request.url).pathname === path).length,
    expectNoSecrets(secrets) {
      const leaks = requests.filter((request) => secrets.some((secret) => spellings(secret).some((spelling) => request.url.toLowerCase().includes(spelling.toLowerCase()))));
      expect(leaks.map((request) => request.url), 'no request URL may carry a password, an email or a token').toEqual([]);
      // A form that fell back to GET would put its fields in the query: never a password field by name either.
      expect(requests.filter((request) => /[?&][^=]*password[^=]*=/i.test(request.url)).map((request) => request.url)).toEqual([]);
    },
  };
}
