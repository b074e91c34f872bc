import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createWebhookBody,
  testEventResult,
  updateWebhookBody,
  webhook,
  webhookDelivery,
  webhookIdParams,
  webhookWithSecret,
} from '../../../contracts/webhooks.js';
import { actorOf, requirePermission } from '../../auth/authorize.js';
import type { AppContext } from '../../app-context.js';
import { createWebhook } from './create-webhook.js';
import { deleteWebhook } from './delete-webhook.js';
import { listWebhookDeliveries } from './list-webhook-deliveries.js';
import { listWebhooks } from './list-webhooks.js';
import { rotateWebhookSecret } from './rotate-webhook-secret.js';
import { sendTestEvent } from './send-test-event.js';
import { updateWebhook } from './update-webhook.js';
import { errors, GUARDED, noBody } from '../../http/responses.js';
import { noStore } from '../../http/no-store.js';

export const TEST_EVENTS_PER_MINUTE = 10;

/** Webhook, Slack and Teams endpoints of the workspace: admins only. */
export async function webhookRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.database.db;
  const byId = { onRequest: requirePermission('manageWebhooks') };
  const byIdErrors = errors(400, ...GUARDED, 404);

  r.get(
    '/api/webhooks',
    {
      onRequest: requirePermission('manageWebhooks'),
      schema: {
        summary: 'List webhook endpoints',
        response: { 200: z.array(webhook), ...errors(...GUARDED) },
      },
    },
    async (req) => listWebhooks(db, actorOf(req)),
  );
  r.post(
    '/api/webhooks',
    {
      onRequest: requirePermission('manageWebhooks'),
      schema: {
        summary: 'Add a webhook endpoint',
        body: createWebhookBody,
        response: { 201: webhookWithSecret, ...errors(400, ...GUARDED) },
      },
    },
    // this answer and the rotation's are the only ones carrying the secret
    async (req, reply) =>
      noStore(reply)
        .status(201)
        .send(await createWebhook(db, ctx.config, actorOf(req), req.body)),
  );
  r.put(
    '/api/webhooks/:id',
    {
      ...byId,
      schema: {
        summary: 'Update a webhook endpoint',
        params: webhookIdParams,
        body: updateWebhookBody,
        response: { 200: webhook, ...errors(400, ...GUARDED, 404) },
      },
    },
    async (req) => updateWebhook(db, ctx.config, actorOf(req), req.params.id, req.body),
  );
  r.delete(
    '/api/webhooks/:id',
    {
      ...byId,
      schema: {
        summary: 'Delete a webhook endpoint',
        params: webhookIdParams,
        response: { 204: noBody, ...byIdErrors },
      },
    },
    async (req, reply) => {
      await deleteWebhook(db, actorOf(req), req.params.id);
      return reply.status(204).send();
    },
  );
  r.post(
    '/api/webhooks/:id/secret',
    {
      ...byId,
      schema: {
        summary: "Replace a webhook endpoint's secret",
        params: webhookIdParams,
        response: { 200: webhookWithSecret, ...byIdErrors },
      },
    },
    async (req, reply) =>
      noStore(reply).send(await rotateWebhookSecret(db, actorOf(req), req.params.id)),
  );
  r.post(
    '/api/webhooks/:id/test',
    {
      ...byId,
      // Each test is a request to a URL an admin typed: a few a minute per workspace.
      config: {
        rateLimit: {
          max: TEST_EVENTS_PER_MINUTE,
          timeWindow: 60_000,
          keyGenerator: (req: FastifyRequest) => `webhook-test:${req.actor?.workspaceId ?? req.ip}`,
        },
      },
      schema: {
        summary: 'Send a test event',
        params: webhookIdParams,
        response: { 200: testEventResult, ...errors(400, ...GUARDED, 404, 429) },
      },
    },
    async (req) => sendTestEvent(ctx, actorOf(req), req.params.id),
  );
  r.get(
    '/api/webhooks/:id/deliveries',
    {
      ...byId,
      schema: {
        summary: "A webhook endpoint's delivery log",
        params: webhookIdParams,
        response: { 200: z.array(webhookDelivery), ...byIdErrors },
      },
    },
    async (req) => listWebhookDeliveries(db, actorOf(req), req.params.id),
  );
}
