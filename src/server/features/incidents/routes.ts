// Incidents people own (issue 29, decision 032): every member reads them; staff and admins
// acknowledge, add notes and resolve. The mail and SMS link's pages are in ack-link-routes.ts.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  incidentDetail,
  incidentIdParams,
  incidentListQuery,
  incidentNoteBody,
  incidentPage,
  resolveIncidentBody,
} from '../../../contracts/incidents-api.js';
import { actorOf, requirePermission } from '../../auth/authorize.js';
import type { AppContext } from '../../app-context.js';
import { errors, GUARDED } from '../../http/responses.js';
import { acknowledgeIncident } from './acknowledge-incident.js';
import { addIncidentNote } from './add-incident-note.js';
import { getIncident } from './get-incident.js';
import { listIncidents } from './list-incidents.js';
import { resolveIncident } from './resolve-incident.js';

export async function incidentRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.database.db;

  r.get(
    '/api/incidents',
    {
      onRequest: requirePermission('viewIncidents'),
      schema: {
        querystring: incidentListQuery,
        response: { 200: incidentPage, ...errors(400, ...GUARDED) },
      },
    },
    async (req) => listIncidents(db, actorOf(req), req.query),
  );
  r.get(
    '/api/incidents/:id',
    {
      onRequest: requirePermission('viewIncidents'),
      schema: {
        params: incidentIdParams,
        response: { 200: incidentDetail, ...errors(400, ...GUARDED, 404) },
      },
    },
    async (req) => getIncident(db, actorOf(req).workspaceId, req.params.id),
  );
  r.post(
    '/api/incidents/:id/acknowledge',
    {
      onRequest: requirePermission('respondToIncidents'),
      schema: {
        params: incidentIdParams,
        response: { 200: incidentDetail, ...errors(400, ...GUARDED, 404, 409) },
      },
    },
    async (req) => {
      const actor = actorOf(req);
      await acknowledgeIncident(db, {
        incidentId: req.params.id,
        workspaceId: actor.workspaceId,
        userId: actor.userId,
        name: null,
        via: actor.apiKeyId ? 'api' : 'web',
      });
      return getIncident(db, actor.workspaceId, req.params.id);
    },
  );
  r.post(
    '/api/incidents/:id/notes',
    {
      onRequest: requirePermission('respondToIncidents'),
      schema: {
        params: incidentIdParams,
        body: incidentNoteBody,
        response: { 201: incidentDetail, ...errors(400, ...GUARDED, 404) },
      },
    },
    async (req, reply) => {
      const actor = actorOf(req);
      await addIncidentNote(db, actor, req.params.id, req.body.message);
      return reply.status(201).send(await getIncident(db, actor.workspaceId, req.params.id));
    },
  );
  r.post(
    '/api/incidents/:id/resolve',
    {
      onRequest: requirePermission('respondToIncidents'),
      schema: {
        params: incidentIdParams,
        body: resolveIncidentBody,
        response: { 200: incidentDetail, ...errors(400, ...GUARDED, 404, 409) },
      },
    },
    async (req) => {
      const actor = actorOf(req);
      await resolveIncident(db, actor, req.params.id, req.body.message);
      return getIncident(db, actor.workspaceId, req.params.id);
    },
  );
}
