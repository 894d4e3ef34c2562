/** Turns a limit's refusal into the 429 a route answers with (and its Retry-After header). */
import type { ServerResponse } from 'node:http';
import { ApiError } from '@/lib/http/api-error';
import { waitText, type LimitState } from './index';

export function refuseIfLimited(res: ServerResponse, states: LimitState[], message: (wait: string) => string): void {
  const refused = states.filter((state) => !state.allowed);
  if (refused.length === 0) return;
  const waitMs = Math.max(...refused.map((state) => state.retryAfterMs));
  res.setHeader('Retry-After', String(Math.max(1, Math.ceil(waitMs / 1000))));
  throw new ApiError(429, message(waitText(waitMs)), 'rate_limited');
}
