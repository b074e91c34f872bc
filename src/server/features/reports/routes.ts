// GET /api/reports/uptime (JSON) and /api/reports/:kind (CSV, XLSX or PDF download), for every
// member of the workspace (DESIGN §1: viewers read basic reports). Data is the caller's workspace
// only. Generation is limited per workspace: REPORTS_PER_MINUTE, and REPORTS_AT_ONCE in progress.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  reportParams,
  reportQuery,
  uptimeReport as uptimeReportSchema,
  uptimeReportQuery,
} from '../../../contracts/reports.js';
import { uptimeReport } from './uptime-report.js';
import { actorOf, requirePermission } from '../../auth/authorize.js';
import type { AppContext } from '../../app-context.js';
import { MSG } from '../../../contracts/messages.js';
import { errors, fileBody, GUARDED } from '../../http/responses.js';
import { AppError } from '../../lib/errors.js';
import { createPerKeyLimit } from '../../lib/per-key-limit.js';
import { downloadReport } from './download-report.js';
import { createRenderPool } from './render/render-pool.js';

/** A 500-property PDF costs about half a second of CPU: enough for people, not for a loop. */
export const REPORTS_PER_MINUTE = 60;
/** Reports of one workspace being generated at once; more wait for none of them (429). */
export const REPORTS_AT_ONCE = 2;

export async function reportRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.database.db;
  const limit = {
    rateLimit: {
      max: REPORTS_PER_MINUTE,
      timeWindow: 60_000,
      keyGenerator: (req: FastifyRequest) => `report:${req.actor?.workspaceId ?? req.ip}`,
    },
  };
  // PDF and XLSX render in a worker thread, so a long report never stalls other requests.
  const renderer = createRenderPool();
  app.addHook('onClose', () => renderer.close());
  const generating = createPerKeyLimit(REPORTS_AT_ONCE);

  // Registered before /api/reports/:kind; a static path wins over the parameter anyway.
  r.get(
    '/api/reports/uptime',
    {
      onRequest: requirePermission('downloadReports'),
      config: limit,
      schema: {
        summary: 'Uptime and response times per property',
        tags: ['Reports'],
        querystring: uptimeReportQuery,
        response: { 200: uptimeReportSchema, ...errors(400, ...GUARDED, 404, 429) },
      },
    },
    async (req) => uptimeReport(db, { actor: actorOf(req), query: req.query }),
  );

  r.get(
    '/api/reports/:kind',
    {
      onRequest: requirePermission('downloadReports'),
      config: limit,
      schema: {
        summary: 'Download a report file (CSV, Excel or PDF)',
        params: reportParams,
        querystring: reportQuery,
        response: { 200: fileBody, ...errors(400, ...GUARDED, 404, 429) },
      },
    },
    async (req, reply) => {
      const actor = actorOf(req);
      const release = generating.tryAcquire(actor.workspaceId);
      if (!release) throw new AppError('rate_limited', MSG.tooManyRequests);
      const file = await downloadReport(db, {
        actor,
        kind: req.params.kind,
        query: req.query,
        render: (report, format) => renderer.render(report, format),
      }).finally(release);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );
}
