// One error type, coded in the public vocabulary of src/contracts/errors.ts; the error handler
// (http/error-handler.ts) turns it into the body, so no route builds an error body itself.
import {
  ERROR_STATUS,
  type ErrorBody,
  type ErrorCode,
  type LimitReachedDetails,
} from '../../contracts/errors.js';

type DetailValue = string | number | boolean | null | readonly DetailValue[] | DetailObject;
type DetailObject = { readonly [key: string]: DetailValue | undefined };

/**
 * Facts a program may act on, sent beside message and code (e.g. how many to remove, or the
 * refused rows of an upload with their reasons).
 */
export type ErrorDetails = Readonly<Record<string, DetailValue | undefined>>;

export type AppErrorOptions = {
  /** what went wrong underneath (logged for 5xx, never sent) */
  cause?: unknown;
  details?: ErrorDetails;
};

export class AppError extends Error {
  readonly details: ErrorDetails;
  constructor(
    readonly code: ErrorCode,
    message: string,
    { cause, details = {} }: AppErrorOptions = {},
  ) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'AppError';
    this.details = details;
  }
  get status(): number {
    return ERROR_STATUS[this.code];
  }
  /** The answer's body: message and code, then the details. */
  body(): ErrorBody {
    return { ...this.details, message: this.message, code: this.code };
  }
}

export const badRequest = (message: string, details?: ErrorDetails) =>
  new AppError('validation', message, { details });
export const notFound = (message = 'Not found') => new AppError('not_found', message);
export const forbidden = (message: string) => new AppError('forbidden', message);

/** 403 `limit_reached`: the plan allows no more of something; its one payload beside message. */
export class LimitReachedError extends AppError {
  declare readonly details: LimitReachedDetails;
  constructor(message: string, details: LimitReachedDetails) {
    super('limit_reached', message, { details });
  }
}

/** What a limit check knows: the plan, and for a counted limit the limit and how many are used. */
export type PlanLimit = Omit<LimitReachedDetails, 'upgradeRequired'>;

/** `throw limitReached(PROPERTY_MSG.limitReached, { plan: actor.plan, limit, used })` */
export const limitReached = (message: string, limit: PlanLimit): LimitReachedError =>
  new LimitReachedError(message, { upgradeRequired: true, ...limit });

/** 429 with a Retry-After header: the caller may try again after that many seconds. */
export class RateLimitedError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('rate_limited', message);
  }
}
