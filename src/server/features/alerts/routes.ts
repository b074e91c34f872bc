// GET /api/alerts and PUT /api/alerts/:id/read.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { alert } from '../../../contracts/monitoring.js';
import { actorOf, requirePermission } from '../../auth/authorize.js';
import type { AppContext } from '../../app-context.js';
import { errors, GUARDED } from '../../http/responses.js';
import { listAlerts } from './list-alerts.js';
import { markAlertRead } from './mark-alert-read.js';

const alertParams = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

export async function alertRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.database.db;

  r.get(
    '/api/alerts',
    {
      onRequest: requirePermission('viewProperties'),
      schema: {
        summary: 'List alerts, newest first',
        response: { 200: z.array(alert), ...errors(...GUARDED) },
      },
    },
    async (req) => listAlerts(db, { workspaceId: actorOf(req).workspaceId }),
  );

  r.put(
    '/api/alerts/:id/read',
    {
      onRequest: requirePermission('markAlerts'),
      schema: {
        summary: 'Mark an alert as read',
        params: alertParams,
        response: { 200: alert, ...errors(400, ...GUARDED, 404) },
      },
    },
    async (req) => markAlertRead(db, { workspaceId: actorOf(req).workspaceId, id: req.params.id }),
  );
}
