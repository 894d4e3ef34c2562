import type { IncomingMessage, ServerResponse } from 'node:http';
import { ApiError } from '@/lib/http/api-error';
import { currentCustomerId } from '@/lib/http/session';
import { messages } from './fields';

/** The session's customer id; a guest gets 401 (for API routes). */
export async function signedInCustomerId(req: IncomingMessage, res: ServerResponse): Promise<number> {
  const customerId = await currentCustomerId(req, res);
  if (customerId === null) throw new ApiError(401, messages.signInRequired, 'unauthenticated');
  return customerId;
}
