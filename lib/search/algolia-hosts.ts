/**
 * ALGOLIA_HOSTS (`http://127.0.0.1:4410`, ...) in the shape Algolia's clients take: shared by the admin client
 * (sync, webhook) and the search clients (server and browser). Browser-safe: no client is imported here.
 */
interface AlgoliaHostOption {
  url: string;
  accept: 'readWrite';
  protocol: 'http' | 'https';
  port?: number;
}

function algoliaHost(address: string): AlgoliaHostOption {
  const url = new URL(address);
  return {
    url: url.hostname,
    accept: 'readWrite',
    protocol: url.protocol === 'http:' ? 'http' : 'https',
    ...(url.port ? { port: Number(url.port) } : {}),
  };
}

/** The client option for a hosts override, or nothing (Algolia's own hosts). */
export function algoliaHostsOption(hosts: readonly string[] | null | undefined): { hosts: AlgoliaHostOption[] } | undefined {
  return hosts && hosts.length > 0 ? { hosts: hosts.map(algoliaHost) } : undefined;
}
