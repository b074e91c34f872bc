import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createPropertyBody,
  idParams,
  property,
  propertyLimits as limitsSchema,
  type Property,
  updatePropertyBody,
} from '../../../contracts/properties.js';
import { actorOf, requirePermission } from '../../auth/authorize.js';
import type { AppContext } from '../../app-context.js';
import { createTargetPolicy } from '../../monitoring/target-policy.js';
import { createProperty } from './create-property.js';
import { deleteProperty } from './delete-property.js';
import { getPropertyRow } from '../../data/get-property.js';
import { listProperties, workspaceInterval } from '../../data/list-properties.js';
import { propertyLimits } from './property-limits.js';
import { toPropertyDto } from '../../data/property-dto.js';
import { updateProperty } from './update-property.js';

export async function propertyRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.database.db;
  const policy = createTargetPolicy(ctx.config.monitor);

  r.get(
    '/api/properties',
    // No response schema: rows come from toPropertyDto (typed as the contract), and
    // re-validating 10,000 of them on every 30 s re-load cost more than the query itself.
    { onRequest: requirePermission('viewProperties') },
    async (req, reply) => {
      const list: Property[] = await listProperties(db, actorOf(req));
      return reply.type('application/json').send(JSON.stringify(list));
    },
  );
  r.get(
    '/api/properties/limits',
    { onRequest: requirePermission('viewProperties'), schema: { response: { 200: limitsSchema } } },
    async (req) => propertyLimits(db, actorOf(req)),
  );
  r.get(
    '/api/properties/:id',
    {
      onRequest: requirePermission('viewProperties'),
      schema: { params: idParams, response: { 200: property } },
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
      schema: { body: createPropertyBody, response: { 201: property } },
    },
    async (req, reply) =>
      reply.status(201).send(await createProperty(db, actorOf(req), policy, req.body)),
  );
  r.put(
    '/api/properties/:id',
    {
      onRequest: requirePermission('editProperties'),
      schema: { params: idParams, body: updatePropertyBody, response: { 200: property } },
    },
    async (req) => updateProperty(db, actorOf(req), policy, req.params.id, req.body),
  );
  r.delete(
    '/api/properties/:id',
    { onRequest: requirePermission('deleteProperties'), schema: { params: idParams } },
    async (req, reply) => {
      await deleteProperty(db, actorOf(req), req.params.id);
      return reply.status(204).send();
    },
  );
}
