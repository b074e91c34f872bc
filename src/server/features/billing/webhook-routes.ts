// POST /api/stripe/webhook: the raw body (the signature covers its exact bytes), verified with the
// endpoint secret, then handled once per event id. Any failure answers 5xx so Stripe retries.
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import type { AppContext } from '../../app-context.js';
import { handleStripeEvent } from './handle-stripe-event.js';
import { stripeFor } from '../../billing/stripe-client.js';
import { z } from 'zod';
import { errors } from '../../http/responses.js';
import { AppError } from '../../lib/errors.js';

export async function stripeWebhookRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (scope) => {
    // Only inside this scope: JSON arrives as the raw bytes Stripe signed.
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) =>
      done(null, body),
    );
    scope.post(
      '/api/stripe/webhook',
      {
        schema: {
          response: {
            200: z.object({ received: z.literal(true), outcome: z.string() }).loose(),
            ...errors(400, 503),
          },
        },
      },
      async (req, reply) => {
        const billing = ctx.config.billing;
        if (!billing) throw new AppError('unavailable', 'Billing is not configured');
        const stripe = stripeFor(billing);
        const signature = req.headers['stripe-signature'];
        let event: Stripe.Event;
        try {
          if (typeof signature !== 'string' || !Buffer.isBuffer(req.body))
            throw new Error('unsigned');
          event = stripe.webhooks.constructEvent(req.body, signature, billing.webhookSecret);
        } catch {
          throw new AppError('validation', 'Invalid signature');
        }
        try {
          const outcome = await handleStripeEvent(ctx.database.db, stripe, event);
          return reply.send({ received: true, outcome });
        } catch (err) {
          req.log.warn({ eventId: event.id, type: event.type }, 'stripe event failed');
          // the error handler logs the cause
          throw new AppError('internal', 'Event not processed; retry later', { cause: err });
        }
      },
    );
  });
}
