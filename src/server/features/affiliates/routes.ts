// Affiliate programme calls (spec commercial §7): the tracking link, a person's application and
// stats, and the platform owner's and admins' list, review and payouts.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminAffiliate,
  affiliate,
  AFFILIATE_COOKIE,
  AFFILIATE_TERMS,
  affiliateIdParams,
  affiliateStatusBody,
  applyAffiliateBody,
  myAffiliateStats,
  payout,
} from '../../../contracts/affiliates.js';
import { actorOf, requirePermission, requireSignedIn } from '../../auth/authorize.js';
import type { AppContext } from '../../app-context.js';
import { errors, fileBody, GUARDED, noBody } from '../../http/responses.js';
import { applyAsAffiliate, listAffiliates, updateAffiliateStatus } from './manage-affiliates.js';
import { myAffiliateStats as loadMyStats } from './my-affiliate-stats.js';
import { createPayouts, listPayouts, markPayoutPaid, payoutCsv } from './payouts.js';
import { trackClick } from './track-click.js';

export async function affiliateRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = { onRequest: requirePermission('manageAffiliates') };

  r.get(
    '/track/:code',
    {
      schema: {
        params: z.object({ code: z.string().max(64) }),
        querystring: z.object({ to: z.string().max(500).optional() }),
        response: { 302: noBody, ...errors(400, 404) },
      },
    },
    async (req, reply) => {
      const { location, token } = await trackClick(ctx, {
        code: req.params.code,
        to: req.query.to,
        ip: req.ip,
        userAgent: req.headers['user-agent'],
      });
      if (token) {
        reply.setCookie(AFFILIATE_COOKIE, token, {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure: ctx.config.publicUrl?.startsWith('https:') ?? false,
          maxAge: AFFILIATE_TERMS.cookieDays * 86_400,
        });
      }
      return reply.header('cache-control', 'no-store').redirect(location, 302);
    },
  );

  r.post(
    '/api/affiliates/apply',
    {
      onRequest: requireSignedIn,
      schema: {
        body: applyAffiliateBody,
        response: { 201: affiliate, ...errors(400, ...GUARDED, 409) },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await applyAsAffiliate(ctx, actorOf(req), req.body)),
  );
  r.get(
    '/api/affiliates/my-stats',
    {
      onRequest: requireSignedIn,
      schema: { response: { 200: myAffiliateStats, ...errors(...GUARDED, 404) } },
    },
    async (req) => loadMyStats(ctx, actorOf(req)),
  );

  r.get(
    '/api/affiliates',
    { ...admin, schema: { response: { 200: z.array(adminAffiliate), ...errors(...GUARDED) } } },
    () => listAffiliates(ctx),
  );
  r.put(
    '/api/affiliates/:id/status',
    {
      ...admin,
      schema: {
        params: affiliateIdParams,
        body: affiliateStatusBody,
        response: { 200: adminAffiliate, ...errors(400, ...GUARDED, 404) },
      },
    },
    async (req) => updateAffiliateStatus(ctx, req.params.id, req.body),
  );
  r.get(
    '/api/affiliates/payouts',
    { ...admin, schema: { response: { 200: z.array(payout), ...errors(...GUARDED) } } },
    () => listPayouts(ctx),
  );
  r.post(
    '/api/affiliates/payouts',
    {
      ...admin,
      schema: { response: { 201: z.array(payout), ...errors(...GUARDED, 409) } },
    },
    async (_req, reply) => reply.status(201).send(await createPayouts(ctx)),
  );
  r.get(
    '/api/affiliates/payouts/csv',
    { ...admin, schema: { response: { 200: fileBody, ...errors(...GUARDED) } } },
    async (_req, reply) => {
      const csv = await payoutCsv(ctx);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="paypal-payouts-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
  r.post(
    '/api/affiliates/payouts/:id/paid',
    {
      ...admin,
      schema: {
        params: affiliateIdParams,
        response: { 200: payout, ...errors(400, ...GUARDED, 404, 409) },
      },
    },
    async (req) => markPayoutPaid(ctx, actorOf(req), req.params.id),
  );
}
