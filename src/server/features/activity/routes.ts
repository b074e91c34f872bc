// GET /api/activity: Recent Activity, the workspace's activity log merged with its alerts.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { activityItem, activityQuery } from '../../../contracts/reports.js';
import { actorOf, requirePermission } from '../../auth/authorize.js';
import type { AppContext } from '../../app-context.js';
import { errors, GUARDED } from '../../http/responses.js';
import { listActivity } from './list-activity.js';

export async function activityRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.database.db;
  r.get(
    '/api/activity',
    {
      onRequest: requirePermission('viewProperties'),
      schema: {
        summary: 'The activity log',
        querystring: activityQuery,
        response: { 200: z.array(activityItem), ...errors(400, ...GUARDED) },
      },
    },
    async (req) =>
      listActivity(db, { workspaceId: actorOf(req).workspaceId, limit: req.query.limit }),
  );
}
