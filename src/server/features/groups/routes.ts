// Property groups (issue 29, decision 033): admins create, edit and delete groups and their
// upstreams; whoever may edit properties assigns them (one or in bulk); every member reads.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assignGroupBody, assignGroupResult } from '../../../contracts/group-assign.js';
import { group, groupBody } from '../../../contracts/groups.js';
import { idParams } from '../../../contracts/properties.js';
import { actorOf, requirePermission } from '../../auth/authorize.js';
import type { AppContext } from '../../app-context.js';
import { errors, GUARDED, noBody } from '../../http/responses.js';
import { assignGroup } from './assign-group.js';
import { createGroup } from './create-group.js';
import { deleteGroup } from './delete-group.js';
import { updateGroup } from './update-group.js';
import { getGroup, listGroups } from './list-groups.js';

export async function groupRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.database.db;
  const manage = { onRequest: requirePermission('manageGroups') };

  r.get(
    '/api/groups',
    {
      onRequest: requirePermission('viewProperties'),
      schema: { response: { 200: z.array(group), ...errors(...GUARDED) } },
    },
    async (req) => listGroups(db, actorOf(req)),
  );
  r.get(
    '/api/groups/:id',
    {
      onRequest: requirePermission('viewProperties'),
      schema: { params: idParams, response: { 200: group, ...errors(400, ...GUARDED, 404) } },
    },
    async (req) => getGroup(db, actorOf(req), req.params.id),
  );
  r.post(
    '/api/groups',
    {
      ...manage,
      schema: { body: groupBody, response: { 201: group, ...errors(400, ...GUARDED, 409) } },
    },
    async (req, reply) => reply.status(201).send(await createGroup(db, actorOf(req), req.body)),
  );
  r.put(
    '/api/groups/:id',
    {
      ...manage,
      schema: {
        params: idParams,
        body: groupBody,
        response: { 200: group, ...errors(400, ...GUARDED, 404, 409) },
      },
    },
    async (req) => updateGroup(db, actorOf(req), req.params.id, req.body),
  );
  r.delete(
    '/api/groups/:id',
    {
      ...manage,
      schema: { params: idParams, response: { 204: noBody, ...errors(400, ...GUARDED, 404) } },
    },
    async (req, reply) => {
      await deleteGroup(db, actorOf(req), req.params.id);
      return reply.status(204).send();
    },
  );
  r.post(
    '/api/groups/assign',
    {
      onRequest: requirePermission('editProperties'),
      schema: {
        body: assignGroupBody,
        response: { 200: assignGroupResult, ...errors(400, ...GUARDED) },
      },
    },
    async (req) => assignGroup(ctx.database, actorOf(req), req.body),
  );
}
