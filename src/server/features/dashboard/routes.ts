import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  dashboardStats as statsSchema,
  historyQuery,
  propertyHistory as historySchema,
} from '../../../contracts/monitoring.js';
import { idParams } from '../../../contracts/properties.js';
import { actorOf, requirePermission } from '../../auth/authorize.js';
import type { AppContext } from '../../app-context.js';
import { getPropertyRow } from '../../data/get-property.js';
import { dashboardStats } from './dashboard-stats.js';
import { propertyHistory } from '../../reporting/property-history.js';

export async function dashboardRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.database.db;

  r.get(
    '/api/dashboard/stats',
    { onRequest: requirePermission('viewProperties'), schema: { response: { 200: statsSchema } } },
    async (req) => dashboardStats(db, actorOf(req).workspaceId),
  );

  r.get(
    '/api/properties/:id/history',
    {
      onRequest: requirePermission('viewProperties'),
      schema: { params: idParams, querystring: historyQuery, response: { 200: historySchema } },
    },
    async (req) => {
      const row = await getPropertyRow(db, actorOf(req), req.params.id);
      return propertyHistory(db, row.id, req.query.range);
    },
  );
}
