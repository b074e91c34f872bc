// Business Dashboard calls (spec commercial §7): metrics and the customer e-mail export, for the
// platform owner only (403 for everyone else).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { businessMetrics as metricsSchema, exportFileName } from '../../../contracts/business.js';
import { requirePermission } from '../../auth/authorize.js';
import type { AppContext } from '../../app-context.js';
import { businessMetrics } from './business-metrics.js';
import { exportCustomerEmails } from './export-customers.js';
import { errors, fileBody, GUARDED } from '../../http/responses.js';

export async function businessRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/business/metrics',
    {
      onRequest: requirePermission('viewBusinessMetrics'),
      schema: { response: { 200: metricsSchema, ...errors(...GUARDED) } },
    },
    async () => businessMetrics(ctx.database.db),
  );
  r.get(
    '/api/business/export-emails',
    {
      onRequest: requirePermission('exportCustomers'),
      schema: { response: { 200: fileBody, ...errors(...GUARDED) } },
    },
    async (_req, reply) => {
      const csv = await exportCustomerEmails(ctx.database.db);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exportFileName(new Date())}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
}
