// PostgreSQL text cannot hold a NUL character: a string carrying one would fail at the insert
// with a 500. No field of this API has a use for it, so every request whose path parameters,
// query or JSON body holds one is refused up front with a 400 — one rule for every route, present
// and future, instead of a check in each contract.
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/errors.js';

export const NUL_MESSAGE = 'Text cannot contain NUL characters';

/** Depth-first over objects and arrays; bounded by the body limit and the JSON parser's depth. */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 64 || value === null || typeof value !== 'object') return false;
  if (Buffer.isBuffer(value)) return false; // raw bodies (the Stripe webhook) are bytes, not text
  for (const v of Array.isArray(value) ? value : Object.values(value)) {
    if (holdsNul(v, depth + 1)) return true;
  }
  return false;
}

export function refuseNul(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    if (holdsNul(req.params) || holdsNul(req.query) || holdsNul(req.body)) {
      throw new AppError('validation', NUL_MESSAGE);
    }
  });
}
