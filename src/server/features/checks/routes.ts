// "Check now": makes properties due at once and answers 202; results come through the scheduler.
// Both requests are limited per workspace (CHECK_ALL_PER_MINUTE, CHECK_NOW_PER_MINUTE): one
// workspace looping them must not crowd the worker every workspace shares.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '../../../contracts/properties.js';
import { actorOf, canWrite } from '../../auth/authorize.js';
import type { AppContext } from '../../app-context.js';
import { checkAllNow, checkNow } from './request-checks.js';

/** The caller's workspace (the session hook runs before this), else the address. */
export const perWorkspace = (req: FastifyRequest) => req.actor?.workspaceId ?? req.ip;

export async function checkRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.database.db;
  const limit = (max: number) => ({
    rateLimit: { max, timeWindow: 60_000, keyGenerator: perWorkspace },
  });

  r.post(
    '/api/ping/check/:id',
    {
      onRequest: canWrite,
      config: limit(ctx.config.checkLimits.nowPerMinute),
      schema: { params: idParams },
    },
    async (req, reply) => {
      const { id } = await checkNow(db, actorOf(req).workspaceId, req.params.id);
      return reply.status(202).send({ message: 'Check started', propertyIds: [id] });
    },
  );

  r.post(
    '/api/ping/check-all',
    { onRequest: canWrite, config: limit(ctx.config.checkLimits.allPerMinute) },
    async (req, reply) => {
      const { count } = await checkAllNow(db, actorOf(req).workspaceId);
      return reply.status(202).send({ message: 'Checks started', count });
    },
  );
}
