// One error type with codes; the HTTP status for each code is decided here and nowhere else.
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
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
  ) {
    super(message);
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

/** 429 with a Retry-After header: the caller may try again after that many seconds. */
export class RateLimitedError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('RATE_LIMITED', message);
  }
}
