// The one error of a failed call (issue 31): what the server answered, typed, so every screen
// decides by `code` (src/contracts/errors.ts) and never by status numbers or message text.
import {
  codeForStatus,
  isErrorCode,
  limitReachedDetails,
  type ErrorCode,
  type LimitReachedDetails,
} from '../../contracts/errors.js';

/** The server's codes, and `network` when no answer came at all. */
export type ApiErrorCode = ErrorCode | 'network';

export const NETWORK_FAILURE_MESSAGE = 'Could not reach the server. Please try again.';

export class ApiError extends Error {
  constructor(
    /** HTTP status; 0 when no answer came (network failure) */
    readonly status: number,
    readonly code: ApiErrorCode,
    /** the server's message for people (the body text or status text of a foreign answer) */
    message: string,
    /** the body's other fields (e.g. a limit_reached answer's plan and limit) */
    readonly details: Readonly<Record<string, unknown>> = {},
    cause?: unknown,
  ) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'ApiError';
  }
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The error of an answer with this status and body text. An answer not of our server (a proxy's
 * page) is coded by its status, except that a 401 is an authorisation failure only when it says
 * "Unauthorized" (spec core §7).
 */
export function apiErrorFrom(status: number, text: string): ApiError {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  const { message, code, ...details } = isObject(body) ? body : {};
  const said = typeof message === 'string' ? message : text;
  const coded = isErrorCode(code)
    ? code
    : status === 401 && !text.includes('Unauthorized')
      ? 'bad_request'
      : codeForStatus(status);
  return new ApiError(status, coded, said, details);
}

/** Reads a failed answer's body into its ApiError. */
export async function apiErrorOf(res: Response): Promise<ApiError> {
  const text = await res.text().catch(() => '');
  return apiErrorFrom(res.status, text || res.statusText);
}

/** No answer at all: the network, the server down, a blocked request. */
export const networkFailure = (cause: unknown): ApiError =>
  new ApiError(0, 'network', NETWORK_FAILURE_MESSAGE, {}, cause);

/** Whether the error is a failed call answered with this code. */
export const hasCode = (error: unknown, code: ApiErrorCode): error is ApiError =>
  error instanceof ApiError && error.code === code;

/** The plan limit a `limit_reached` answer names (its one payload), else null. */
export function limitReachedOf(error: unknown): LimitReachedDetails | null {
  if (!hasCode(error, 'limit_reached')) return null;
  const parsed = limitReachedDetails.safeParse(error.details);
  return parsed.success ? parsed.data : null;
}

/**
 * The server's message when it is meant for people: a refusal (4xx) or a deliberate 503 (e.g.
 * billing not configured); otherwise (a 5xx, no answer, a bug of ours) the caller's fallback.
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || error.message.trim() === '') return fallback;
  const { status } = error;
  return (status >= 400 && status < 500) || status === 503 ? error.message : fallback;
}

/** What to show inline under a form: the failed call's message (or the error's own). */
export const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);
