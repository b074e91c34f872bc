import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { alert } from '../../../contracts/monitoring.js';
import { actorOf, requirePermission } from '../../auth/authorize.js';
import type { AppContext } from '../../app-context.js';
import { alerts } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';

const alertParams = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
/** Newest first; older ones stay in the database and in reports. */
export const ALERT_LIST_LIMIT = 500;

const toDto = (a: typeof alerts.$inferSelect) => ({
  id: a.id,
  type: a.type,
  message: a.message,
  isRead: a.isRead,
  createdAt: a.createdAt.toISOString(),
  emailSent: a.emailSent,
  propertyId: a.propertyId,
});

export async function alertRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.database.db;

  r.get(
    '/api/alerts',
    {
      onRequest: requirePermission('viewProperties'),
      schema: { response: { 200: z.array(alert) } },
    },
    async (req) => {
      const rows = await db
        .select()
        .from(alerts)
        .where(eq(alerts.workspaceId, actorOf(req).workspaceId))
        .orderBy(desc(alerts.createdAt), desc(alerts.id))
        .limit(ALERT_LIST_LIMIT);
      return rows.map(toDto);
    },
  );

  r.put(
    '/api/alerts/:id/read',
    {
      onRequest: requirePermission('markAlerts'),
      schema: { params: alertParams, response: { 200: alert } },
    },
    async (req) => {
      const [row] = await db
        .update(alerts)
        .set({ isRead: true })
        .where(and(eq(alerts.id, req.params.id), eq(alerts.workspaceId, actorOf(req).workspaceId)))
        .returning();
      if (!row) throw notFound('Alert not found');
      return toDto(row);
    },
  );
}
