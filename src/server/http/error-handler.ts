// Maps every error to a JSON {message, code} reply; a 5xx never tells the client more than that.
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MSG } from '../../contracts/messages.js';
import { codeForStatus, type ErrorBody } from '../../contracts/errors.js';
import type { DatabaseAvailability } from '../db/availability.js';
import { isDatabaseUnavailable, unavailableReason } from '../db/unavailable.js';
import { AppError, RateLimitedError } from '../lib/errors.js';

/** Seconds a client is asked to wait while the database is away (a restart takes a few). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export function installErrorHandler(
  app: FastifyInstance,
  availability?: DatabaseAvailability,
): void {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    if (isDatabaseUnavailable(error)) {
      // Not a bug of ours: the server restarts or fails over. Say so, and when to come back.
      const reason = unavailableReason(error);
      availability?.lost(reason);
      req.log.warn({ reason }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send(body(MSG.databaseUnavailable, 'unavailable'));
    }
    if (error instanceof RateLimitedError) {
      void reply.header('retry-after', String(error.retryAfterSeconds));
    }
    if (error instanceof AppError) {
      if (error.status >= 500) req.log.error({ err: error.cause ?? error }, error.message);
      return reply.status(error.status).send(error.body());
    }
    if (hasZodFastifySchemaValidationErrors(error) && error.validationContext === 'params') {
      // A malformed id names nothing that exists.
      return reply.status(404).send(body(MSG.notFound, 'not_found'));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply
        .status(400)
        .send(body(validationMessage(error.validation, error.validationContext), 'validation'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send(body(clientMessage(error), codeForStatus(status)));
    }
    req.log.error({ err: error }, 'request failed');
    return reply.status(500).send(body(MSG.internal, 'internal'));
  });
}

const body = (message: string, code: ErrorBody['code']): ErrorBody => ({ message, code });

type Issue = { message?: string; keyword?: string; instancePath?: string };

function validationMessage(issues: readonly Issue[], context: string | undefined): string {
  const first = issues[0];
  if (!first) return 'Invalid request';
  // The whole body (not one field) has the wrong shape: say so plainly.
  if (first.instancePath === '/' && first.keyword === 'invalid_type' && context === 'body') {
    return 'Request body must be a JSON object';
  }
  return first.message ?? 'Invalid request';
}

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return MSG.invalidJson;
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return MSG.bodyTooLarge;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type: send JSON';
    default:
      return error.statusCode === 429 ? MSG.tooManyRequests : error.message;
  }
}
