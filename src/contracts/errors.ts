// Every error answer is {"message": "...", "code": "..."}: the message for people, the code —
// one of this list, stable across versions — for programs (the web client decides on it).
import { z } from 'zod';

export const ERROR_CODES = [
  'bad_request',
  'validation',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  /** an invitation link that was used, withdrawn or has expired */
  'gone',
  'limit_reached',
  'payload_too_large',
  'rate_limited',
  'unavailable',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const errorBody = z
  .object({ message: z.string(), code: z.enum(ERROR_CODES) })
  .loose()
  // one component of the OpenAPI document (components/schemas/Error), referenced by every answer
  .meta({
    id: 'Error',
    description: 'Every error answer: `message` for people, `code` (stable) for programs',
  });
export type ErrorBody = z.infer<typeof errorBody>;
