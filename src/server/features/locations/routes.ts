// Monitoring locations (issue 28): their health, for the platform owner only (403 for everyone
// else). Adding agents and managing them come later; today the list is the install's own worker.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { monitoringLocationList } from '../../../contracts/locations.js';
import { requirePermission } from '../../auth/authorize.js';
import type { AppContext } from '../../app-context.js';
import { errors, GUARDED } from '../../http/responses.js';
import { listLocations } from './list-locations.js';

export async function locationRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/monitoring-locations',
    {
      onRequest: requirePermission('viewMonitoringLocations'),
      schema: { response: { 200: monitoringLocationList, ...errors(...GUARDED) } },
    },
    async () => listLocations(ctx.database.db),
  );
}
