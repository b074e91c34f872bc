// Browser push (decision 028): the VAPID public key and each member's own browsers. Every member
// (viewers too) chooses where their own alerts reach them, like the alert preferences.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createPushSubscriptionBody,
  pushIdParams,
  pushKey,
  pushSubscription,
} from '../../../contracts/push.js';
import { testEventResult } from '../../../contracts/webhooks.js';
import { actorOf, requireSignedIn } from '../../auth/authorize.js';
import type { AppContext } from '../../app-context.js';
import { errors, GUARDED, noBody } from '../../http/responses.js';
import { getVapidKeys } from '../../notify/push/vapid-keys.js';
import { createPushSubscription } from './create-push-subscription.js';
import { deletePushSubscription } from './delete-push-subscription.js';
import { deviceLabel } from './device-label.js';
import { listPushSubscriptions } from './list-push-subscriptions.js';
import { sendTestPush } from './send-test-push.js';

export const TEST_PUSHES_PER_MINUTE = 10;

export async function pushRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.database.db;
  const signedIn = { onRequest: requireSignedIn };
  // The key pair is made at the first start, not by the first request; a database still away
  // then leaves it to the first request that needs it.
  app.addHook('onReady', async () => {
    await getVapidKeys(db).catch(() => undefined);
  });

  r.get(
    '/api/push/key',
    {
      ...signedIn,
      schema: {
        summary: "The installation's VAPID public key",
        response: { 200: pushKey, ...errors(...GUARDED) },
      },
    },
    async () => ({ publicKey: (await getVapidKeys(db)).publicKey }),
  );
  r.get(
    '/api/push/subscriptions',
    {
      ...signedIn,
      schema: {
        summary: 'My browsers that receive push alerts',
        response: { 200: z.array(pushSubscription), ...errors(...GUARDED) },
      },
    },
    async (req) => listPushSubscriptions(db, actorOf(req)),
  );
  r.post(
    '/api/push/subscriptions',
    {
      ...signedIn,
      schema: {
        summary: 'Receive push alerts on this browser',
        body: createPushSubscriptionBody,
        response: { 201: pushSubscription, ...errors(400, ...GUARDED) },
      },
    },
    async (req, reply) => {
      const device = req.body.device || deviceLabel(req.headers['user-agent']);
      const created = await createPushSubscription(db, ctx.config, actorOf(req), {
        ...req.body,
        device,
      });
      return reply.status(201).send(created);
    },
  );
  r.delete(
    '/api/push/subscriptions/:id',
    {
      ...signedIn,
      schema: {
        summary: 'Stop push alerts on a browser',
        params: pushIdParams,
        response: { 204: noBody, ...errors(400, ...GUARDED, 404) },
      },
    },
    async (req, reply) => {
      await deletePushSubscription(db, actorOf(req), req.params.id);
      return reply.status(204).send();
    },
  );
  r.post(
    '/api/push/subscriptions/:id/test',
    {
      ...signedIn,
      // each test is a request to a push service: a few a minute per person
      config: {
        rateLimit: {
          max: TEST_PUSHES_PER_MINUTE,
          timeWindow: 60_000,
          keyGenerator: (req: FastifyRequest) => `push-test:${req.actor?.userId ?? req.ip}`,
        },
      },
      schema: {
        summary: 'Send a test push to a browser',
        params: pushIdParams,
        response: { 200: testEventResult, ...errors(400, ...GUARDED, 404, 429) },
      },
    },
    async (req) => sendTestPush(ctx, actorOf(req), req.params.id),
  );
}
