// One error type with codes; the HTTP status for each code is decided here and nowhere else.
import type { ErrorCode as PublicErrorCode } from '../../contracts/errors.js';

export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** extra JSON fields for the response body, e.g. upgradeRequired */
    readonly extra: Record<string, unknown> = {},
    /** what went wrong underneath (logged for 5xx, never sent) */
    cause?: unknown,
  ) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'AppError';
  }
  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const badRequest = (message: string, extra?: Record<string, unknown>) =>
  new AppError('BAD_REQUEST', message, extra);
export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', message);
export const forbidden = (message: string, extra?: Record<string, unknown>) =>
  new AppError('FORBIDDEN', message, extra);

const PUBLIC_CODES: Record<keyof typeof ERROR_STATUS, PublicErrorCode> = {
  BAD_REQUEST: 'validation',
  UNAUTHORIZED: 'unauthorized',
  FORBIDDEN: 'forbidden',
  NOT_FOUND: 'not_found',
  CONFLICT: 'conflict',
  GONE: 'gone',
  PAYLOAD_TOO_LARGE: 'payload_too_large',
  RATE_LIMITED: 'rate_limited',
  UNAVAILABLE: 'unavailable',
};

/** The stable code of the error body (src/contracts/errors.ts) for an internal error code. */
export const publicCodeOf = (code: ErrorCode): PublicErrorCode => PUBLIC_CODES[code];
/** 429 with a Retry-After header: the caller may try again after that many seconds. */
export class RateLimitedError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('RATE_LIMITED', message);
  }
}
