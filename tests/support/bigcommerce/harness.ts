/**
 * Runs the adapter against a named scenario. The adapter's `fetchImpl` hands each request to msw's
 * `getResponse` over the scenario's handlers and, when none answers, to the fake BigCommerce in-process,
 * after the contract checker has looked at it; every request is recorded with the operation it matched and
 * any contract problem, so a test can assert that nothing went unchecked.
 */
import type { RequestHandler } from 'msw';
import { createBigCommerceService, type BigCommerceConfig } from '@/lib/commerce/bigcommerce';
import type { CommerceService } from '@/lib/commerce/service';
import type { FakeBigCommerce, FakeOptions } from '../fake-bigcommerce';
import type { RateLimitPolicy } from '@/lib/commerce/bigcommerce/client';
import { createScenario, TEST_CONFIG, type BigCommerceStore, type ScenarioName } from './scenarios';
import { createContractChecker } from './contract';
import { getMsw } from '../msw';

export interface RecordedRequest {
  method: string;
  url: string;
  /** Request headers, lower-cased names. */
  headers: Record<string, string>;
  body: string;
  operation: string | null;
  problems: string[];
}

export interface Harness {
  config: BigCommerceConfig;
  store: BigCommerceStore;
  fake: FakeBigCommerce;
  service: CommerceService;
  fetchImpl: typeof fetch;
  /** Puts handlers in front of the scenario's (like msw's `server.use`). */
  use(...handlers: RequestHandler[]): void;
  requests: RecordedRequest[];
  /** Every contract problem so far, each prefixed with its request. */
  problems(): string[];
  /** The operations the recorded requests matched. */
  operations(): Set<string>;
}

function abortable<T>(work: Promise<T>, signal: AbortSignal | null | undefined): Promise<T> {
  if (!signal) return work;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

export interface HarnessOptions {
  scenario?: ScenarioName;
  config?: BigCommerceConfig;
  timeoutMs?: number;
  /** The fake store's own settings (its REST quota, latency...). */
  fake?: Partial<FakeOptions>;
  /** The adapter's 429 policy. */
  rateLimit?: Partial<RateLimitPolicy>;
}

export function createHarness(options: HarnessOptions = {}): Harness {
  const config = options.config ?? TEST_CONFIG;
  const scenario = createScenario(options.scenario ?? 'storefront', config, options.fake);
  const checker = createContractChecker(config);
  const requests: RecordedRequest[] = [];
  let extra: RequestHandler[] = [];

  const fetchImpl: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const body = await request.clone().text();
    const result = checker.check({ method: request.method, url: request.url, headers: request.headers, body });
    const record: RecordedRequest = {
      method: request.method,
      url: request.url,
      headers: Object.fromEntries(request.headers.entries()),
      body,
      ...result,
    };
    requests.push(record);
    const work = (async () =>
      (await getMsw().getResponse([...extra, ...scenario.handlers], request.clone())) ?? scenario.fake.fetch(request))();
    return abortable(work, init?.signal);
  };

  return {
    config,
    store: scenario.store,
    fake: scenario.fake,
    service: createBigCommerceService(config, { fetchImpl, timeoutMs: options.timeoutMs, rateLimit: options.rateLimit }),
    fetchImpl,
    use(...handlers) {
      extra = [...handlers, ...extra];
    },
    requests,
    problems() {
      return requests.flatMap((request) =>
        request.problems.map((problem) => `${request.method} ${request.url}${request.operation ? ` (${request.operation})` : ''}: ${problem}`),
      );
    },
    operations() {
      return new Set(requests.flatMap((request) => (request.operation ? [request.operation] : [])));
    },
  };
}
