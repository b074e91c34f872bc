// "Check now": makes properties due at once and answers 202; results come through the scheduler.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { checksStarted, checkStarted, idParams } from '../../../contracts/properties.js';
import { actorOf, requirePermission } from '../../auth/authorize.js';
import type { AppContext } from '../../app-context.js';
import { assertMonitoringActive } from '../../billing/monitoring-pause.js';
import { errors, GUARDED } from '../../http/responses.js';
import { requestAllChecks } from './request-all-checks.js';
import { requestCheck } from './request-check.js';

export async function checkRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.database.db;

  r.post(
    '/api/ping/check/:id',
    {
      onRequest: requirePermission('runChecks'),
      schema: {
        summary: 'Check one property now',
        params: idParams,
        response: { 202: checkStarted, ...errors(400, ...GUARDED, 404) },
      },
    },
    async (req, reply) => {
      const { workspaceId } = actorOf(req);
      await assertMonitoringActive(db, workspaceId);
      const row = await requestCheck(db, { workspaceId, id: req.params.id });
      return reply.status(202).send({ message: 'Check started', propertyIds: [row.id] });
    },
  );

  r.post(
    '/api/ping/check-all',
    {
      onRequest: requirePermission('runChecks'),
      schema: {
        summary: 'Check every property now',
        response: { 202: checksStarted, ...errors(...GUARDED) },
      },
    },
    async (req, reply) => {
      const { workspaceId } = actorOf(req);
      await assertMonitoringActive(db, workspaceId);
      const count = await requestAllChecks(db, { workspaceId });
      return reply.status(202).send({ message: 'Checks started', count });
    },
  );
}
