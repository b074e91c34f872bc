// GET /api/reports/:kind (CSV, XLSX or PDF download) and GET /api/activity, for every member of
// the workspace (DESIGN §1: viewers read basic reports). Data is the caller's workspace only.
// Generation is limited per workspace: REPORTS_PER_MINUTE, and REPORTS_AT_ONCE in progress.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activityItem,
  activityQuery,
  reportParams,
  reportQuery,
} from '../../../contracts/reports.js';
import { actorOf, requireSignedIn } from '../../auth/authorize.js';
import type { AppContext } from '../../app-context.js';
import { buildReport } from './build-report.js';
import { listActivity } from './list-activity.js';
import { createRenderPool } from './render/render-pool.js';
import { resolveReportRange } from './report-range.js';
import { MSG } from '../../../contracts/messages.js';
import { AppError } from '../../lib/errors.js';
import { createPerKeyLimit } from '../../lib/per-key-limit.js';

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

  r.get(
    '/api/reports/:kind',
    {
      onRequest: requireSignedIn,
      config: limit,
      schema: { params: reportParams, querystring: reportQuery },
    },
    async (req, reply) => {
      const actor = actorOf(req);
      const now = new Date();
      const range = resolveReportRange(req.params.kind, req.query, now);
      const release = generating.tryAcquire(actor.workspaceId);
      if (!release) throw new AppError('RATE_LIMITED', MSG.tooManyRequests);
      const file = await buildReport(db, actor, range, now)
        .then((report) => renderer.render(report, req.query.format))
        .finally(release);
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
      onRequest: requireSignedIn,
      schema: { querystring: activityQuery, response: { 200: z.array(activityItem) } },
    },
    async (req) =>
      listActivity(db, { workspaceId: actorOf(req).workspaceId, limit: req.query.limit }),
  );
}
