import type { ErrorItem } from './fetcher';
import type { FlashError } from './flash-types';

/** An error an API route answers with as it is: a status and a message safe to show. */
export class ApiError extends Error {
  readonly status: number;
  readonly code?: string;
  /** The input field the error is about, when there is one (a form shows the message beside it). */
  readonly field?: string;
  /** Every problem of the input when there are several (the first is `message` and `field`): all are answered. */
  readonly problems?: FlashError[];

  constructor(status: number, message: string, code?: string, field?: string, problems?: FlashError[]) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.field = field;
    this.problems = problems;
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
