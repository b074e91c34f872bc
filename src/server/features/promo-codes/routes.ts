// Promo code calls (spec commercial §7): the billing admin's validation, and the platform admin's
// list/create/edit/deactivate.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createPromoBody,
  promoCode,
  promoIdParams,
  promoValidation,
  updatePromoBody,
  validatePromoBody,
} from '../../../contracts/promo-codes.js';
import { actorOf, requirePermission } from '../../auth/authorize.js';
import type { AppContext } from '../../app-context.js';
import { checkPromoCode } from '../../billing/check-promo-code.js';
import {
  createPromoCode,
  deactivatePromoCode,
  listPromoCodes,
  updatePromoCode,
} from './manage-promo-codes.js';
import { errors, GUARDED } from '../../http/responses.js';

export async function promoCodeRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = { onRequest: requirePermission('managePromoCodes') };

  r.post(
    '/api/promo-codes/validate',
    {
      onRequest: requirePermission('manageBilling'),
      // guessing codes one after another is slowed down
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        body: validatePromoBody,
        response: { 200: promoValidation, ...errors(400, ...GUARDED, 429) },
      },
    },
    async (req) => {
      const row = await checkPromoCode(ctx.database.db, {
        code: req.body.code,
        workspaceId: actorOf(req).workspaceId,
        now: new Date(),
      });
      return {
        code: row.code,
        discountType: row.discountType,
        discountValue: row.discountValue,
        description: row.description,
      };
    },
  );
  r.get(
    '/api/promo-codes',
    { ...admin, schema: { response: { 200: z.array(promoCode), ...errors(...GUARDED) } } },
    () => listPromoCodes(ctx),
  );
  r.post(
    '/api/promo-codes',
    {
      ...admin,
      schema: {
        body: createPromoBody,
        response: { 201: promoCode, ...errors(400, ...GUARDED, 409, 503) },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await createPromoCode(ctx, actorOf(req), req.body)),
  );
  r.put(
    '/api/promo-codes/:id',
    {
      ...admin,
      schema: {
        params: promoIdParams,
        body: updatePromoBody,
        response: { 200: promoCode, ...errors(400, ...GUARDED, 404, 409, 503) },
      },
    },
    async (req) => updatePromoCode(ctx, req.params.id, req.body),
  );
  r.post(
    '/api/promo-codes/:id/deactivate',
    {
      ...admin,
      schema: {
        params: promoIdParams,
        response: { 200: promoCode, ...errors(400, ...GUARDED, 404, 503) },
      },
    },
    async (req) => deactivatePromoCode(ctx, req.params.id),
  );
}
