// Billing calls (spec commercial §7): overview, create-subscription, plan change, cancel/resume,
// customer portal, invoices, sync after checkout, Contact Sales. Thin: parse, authorise, call.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  billingOverview as overviewSchema,
  changePlanBody,
  contactSalesBody,
  createSubscriptionBody,
  createSubscriptionResponse,
  invoiceSummary,
  portalSession,
} from '../../../contracts/billing.js';
import { actorOf, requirePermission, requireSignedIn } from '../../auth/authorize.js';
import type { AppContext } from '../../app-context.js';
import { perMinute } from '../../http/rate-limits.js';
import { billingOverview } from './billing-overview.js';
import { createPortalSession } from './billing-portal.js';
import { changePlan, setCancelAtPeriodEnd } from './change-plan.js';
import { contactSales } from './contact-sales.js';
import { createSubscription } from './create-subscription.js';
import { listInvoices } from './list-invoices.js';
import { requireBilling } from '../../billing/stripe-client.js';
import { syncWorkspaceBilling } from './sync-workspace.js';
import { stripeWebhookRoutes } from './webhook-routes.js';
import { errors, GUARDED } from '../../http/responses.js';

const message = z.object({ message: z.string() });

export async function billingRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.database.db;
  const manage = { onRequest: requirePermission('manageBilling') };
  const overview = (req: Parameters<typeof actorOf>[0]) =>
    billingOverview(db, ctx.config, actorOf(req));

  r.get(
    '/api/billing',
    {
      onRequest: requireSignedIn,
      schema: { response: { 200: overviewSchema, ...errors(...GUARDED, 503) } },
    },
    async (req) => overview(req),
  );
  r.post(
    '/api/create-subscription',
    {
      ...manage,
      schema: {
        body: createSubscriptionBody,
        response: { 200: createSubscriptionResponse, ...errors(400, ...GUARDED, 409, 503) },
      },
    },
    async (req) => createSubscription(ctx, actorOf(req), req.body),
  );
  r.post(
    '/api/billing/change-plan',
    {
      ...manage,
      schema: {
        body: changePlanBody,
        response: { 200: overviewSchema, ...errors(400, ...GUARDED, 409, 503) },
      },
    },
    async (req) => {
      await changePlan(ctx, actorOf(req), req.body.plan);
      return overview(req);
    },
  );
  r.post(
    '/api/billing/cancel',
    { ...manage, schema: { response: { 200: overviewSchema, ...errors(...GUARDED, 409, 503) } } },
    async (req) => {
      await setCancelAtPeriodEnd(ctx, actorOf(req), true);
      return overview(req);
    },
  );
  r.post(
    '/api/billing/resume',
    { ...manage, schema: { response: { 200: overviewSchema, ...errors(...GUARDED, 409, 503) } } },
    async (req) => {
      await setCancelAtPeriodEnd(ctx, actorOf(req), false);
      return overview(req);
    },
  );
  r.post(
    '/api/billing/sync',
    { ...manage, schema: { response: { 200: overviewSchema, ...errors(...GUARDED, 409, 503) } } },
    async (req) => {
      await syncWorkspaceBilling(ctx, actorOf(req).workspaceId);
      return overview(req);
    },
  );
  r.post(
    '/api/billing/portal',
    { ...manage, schema: { response: { 200: portalSession, ...errors(...GUARDED, 409, 503) } } },
    async (req) => {
      requireBilling(ctx.config);
      const origin = ctx.config.publicUrl ?? `${req.protocol}://${req.host}`;
      return createPortalSession(ctx, actorOf(req), `${origin}/billing`);
    },
  );
  r.get(
    '/api/billing/invoices',
    {
      ...manage,
      schema: { response: { 200: z.array(invoiceSummary), ...errors(...GUARDED, 503) } },
    },
    async (req) => listInvoices(db, actorOf(req).workspaceId),
  );
  r.post(
    '/api/billing/contact-sales',
    {
      ...manage,
      config: perMinute(20),
      schema: {
        body: contactSalesBody,
        response: { 202: message, ...errors(400, ...GUARDED, 429, 503) },
      },
    },
    async (req, reply) => {
      await contactSales(ctx, actorOf(req), req.body);
      return reply.status(202).send({ message: 'Sent' });
    },
  );
  await stripeWebhookRoutes(app, ctx);
}
