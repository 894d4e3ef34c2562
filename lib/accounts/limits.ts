/** Turns a limiter's refusal into the 429 the account routes answer with (and its Retry-After header). */
import type { ServerResponse } from 'node:http';
import { ApiError } from '@/lib/http/api-error';
import { minutesToWait, type LimitState } from '@/lib/rate-limit';

export function refuseIfLimited(res: ServerResponse, states: LimitState[], message: (minutes: number) => string): void {
  const refused = states.filter((state) => !state.allowed);
  if (refused.length === 0) return;
  const waitMs = Math.max(...refused.map((state) => state.retryAfterMs));
  res.setHeader('Retry-After', String(Math.max(1, Math.ceil(waitMs / 1000))));
  throw new ApiError(429, message(minutesToWait(waitMs)), 'rate_limited');
}
