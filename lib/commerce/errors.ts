/**
 * Errors every commerce adapter throws. API routes map them to the error envelope:
 * the status is the HTTP status to answer with, the message is safe to show a shopper.
 */
type CommerceErrorCode =
  | 'not_found'
  | 'invalid_input'
  | 'out_of_stock'
  | 'quantity_limit'
  | 'forbidden'
  | 'conflict'
  | 'unauthenticated'
  | 'rate_limited'
  | 'limit_reached'
  | 'discount_refused'
  | 'gift_certificate_refused'
  | 'upstream';

const STATUS: Record<CommerceErrorCode, number> = {
  not_found: 404,
  invalid_input: 422,
  out_of_stock: 409,
  quantity_limit: 422,
  forbidden: 403,
  conflict: 409,
  unauthenticated: 401,
  rate_limited: 429,
  limit_reached: 409,
  discount_refused: 422,
  gift_certificate_refused: 422,
  upstream: 502,
};

export class CommerceError extends Error {
  readonly code: CommerceErrorCode;
  readonly status: number;

  constructor(code: CommerceErrorCode, message: string, status?: number) {
    super(message);
    this.name = 'CommerceError';
    this.code = code;
    this.status = status ?? STATUS[code];
  }
}

export function isCommerceError(error: unknown): error is CommerceError {
  return error instanceof CommerceError;
}

/** A product or variant asked for that the catalogue does not have: the product, or (the product is there) that option of it. */
export function notInCatalogue(productFound: boolean): CommerceError {
  return new CommerceError('not_found', productFound ? 'That option of the product is not in the catalogue.' : 'That product is not in the catalogue.');
}
