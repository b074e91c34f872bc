// GET /api/dashboard/stats: the dashboard's summary cards.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardStats as statsSchema } from '../../../contracts/monitoring.js';
import { actorOf, requirePermission } from '../../auth/authorize.js';
import type { AppContext } from '../../app-context.js';
import { errors, GUARDED } from '../../http/responses.js';
import { dashboardStats } from './dashboard-stats.js';

export async function dashboardRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.database.db;

  r.get(
    '/api/dashboard/stats',
    {
      onRequest: requirePermission('viewProperties'),
      schema: {
        summary: 'Dashboard figures',
        response: { 200: statsSchema, ...errors(...GUARDED) },
      },
    },
    async (req) => dashboardStats(db, actorOf(req).workspaceId),
  );
}
