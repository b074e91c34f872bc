// Escalation policies (issue 29, decision 034): admins create, edit and delete them and choose
// which property or group uses which; every member reads them; each member sets their own
// quiet hours.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  escalationChoices,
  escalationPolicy,
  escalationPolicyBody,
  quietHours,
  quietHoursBody,
  usePolicyBody,
  usePolicyResult,
} from '../../../contracts/escalation.js';
import { idParams } from '../../../contracts/properties.js';
import { actorOf, requirePermission, requireSignedIn } from '../../auth/authorize.js';
import type { AppContext } from '../../app-context.js';
import { errors, GUARDED, noBody } from '../../http/responses.js';
import { createPolicy } from './create-policy.js';
import { deletePolicy } from './delete-policy.js';
import { listChoices } from './list-choices.js';
import { getPolicy, listPolicies } from './list-policies.js';
import { getQuietHours, setQuietHours } from './quiet-hours.js';
import { updatePolicy } from './update-policy.js';
import { usePolicy } from './use-policy.js';

export async function escalationRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.database.db;
  const read = { onRequest: requirePermission('viewIncidents') };
  const manage = { onRequest: requirePermission('manageEscalation') };

  r.get(
    '/api/escalation-policies',
    { ...read, schema: { response: { 200: z.array(escalationPolicy), ...errors(...GUARDED) } } },
    async (req) => listPolicies(db, actorOf(req)),
  );
  r.get(
    '/api/escalation-policies/choices',
    { ...read, schema: { response: { 200: escalationChoices, ...errors(...GUARDED) } } },
    async (req) => listChoices(db, actorOf(req)),
  );
  r.get(
    '/api/escalation-policies/:id',
    {
      ...read,
      schema: {
        params: idParams,
        response: { 200: escalationPolicy, ...errors(400, ...GUARDED, 404) },
      },
    },
    async (req) => getPolicy(db, actorOf(req), req.params.id),
  );
  r.post(
    '/api/escalation-policies',
    {
      ...manage,
      schema: {
        body: escalationPolicyBody,
        response: { 201: escalationPolicy, ...errors(400, ...GUARDED, 409) },
      },
    },
    async (req, reply) => reply.status(201).send(await createPolicy(db, actorOf(req), req.body)),
  );
  r.put(
    '/api/escalation-policies/:id',
    {
      ...manage,
      schema: {
        params: idParams,
        body: escalationPolicyBody,
        response: { 200: escalationPolicy, ...errors(400, ...GUARDED, 404, 409) },
      },
    },
    async (req) => updatePolicy(db, actorOf(req), req.params.id, req.body),
  );
  r.delete(
    '/api/escalation-policies/:id',
    {
      ...manage,
      schema: { params: idParams, response: { 204: noBody, ...errors(400, ...GUARDED, 404) } },
    },
    async (req, reply) => {
      await deletePolicy(db, actorOf(req), req.params.id);
      return reply.status(204).send();
    },
  );
  for (const kind of ['property', 'group'] as const) {
    r.put(
      kind === 'property'
        ? '/api/properties/:id/escalation-policy'
        : '/api/groups/:id/escalation-policy',
      {
        ...manage,
        schema: {
          params: idParams,
          body: usePolicyBody,
          response: { 200: usePolicyResult, ...errors(400, ...GUARDED, 404) },
        },
      },
      async (req) => usePolicy(db, actorOf(req), { kind, id: req.params.id }, req.body.policyId),
    );
  }
  r.get(
    '/api/settings/quiet-hours',
    {
      onRequest: requireSignedIn,
      schema: { response: { 200: quietHours, ...errors(...GUARDED) } },
    },
    async (req) => getQuietHours(db, actorOf(req)),
  );
  r.put(
    '/api/settings/quiet-hours',
    {
      onRequest: requireSignedIn,
      schema: { body: quietHoursBody, response: { 200: quietHours, ...errors(400, ...GUARDED) } },
    },
    async (req) => setQuietHours(db, actorOf(req), req.body),
  );
}
