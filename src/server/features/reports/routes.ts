// GET /api/reports/:kind (CSV, XLSX or PDF download) and GET /api/activity, for every member of
// the workspace (DESIGN §1: viewers read basic reports). Data is the caller's workspace only.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activityItem,
  activityQuery,
  reportParams,
  reportQuery,
  uptimeReport as uptimeReportSchema,
  uptimeReportQuery,
} from '../../../contracts/reports.js';
import { errorBody } from '../../../contracts/errors.js';
import { uptimeReport } from './uptime-report.js';
import { actorOf, requirePermission } from '../../auth/authorize.js';
import type { AppContext } from '../../app-context.js';
import { downloadReport } from './download-report.js';
import { listActivity } from './list-activity.js';

/** A 500-property PDF costs about half a second of CPU: enough for people, not for a loop. */
const REPORTS_PER_MINUTE = 60;

export async function reportRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.database.db;
  const limit = {
    rateLimit: {
      max: REPORTS_PER_MINUTE,
      timeWindow: 60_000,
      keyGenerator: (req: FastifyRequest) => `report:${req.actor?.userId ?? req.ip}`,
    },
  };

  // Registered before /api/reports/:kind; a static path wins over the parameter anyway.
  r.get(
    '/api/reports/uptime',
    {
      onRequest: requirePermission('downloadReports'),
      config: limit,
      schema: {
        tags: ['Reports'],
        querystring: uptimeReportQuery,
        response: {
          200: uptimeReportSchema,
          400: errorBody,
          401: errorBody,
          403: errorBody,
          404: errorBody,
        },
      },
    },
    async (req) => uptimeReport(db, { actor: actorOf(req), query: req.query }),
  );

  r.get(
    '/api/reports/:kind',
    {
      onRequest: requirePermission('downloadReports'),
      config: limit,
      schema: { params: reportParams, querystring: reportQuery },
    },
    async (req, reply) => {
      const file = await downloadReport(db, {
        actor: actorOf(req),
        kind: req.params.kind,
        query: req.query,
      });
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );

  r.get(
    '/api/activity',
    {
      onRequest: requirePermission('viewProperties'),
      schema: { querystring: activityQuery, response: { 200: z.array(activityItem) } },
    },
    async (req) =>
      listActivity(db, { workspaceId: actorOf(req).workspaceId, limit: req.query.limit }),
  );
}
