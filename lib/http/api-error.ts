import type { ErrorItem } from './fetcher';

/** An error an API route answers with as it is: a status and a message safe to show. */
export class ApiError extends Error {
  readonly status: number;
  readonly code?: string;

  constructor(status: number, message: string, code?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

/** The one error envelope of every API route (route.ts adds the request id when it answers). */
export interface ErrorEnvelope {
  errors: ErrorItem[];
  requestId?: string;
}

export function envelope(message: string, code?: string): ErrorEnvelope {
  return { errors: [code ? { message, code } : { message }] };
}
