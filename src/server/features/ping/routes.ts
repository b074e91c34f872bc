// "Check now": makes properties due at once and answers 202; results come through the scheduler.
// Both requests are limited per workspace (CHECK_ALL_PER_MINUTE, CHECK_NOW_PER_MINUTE): one
// workspace looping them must not crowd the worker every workspace shares.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { checksStarted, checkStarted, idParams } from '../../../contracts/properties.js';
import { actorOf, requirePermission } from '../../auth/authorize.js';
import type { AppContext } from '../../app-context.js';
import { assertMonitoringActive } from '../../billing/monitoring-pause.js';
import { errors, GUARDED } from '../../http/responses.js';
import { checkAllNow, checkNow } from './request-checks.js';

/** The caller's workspace (the session hook runs before this), else the address. */
export const perWorkspace = (req: FastifyRequest) => req.actor?.workspaceId ?? req.ip;

export async function pingRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.database.db;
  const limit = (max: number) => ({
    rateLimit: { max, timeWindow: 60_000, keyGenerator: perWorkspace },
  });

  r.post(
    '/api/ping/check/:id',
    {
      onRequest: requirePermission('runChecks'),
      config: limit(ctx.config.checkLimits.nowPerMinute),
      schema: {
        summary: 'Check one property now',
        params: idParams,
        response: { 202: checkStarted, ...errors(400, ...GUARDED, 404, 429) },
      },
    },
    async (req, reply) => {
      const { workspaceId } = actorOf(req);
      await assertMonitoringActive(db, workspaceId);
      const { id } = await checkNow(db, workspaceId, req.params.id);
      return reply.status(202).send({ message: 'Check started', propertyIds: [id] });
    },
  );

  r.post(
    '/api/ping/check-all',
    {
      onRequest: requirePermission('runChecks'),
      config: limit(ctx.config.checkLimits.allPerMinute),
      schema: {
        summary: 'Check every property now',
        response: { 202: checksStarted, ...errors(...GUARDED, 429) },
      },
    },
    async (req, reply) => {
      const { workspaceId } = actorOf(req);
      await assertMonitoringActive(db, workspaceId);
      const { count } = await checkAllNow(db, workspaceId);
      return reply.status(202).send({ message: 'Checks started', count });
    },
  );
}
