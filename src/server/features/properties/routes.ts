// Every /api/properties URL: the list, limits, one property, create, update, delete, and a
// property's history (its own or one location's), last result per location and incidents (the
// detail page).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { propertyListQuery } from '../../../contracts/groups.js';
import { incident, incidentsQuery } from '../../../contracts/incidents.js';
import { propertyHistory } from '../../../contracts/monitoring.js';
import { propertyHistoryQuery, propertyLocations } from '../../../contracts/property-locations.js';
import {
  createPropertyBody,
  idParams,
  property,
  propertyExportQuery,
  propertyLimits as limitsSchema,
  propertyPage,
  propertyPageQuery,
  updatePropertyBody,
} from '../../../contracts/properties.js';
import { actorOf, requirePermission } from '../../auth/authorize.js';
import type { AppContext } from '../../app-context.js';
import { errors, fileBody, GUARDED, noBody } from '../../http/responses.js';
import { createTargetPolicy } from '../../monitoring/target-policy.js';
import { createProperty } from './create-property.js';
import { deleteProperty } from './delete-property.js';
import { getLocationHistory } from './get-location-history.js';
import { listPropertyLocations } from './list-property-locations.js';
import { listIncidents } from './list-incidents.js';
import { getPropertyRow } from '../../data/get-property.js';
import { keptPropertyLists } from '../../data/kept-property-lists.js';
import { listProperties, workspaceInterval } from '../../data/list-properties.js';
import { listPropertiesPage } from '../../data/list-properties-page.js';
import { exportFileName, exportPropertiesCsv } from './export-properties-csv.js';
import { sendAnswer } from '../../http/send-answer.js';
import { propertyLimits } from '../../data/property-limits.js';
import { toPropertyDto } from '../../data/property-dto.js';
import { updateProperty } from './update-property.js';

export async function propertyRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.database.db;
  const policy = createTargetPolicy(ctx.config.monitor);
  // the list as JSON and compressed, per workspace and per view of the addresses
  const lists = keptPropertyLists(ctx.database);
  // the thread that replaces large lists (data/list-builder.ts) ends with the app
  app.addHook('onClose', async () => lists.close());

  r.get(
    '/api/properties',
    // The schema documents the answer; the body is sent already serialised, so it is not run:
    // rows come from toPropertyDto (typed as the contract), and re-validating 10,000 of them on
    // every 30 s re-load cost more than the query itself.
    {
      // sent already compressed in the encoding it negotiates (send-answer.ts)
      compress: false,
      onRequest: requirePermission('viewProperties'),
      schema: {
        summary: 'List the properties of the workspace',
        querystring: propertyListQuery,
        response: { 200: z.array(property), 304: noBody, ...errors(400, ...GUARDED) },
      },
    },
    async (req, reply) => {
      const actor = actorOf(req);
      // one group's members: a few rows, read as asked (the kept answer is the whole list)
      if (req.query.groupId !== undefined) {
        return reply.send(await listProperties(db, actor, { groupId: req.query.groupId }));
      }
      return sendAnswer(req, reply, await lists(actor));
    },
  );
  r.get(
    '/api/properties/page',
    {
      onRequest: requirePermission('viewProperties'),
      schema: {
        summary:
          'One page of the properties selected (search, status, group), in the order asked ' +
          '(else the list order), with how many were selected',
        querystring: propertyPageQuery,
        response: { 200: propertyPage, ...errors(400, ...GUARDED) },
      },
    },
    async (req) => listPropertiesPage(ctx.database, actorOf(req), req.query),
  );
  r.get(
    '/api/properties/export.csv',
    {
      onRequest: requirePermission('viewProperties'),
      schema: {
        summary: 'The properties selected (search, status, group, sort) as CSV, streamed',
        querystring: propertyExportQuery,
        response: { 200: fileBody, ...errors(400, ...GUARDED) },
      },
    },
    async (req, reply) => {
      const csv = await exportPropertiesCsv(ctx.database, actorOf(req), req.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exportFileName()}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
  r.get(
    '/api/properties/limits',
    {
      onRequest: requirePermission('viewProperties'),
      schema: {
        summary: "The plan's property limit and how many are used",
        response: { 200: limitsSchema, ...errors(...GUARDED) },
      },
    },
    async (req) => propertyLimits(db, actorOf(req)),
  );
  r.get(
    '/api/properties/:id',
    {
      onRequest: requirePermission('viewProperties'),
      schema: {
        summary: 'Get one property',
        params: idParams,
        response: { 200: property, ...errors(400, ...GUARDED, 404) },
      },
    },
    async (req) => {
      const actor = actorOf(req);
      const row = await getPropertyRow(db, actor, req.params.id);
      return toPropertyDto(row, actor, await workspaceInterval(db, actor.workspaceId));
    },
  );
  r.post(
    '/api/properties',
    {
      onRequest: requirePermission('editProperties'),
      schema: {
        summary: 'Add a property',
        body: createPropertyBody,
        response: { 201: property, ...errors(400, ...GUARDED) },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await createProperty(db, actorOf(req), policy, req.body)),
  );
  r.put(
    '/api/properties/:id',
    {
      onRequest: requirePermission('editProperties'),
      schema: {
        summary: 'Update a property',
        params: idParams,
        body: updatePropertyBody,
        response: { 200: property, ...errors(400, ...GUARDED, 404) },
      },
    },
    async (req) => updateProperty(db, actorOf(req), policy, req.params.id, req.body),
  );
  r.delete(
    '/api/properties/:id',
    {
      onRequest: requirePermission('deleteProperties'),
      schema: {
        summary: 'Delete a property',
        params: idParams,
        response: { 204: noBody, ...errors(400, ...GUARDED, 404) },
      },
    },
    async (req, reply) => {
      await deleteProperty(db, actorOf(req), req.params.id);
      return reply.status(204).send();
    },
  );
  r.get(
    '/api/properties/:id/history',
    {
      onRequest: requirePermission('viewProperties'),
      schema: {
        summary: "A property's check history, or one monitoring location's (24h and 7d)",
        params: idParams,
        querystring: propertyHistoryQuery,
        response: { 200: propertyHistory, ...errors(400, ...GUARDED, 404) },
      },
    },
    async (req) =>
      getLocationHistory(db, ctx.database.pool, {
        actor: actorOf(req),
        id: req.params.id,
        ...req.query,
      }),
  );
  r.get(
    '/api/properties/:id/locations',
    {
      onRequest: requirePermission('viewProperties'),
      schema: {
        summary: "Each monitoring location's last result and response time for a property",
        params: idParams,
        response: { 200: propertyLocations, ...errors(400, ...GUARDED, 404) },
      },
    },
    async (req) => listPropertyLocations(ctx.database.pool, actorOf(req), req.params.id),
  );
  r.get(
    '/api/properties/:id/incidents',
    {
      onRequest: requirePermission('viewProperties'),
      schema: {
        summary: "A property's incidents",
        params: idParams,
        querystring: incidentsQuery,
        response: { 200: z.array(incident), ...errors(400, ...GUARDED, 404) },
      },
    },
    async (req) => listIncidents(db, actorOf(req), req.params.id, req.query.limit),
  );
}
