// GET /api/properties/:id/incidents: the property detail page's offline periods.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { incident, incidentsQuery } from '../../../contracts/incidents.js';
import { idParams } from '../../../contracts/properties.js';
import { actorOf, requirePermission } from '../../auth/authorize.js';
import type { AppContext } from '../../app-context.js';
import { listIncidents } from './list-incidents.js';

export async function incidentRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.database.db;
  r.get(
    '/api/properties/:id/incidents',
    {
      onRequest: requirePermission('viewProperties'),
      schema: {
        params: idParams,
        querystring: incidentsQuery,
        response: { 200: z.array(incident) },
      },
    },
    async (req) => listIncidents(db, actorOf(req), req.params.id, req.query.limit),
  );
}
