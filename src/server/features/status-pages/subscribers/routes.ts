// A page's subscribers for its admin (decision 030): the count and masked list, removing one, and
// adding a webhook URL (admins only: a visitor could otherwise make the server call any URL).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { statusPageIdParams } from '../../../../contracts/status-pages.js';
import {
  subscriberList,
  subscriberParams,
  webhookSubscriberBody,
  webhookSubscriberCreated,
} from '../../../../contracts/status-subscribers.js';
import type { AppContext } from '../../../app-context.js';
import { actorOf, requirePermission } from '../../../auth/authorize.js';
import { errors, GUARDED, noBody } from '../../../http/responses.js';
import { addWebhookSubscriber } from './add-webhook-subscriber.js';
import { listSubscribers } from './list-subscribers.js';
import { removeSubscriber } from './remove-subscriber.js';

export async function subscriberRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.database.db;
  const manage = { onRequest: requirePermission('manageStatusPages') };

  r.get(
    '/api/status-pages/:id/subscribers',
    {
      ...manage,
      schema: {
        params: statusPageIdParams,
        response: { 200: subscriberList, ...errors(400, ...GUARDED, 404) },
      },
    },
    async (req) => listSubscribers(db, actorOf(req), req.params.id),
  );
  r.post(
    '/api/status-pages/:id/subscribers',
    {
      ...manage,
      schema: {
        params: statusPageIdParams,
        body: webhookSubscriberBody,
        response: { 201: webhookSubscriberCreated, ...errors(400, ...GUARDED, 404, 409) },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(
          await addWebhookSubscriber(db, ctx.config, actorOf(req), req.params.id, req.body.url),
        ),
  );
  r.delete(
    '/api/status-pages/:id/subscribers/:subscriberId',
    {
      ...manage,
      schema: {
        params: subscriberParams,
        response: { 204: noBody, ...errors(400, ...GUARDED, 404) },
      },
    },
    async (req, reply) => {
      await removeSubscriber(db, actorOf(req), req.params.id, req.params.subscriberId);
      return reply.status(204).send();
    },
  );
}
