// The answers a route declares besides its success: each error status it can give, all with the
// one error body `{message, code}` (contracts/errors.ts). Declared on every route so the web
// client, the tests and the public API's OpenAPI document read them from one place.
import { z } from 'zod';
import { errorBody } from '../../contracts/errors.js';

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 429 | 500 | 503;

/**
 * The error statuses given, and those any route can answer (the error handler's): 500, and 503
 * while the database is away (a restart, a fail-over).
 */
export function errors(...statuses: ErrorStatus[]): Partial<Record<ErrorStatus, typeof errorBody>> {
  return Object.fromEntries([...statuses, 500, 503].map((s) => [s, errorBody]));
}

/** A signed-in caller with a permission of the map: 401 without a session, 403 without the right. */
export const GUARDED = [401, 403] as const;

/** An empty answer (204, or a redirect's). */
export const noBody = z.void().describe('No body');

/** A file download: bytes with their own content type. */
export const fileBody = z.unknown().describe('File');
