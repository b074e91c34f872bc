// Every error answer is {"message": "...", "code": "..."}: the message for people, the code —
// one of this list, stable across versions — for programs (the web client decides on it). The
// server's errors (src/server/lib/errors.ts) and the web's ApiError speak this vocabulary only.
import { z } from 'zod';
import { PLAN_IDS } from './plans.js';

export const ERROR_CODES = [
  'bad_request',
  'validation',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  /** an invitation link that was used, withdrawn or has expired */
  'gone',
  /** a plan limit: the body carries LimitReachedDetails beside message and code */
  'limit_reached',
  'payload_too_large',
  'rate_limited',
  'unavailable',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const isErrorCode = (v: unknown): v is ErrorCode =>
  typeof v === 'string' && (ERROR_CODES as readonly string[]).includes(v);

/** The HTTP status of each code: decided here and nowhere else. */
export const ERROR_STATUS: Record<ErrorCode, number> = {
  bad_request: 400,
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  limit_reached: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  payload_too_large: 413,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
};

/** The code of an answer that came without one of ours (a framework's 4xx, a proxy's page). */
export function codeForStatus(status: number): ErrorCode {
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 409) return 'conflict';
  if (status === 410) return 'gone';
  if (status === 413) return 'payload_too_large';
  if (status === 429) return 'rate_limited';
  if (status === 502 || status === 503 || status === 504) return 'unavailable';
  if (status >= 500) return 'internal';
  return 'bad_request';
}

/**
 * The one payload of `limit_reached`, beside message and code: the plan to upgrade from and, for
 * a counted limit, the limit and how many are used. Flat in the body, as spec core §8 reads a
 * refused create ("whose JSON body has upgradeRequired, plan and limit").
 */
export const limitReachedDetails = z.object({
  upgradeRequired: z.literal(true).meta({ description: 'Always true: a larger plan lifts it' }),
  plan: z.enum(PLAN_IDS).meta({ description: "The workspace's current plan" }),
  limit: z
    .number()
    .int()
    .nonnegative()
    .optional()
    .meta({ description: 'The plan allows this many' }),
  used: z.number().int().nonnegative().optional().meta({ description: 'How many are used now' }),
});
export type LimitReachedDetails = z.infer<typeof limitReachedDetails>;

export const errorBody = z
  .object({ message: z.string(), code: z.enum(ERROR_CODES) })
  // with code limit_reached the fields of limitReachedDetails too (said in the description, so
  // the document keeps one Error component of message and code)
  .loose()
  // one component of the OpenAPI document (components/schemas/Error), referenced by every answer
  .meta({
    id: 'Error',
    description:
      'Every error answer: `message` for people, `code` (stable) for programs; with code `limit_reached` also `upgradeRequired`, `plan` and, for a counted limit, `limit` and `used`',
  });
export type ErrorBody = z.infer<typeof errorBody>;
