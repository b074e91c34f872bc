import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { unavailableReason } from '../../db/unavailable.js';

/** Extra fields other parts of the system add to /api/health (e.g. the probe engine in use). */
export type HealthExtras = () => Record<string, unknown>;

export async function healthRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  extras: HealthExtras = () => ({}),
): Promise<void> {
  // 503 is the same body with status "error": a load balancer reads the status code.
  const health = z.object({ status: z.enum(['ok', 'error']), database: z.string() }).loose();
  const schema = { response: { 200: health, 503: health } };
  app.get('/api/health', { schema }, async (req, reply) => {
    let database = 'ok';
    try {
      await withTimeout(ctx.database.db.execute(sql`SELECT 1`), 2000);
    } catch (err) {
      const reason = unavailableReason(err);
      req.log.warn({ reason }, 'health: database unreachable');
      // pages answer 503 from now on too, until a connection is made again
      ctx.database.availability.lost(reason);
      database = 'error';
    }
    const body = {
      status: database === 'ok' ? 'ok' : 'error',
      database,
      version: ctx.config.version,
      ...extras(),
    };
    return reply.status(database === 'ok' ? 200 : 503).send(body);
  });
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const t = setTimeout(() => reject(new Error('timeout')), ms);
    p.then(
      (v) => (clearTimeout(t), resolve(v)),
      (e) => (clearTimeout(t), reject(e)),
    );
  });
}
