// Status pages (issue 27): admins manage them, staff and admins post incidents and updates,
// viewers read. The public page and its JSON are in public-routes.ts.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  statusPage,
  statusPageBody,
  statusPageDetail,
  statusPageIdParams,
} from '../../../contracts/status-pages.js';
import {
  incidentParams,
  postIncidentBody,
  postIncidentUpdateBody,
  trackedIncident,
} from '../../../contracts/tracked-incidents.js';
import { actorOf, requirePermission } from '../../auth/authorize.js';
import type { AppContext } from '../../app-context.js';
import { errors, GUARDED, noBody } from '../../http/responses.js';
import { createStatusPage } from './create-status-page.js';
import { deleteStatusPage } from './delete-status-page.js';
import { getStatusPage } from './get-status-page.js';
import { listStatusPages } from './list-status-pages.js';
import { postIncident } from './post-incident.js';
import { postIncidentUpdate } from './post-incident-update.js';
import { updateStatusPage } from './update-status-page.js';

export async function statusPageRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.database.db;
  const hashing = ctx.config.passwordHashing;

  r.get(
    '/api/status-pages',
    {
      onRequest: requirePermission('viewStatusPages'),
      schema: { response: { 200: z.array(statusPage), ...errors(...GUARDED) } },
    },
    async (req) => listStatusPages(db, actorOf(req)),
  );
  r.post(
    '/api/status-pages',
    {
      onRequest: requirePermission('manageStatusPages'),
      schema: {
        body: statusPageBody,
        response: { 201: statusPage, ...errors(400, ...GUARDED, 409) },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await createStatusPage(db, hashing, actorOf(req), req.body)),
  );
  r.get(
    '/api/status-pages/:id',
    {
      onRequest: requirePermission('viewStatusPages'),
      schema: {
        params: statusPageIdParams,
        response: { 200: statusPageDetail, ...errors(400, ...GUARDED, 404) },
      },
    },
    async (req) => getStatusPage(db, actorOf(req), req.params.id),
  );
  r.put(
    '/api/status-pages/:id',
    {
      onRequest: requirePermission('manageStatusPages'),
      schema: {
        params: statusPageIdParams,
        body: statusPageBody,
        response: { 200: statusPage, ...errors(400, ...GUARDED, 404, 409) },
      },
    },
    async (req) => updateStatusPage(db, hashing, actorOf(req), req.params.id, req.body),
  );
  r.delete(
    '/api/status-pages/:id',
    {
      onRequest: requirePermission('manageStatusPages'),
      schema: {
        params: statusPageIdParams,
        response: { 204: noBody, ...errors(400, ...GUARDED, 404) },
      },
    },
    async (req, reply) => {
      await deleteStatusPage(db, actorOf(req), req.params.id);
      return reply.status(204).send();
    },
  );
  r.post(
    '/api/status-pages/:id/incidents',
    {
      onRequest: requirePermission('postIncidents'),
      schema: {
        params: statusPageIdParams,
        body: postIncidentBody,
        response: { 201: trackedIncident, ...errors(400, ...GUARDED, 404) },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await postIncident(db, actorOf(req), req.params.id, req.body)),
  );
  r.post(
    '/api/status-pages/:id/incidents/:incidentId/updates',
    {
      onRequest: requirePermission('postIncidents'),
      schema: {
        params: incidentParams,
        body: postIncidentUpdateBody,
        response: { 201: trackedIncident, ...errors(400, ...GUARDED, 404, 409) },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(
          await postIncidentUpdate(
            db,
            actorOf(req),
            req.params.id,
            req.params.incidentId,
            req.body,
          ),
        ),
  );
}
