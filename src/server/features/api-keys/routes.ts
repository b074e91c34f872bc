import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiKey,
  apiKeyIdParams,
  apiKeyWithSecret,
  createApiKeyBody,
} from '../../../contracts/api-keys.js';
import { errorBody } from '../../../contracts/errors.js';
import { actorOf, requirePermission } from '../../auth/authorize.js';
import type { AppContext } from '../../app-context.js';
import { createApiKey } from './create-api-key.js';
import { listApiKeys } from './list-api-keys.js';
import { revokeApiKey } from './revoke-api-key.js';
import { noStore } from '../../http/no-store.js';

/** Settings → API keys: workspace admins create, list and revoke the workspace's keys. */
export async function apiKeyRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.database.db;
  const guard = { onRequest: requirePermission('manageApiKeys') };
  const errors = { 401: errorBody, 403: errorBody };

  r.get(
    '/api/api-keys',
    { ...guard, schema: { tags: ['API keys'], response: { 200: z.array(apiKey), ...errors } } },
    async (req) => listApiKeys(db, actorOf(req)),
  );
  r.post(
    '/api/api-keys',
    {
      ...guard,
      schema: {
        tags: ['API keys'],
        body: createApiKeyBody,
        response: { 201: apiKeyWithSecret, 400: errorBody, ...errors },
      },
    },
    // the one answer that carries the key itself
    async (req, reply) =>
      noStore(reply)
        .status(201)
        .send(await createApiKey(db, actorOf(req), req.body)),
  );
  r.delete(
    '/api/api-keys/:id',
    {
      ...guard,
      schema: {
        tags: ['API keys'],
        params: apiKeyIdParams,
        response: { 204: z.void().describe('Revoked'), 404: errorBody, ...errors },
      },
    },
    async (req, reply) => {
      await revokeApiKey(db, actorOf(req), req.params.id);
      return reply.status(204).send();
    },
  );
}
