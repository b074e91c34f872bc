// "Check now": makes properties due at once and answers 202; results come through the scheduler.
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '../../../contracts/properties.js';
import { actorOf, requirePermission } from '../../auth/authorize.js';
import type { AppContext } from '../../app-context.js';
import { activityEvents, properties } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { assertMonitoringActive } from '../billing/monitoring-pause.js';

export async function checkRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.database.db;

  r.post(
    '/api/ping/check/:id',
    { onRequest: requirePermission('runChecks'), schema: { params: idParams } },
    async (req, reply) => {
      const actor = actorOf(req);
      await assertMonitoringActive(db, actor.workspaceId);
      const [row] = await db
        .update(properties)
        .set({ nextCheckAt: sql`now()` })
        .where(and(eq(properties.id, req.params.id), eq(properties.workspaceId, actor.workspaceId)))
        .returning({ id: properties.id, name: properties.name });
      if (!row) throw notFound('Property not found');
      return reply.status(202).send({ message: 'Check started', propertyIds: [row.id] });
    },
  );

  r.post(
    '/api/ping/check-all',
    { onRequest: requirePermission('runChecks') },
    async (req, reply) => {
      const actor = actorOf(req);
      await assertMonitoringActive(db, actor.workspaceId);
      // Row locks in id order, as a batch being recorded takes them: no deadlock with the worker.
      const rows = await db
        .update(properties)
        .set({ nextCheckAt: sql`now()` })
        .where(
          sql`${properties.id} IN (SELECT id FROM properties WHERE workspace_id = ${actor.workspaceId}
                                 ORDER BY id FOR NO KEY UPDATE)`,
        )
        .returning({ id: properties.id });
      await db.insert(activityEvents).values({
        workspaceId: actor.workspaceId,
        kind: 'checks.requested',
        message: `Check of all ${rows.length} properties started`,
      });
      return reply.status(202).send({ message: 'Checks started', count: rows.length });
    },
  );
}
