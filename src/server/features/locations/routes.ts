// Monitoring locations (issue 28): their health and figures, for the platform owner only (403 for
// everyone else); the owner adds agent locations (the token answered once), pauses, resumes and
// revokes them (decision 029).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createdLocation,
  createLocationBody,
  locationParams,
  monitoringLocation,
  monitoringLocationList,
  type LocationAction,
} from '../../../contracts/locations.js';
import { requirePermission } from '../../auth/authorize.js';
import type { AppContext } from '../../app-context.js';
import { errors, GUARDED } from '../../http/responses.js';
import { changeLocation } from './change-location.js';
import { createLocation } from './create-location.js';
import { listLocations } from './list-locations.js';

export async function locationRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const pool = ctx.database.pool;
  r.get(
    '/api/monitoring-locations',
    {
      onRequest: requirePermission('viewMonitoringLocations'),
      schema: { response: { 200: monitoringLocationList, ...errors(...GUARDED) } },
    },
    async () => listLocations(pool),
  );
  r.post(
    '/api/monitoring-locations',
    {
      onRequest: requirePermission('manageMonitoringLocations'),
      schema: {
        body: createLocationBody,
        response: { 201: createdLocation, ...errors(400, ...GUARDED, 409) },
      },
    },
    async (req, reply) => reply.status(201).send(await createLocation(pool, req.body)),
  );
  for (const action of ['pause', 'resume', 'revoke'] as const satisfies LocationAction[]) {
    r.post(
      `/api/monitoring-locations/:id/${action}`,
      {
        onRequest: requirePermission('manageMonitoringLocations'),
        schema: {
          params: locationParams,
          response: { 200: monitoringLocation, ...errors(400, ...GUARDED, 404, 409) },
        },
      },
      async (req) => changeLocation(pool, req.params.id, action),
    );
  }
}
