/**
 * Readiness (GET /api/ready): may this instance take traffic? One entry per dependency:
 *  - required, checked on each probe: the embedded store (a read and a write), the shared state (rate limits,
 *    sign-outs, captcha passes) in its SQLite file (`shared-state`; nothing for the in-memory one);
 *  - `redis` (REDIS_URL), checked on each probe: required until it has first answered since this process started
 *    (a wrong REDIS_URL keeps a new release out of the balancer), reported but not required after that;
 *  - reported, not required: each hosted service this shop is configured for, from the last calls the app
 *    made to it (lib/operations/upstream.ts), never from a new call per probe. A hosted service's outage hits
 *    every instance alike: taking them all out of the balancer would only replace the shop's own error
 *    messages with the balancer's.
 * Draining (shutdown begun) answers at once, without checks. Nothing secret is reported: no URL, no message,
 * only states, times, HTTP statuses and error codes.
 */
import { getCommerce } from '../commerce';
import { getConfig, type ServiceName, type SharedStateKind } from '../config';
import { isDraining } from '../operations/lifecycle';
import { getSharedState } from '../shared-state';
import type { SharedState } from '../shared-state/types';
import { upstreamStates } from '../operations/upstream';

interface DependencyReport {
  status: 'up' | 'down' | 'unknown';
  required: boolean;
  /** Time the check took (checked dependencies). */
  latencyMs?: number;
  /** Why a check failed: an error code or type, never a message. */
  reason?: string;
  /** Hosted services: the last call this process made. */
  lastCallAt?: string;
  lastStatus?: number | null;
  failuresInRow?: number;
}

interface ReadinessReport {
  status: 'ready' | 'not_ready' | 'draining';
  dependencies: Record<string, DependencyReport>;
}

interface ReadinessCheck {
  name: string;
  /** Whether its being down makes the instance not ready; a function is asked once the check has run. */
  required: boolean | (() => boolean);
  /** Resolves when the dependency works; throws (or rejects) when it does not. */
  check: () => Promise<void> | void;
}

const CHECK_TIMEOUT_MS = 2_000;

/** The hosted service behind each configurable part of the shop, as the fetch wrapper and SDK clients name it. */
const HOSTED_SERVICES: Partial<Record<ServiceName, string>> = {
  commerce: 'bigcommerce',
  content: 'sanity',
  search: 'algolia',
  captcha: 'recaptcha',
  marketing: 'klaviyo',
};

function reasonOf(error: unknown): string {
  // An error code (ECONNREFUSED, timeout), or a storage fault's kind (busy, read_only, full, corrupt).
  const { code: errorCode, kind } = (error ?? {}) as { code?: unknown; kind?: unknown };
  const code = errorCode ?? kind;
  if (typeof code === 'string' && /^[\w.-]{1,64}$/.test(code)) return code;
  return error instanceof Error ? error.name : 'error';
}

const requiredOf = (check: ReadinessCheck) => (typeof check.required === 'function' ? check.required() : check.required);

async function run(check: ReadinessCheck): Promise<DependencyReport> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      Promise.resolve().then(check.check),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(Object.assign(new Error('timeout'), { code: 'timeout' })), CHECK_TIMEOUT_MS);
      }),
    ]);
    return { status: 'up', required: requiredOf(check), latencyMs: Math.round((performance.now() - started) * 10) / 10 };
  } catch (error) {
    return { status: 'down', required: requiredOf(check), latencyMs: Math.round((performance.now() - started) * 10) / 10, reason: reasonOf(error) };
  } finally {
    clearTimeout(timer);
  }
}

const storeCheck: ReadinessCheck = {
  name: 'store',
  required: true,
  async check() {
    const commerce = await getCommerce();
    await commerce.checkStore?.();
  },
};

/**
 * The shared state's own check (a write under the shop's prefix to Redis, a read of the SQLite file), named after
 * where it lives. The SQLite file is this instance's own: required. Redis is required only until it has first
 * answered (that write or a command) since this process started: a release with a wrong REDIS_URL would otherwise
 * pass readiness and answer every signed-in shopper 503. Once reached, an outage is reported, not required: Redis is
 * shared, so it hits every instance alike, and taking them all out of the balancer would stop guests' browsing too,
 * which needs no shared state.
 */
function sharedStateCheck(store: SharedStateKind): ReadinessCheck[] {
  if (store === 'memory') return [];
  let state: SharedState | undefined;
  return [
    {
      name: store === 'redis' ? 'redis' : 'shared-state',
      required: store === 'redis' ? () => !state?.reached : true,
      async check() {
        state = await getSharedState();
        await state.check();
      },
    },
  ];
}

export async function readiness(): Promise<ReadinessReport> {
  if (isDraining()) return { status: 'draining', dependencies: {} };
  const config = getConfig();
  const checks = [
    ...(config.modes.commerce === 'embedded' ? [storeCheck] : []),
    ...sharedStateCheck(config.sharedState.store),
  ];
  const results = await Promise.all(checks.map(run));
  const dependencies: Record<string, DependencyReport> = {};
  checks.forEach((check, index) => {
    dependencies[check.name] = results[index];
  });

  const states = upstreamStates();
  for (const [part, service] of Object.entries(HOSTED_SERVICES)) {
    if (config.modes[part as ServiceName] !== 'hosted') continue;
    const state = states.get(service);
    dependencies[service] = state
      ? {
          status: state.status,
          required: false,
          lastCallAt: new Date(state.lastCallAt).toISOString(),
          lastStatus: state.lastStatus,
          failuresInRow: state.failuresInRow,
          ...(state.lastFailure ? { reason: state.lastFailure } : {}),
        }
      : { status: 'unknown', required: false };
  }

  const down = Object.values(dependencies).some((dependency) => dependency.required && dependency.status !== 'up');
  // Shutdown may have begun while the checks ran.
  if (isDraining()) return { status: 'draining', dependencies };
  return { status: down ? 'not_ready' : 'ready', dependencies };
}
