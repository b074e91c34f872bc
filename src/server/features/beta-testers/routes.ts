// Beta programme calls (spec commercial §7): the anonymous application, and the platform
// owner's and admins' list, review, invitation and delete.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  applyBetaAnswer,
  applyBetaBody,
  betaApplicationBody,
  betaIdParams,
  betaTester,
  reviewBetaBody,
} from '../../../contracts/beta.js';
import { actorOf, requirePermission } from '../../auth/authorize.js';
import type { AppContext } from '../../app-context.js';
import { errors, GUARDED, noBody } from '../../http/responses.js';
import { applyForBeta } from './apply-for-beta.js';
import {
  deleteBetaTester,
  inviteBetaTester,
  listBetaTesters,
  reviewBetaTester,
} from './manage-beta-testers.js';

export async function betaTesterRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = { onRequest: requirePermission('manageBetaTesters') };

  r.post(
    '/api/beta-testers/apply',
    {
      // per address: a form anyone can post must not become a way to flood the review queue
      config: { rateLimit: { max: ctx.config.betaApplyLimitPerHour, timeWindow: 3_600_000 } },
      schema: {
        body: applyBetaBody,
        response: { 202: applyBetaAnswer, ...errors(400, 429) },
      },
    },
    async (req, reply) => reply.status(202).send(await applyForBeta(ctx, req.body)),
  );
  r.get(
    '/api/beta-testers',
    { ...admin, schema: { response: { 200: z.array(betaTester), ...errors(...GUARDED) } } },
    () => listBetaTesters(ctx),
  );
  r.put(
    '/api/beta-testers/:id/status',
    {
      ...admin,
      schema: {
        params: betaIdParams,
        body: reviewBetaBody,
        response: { 200: betaTester, ...errors(400, ...GUARDED, 404, 409) },
      },
    },
    async (req) => reviewBetaTester(ctx, actorOf(req), req.params.id, req.body),
  );
  r.post(
    '/api/beta-testers/invite',
    {
      ...admin,
      schema: {
        body: betaApplicationBody,
        response: { 201: betaTester, ...errors(400, ...GUARDED, 409) },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await inviteBetaTester(ctx, actorOf(req), req.body)),
  );
  r.delete(
    '/api/beta-testers/:id',
    {
      ...admin,
      schema: {
        params: betaIdParams,
        response: { 204: noBody, ...errors(400, ...GUARDED, 404) },
      },
    },
    async (req, reply) => {
      await deleteBetaTester(ctx, req.params.id);
      return reply.status(204).send();
    },
  );
}
