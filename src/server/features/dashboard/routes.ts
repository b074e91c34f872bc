// GET /api/dashboard/stats: the dashboard's summary cards, kept per workspace (kept-stats.ts),
// with an ETag so an unchanged answer is a 304.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardStats as statsSchema } from '../../../contracts/monitoring.js';
import { actorOf, requirePermission } from '../../auth/authorize.js';
import type { AppContext } from '../../app-context.js';
import { errors, GUARDED, noBody } from '../../http/responses.js';
import { sendAnswer } from '../../http/send-answer.js';
import { createKeptStats } from './kept-stats.js';

export async function dashboardRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const stats = createKeptStats(ctx.database.db, ctx.database.changes);

  r.get(
    '/api/dashboard/stats',
    // The schema documents the answer; it is sent already serialised (typed as the contract).
    {
      // sent already compressed in the encoding it negotiates (send-answer.ts)
      compress: false,
      onRequest: requirePermission('viewProperties'),
      schema: {
        summary: 'Dashboard figures',
        response: { 200: statsSchema, 304: noBody, ...errors(...GUARDED) },
      },
    },
    async (req, reply) => sendAnswer(req, reply, await stats(actorOf(req).workspaceId)),
  );
}
