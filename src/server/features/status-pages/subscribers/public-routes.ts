// The public side of subscriptions (decision 030), no sign-in: the page's subscribe form and its
// JSON twin, and the confirm and unsubscribe pages a mailed link opens. A protected page's
// visitors subscribe only once they entered its password. Nothing here is kept: a subscription is
// rare beside a visit, so these read the page from the database.
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PUBLIC_STATUS_MSG, publicStatusParams } from '../../../../contracts/public-status.js';
import {
  linkToken,
  SUBSCRIBER_MSG,
  subscribeAnswer,
  subscribeBody,
} from '../../../../contracts/status-subscribers.js';
import type { AppContext } from '../../../app-context.js';
import { statusPages } from '../../../db/schema/index.js';
import { errors } from '../../../http/responses.js';
import { notFound, RateLimitedError } from '../../../lib/errors.js';
import {
  renderConfirmPage,
  renderSubscribeAnswer,
  renderUnsubscribePage,
} from '../html/render-subscription-pages.js';
import { FORM_REFERRER_POLICY } from '../html/form-origin.js';
import { renderPasswordForm } from '../html/render-password.js';
import type { PageHead } from '../kept-status.js';
import { assertPageAccess, mayView } from '../page-access.js';
import { confirmSubscription, confirmTokenValid } from './confirm-subscription.js';
import { subscribeByEmail } from './subscribe-by-email.js';
import { unsubscribe, unsubscribeTokenValid } from './unsubscribe.js';

/** Subscribe posts per network address per minute: bursts of bad input (the hourly limits on
 * requests that would send are in the contract and are reached first). */
export const SUBSCRIBE_POSTS_PER_MINUTE = 30;
/** Confirm and unsubscribe requests per network address per minute. */
export const LINK_REQUESTS_PER_MINUTE = 30;

const tokenQuery = z.object({ token: z.string().max(200).optional() });
const formBody = z.record(z.string(), z.string().max(300)).optional();

export async function subscriberPublicRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const db = ctx.database.db;
  const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: 60_000 } });

  const pageOf = async (slug: string): Promise<PageHead> => {
    const [page] = await db.select().from(statusPages).where(eq(statusPages.slug, slug));
    if (!page) throw notFound(PUBLIC_STATUS_MSG.notFound);
    return page;
  };
  const html = (reply: FastifyReply, code: number, body: string) =>
    reply
      .code(code)
      .header('cache-control', 'no-store')
      .header('referrer-policy', FORM_REFERRER_POLICY)
      .type('text/html; charset=utf-8')
      .send(body);

  await app.register(async (scope) => {
    // browser forms, and a mail program's one-click unsubscribe (RFC 8058), which may post
    // either form encoding: the token is in the URL, so the body is not needed
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    scope.addContentTypeParser(
      'multipart/form-data',
      { parseAs: 'string', bodyLimit: 4096 },
      (_req, _body, done) => done(null, {}),
    );
    const r = scope.withTypeProvider<ZodTypeProvider>();

    r.post(
      '/api/public/status/:slug/subscribe',
      {
        config: perMinute(SUBSCRIBE_POSTS_PER_MINUTE),
        schema: {
          params: publicStatusParams,
          body: subscribeBody,
          response: { 202: subscribeAnswer, ...errors(400, 401, 404, 429) },
        },
      },
      async (req, reply) => {
        const page = await pageOf(req.params.slug);
        await assertPageAccess(req, page, ctx.config.passwordHashing);
        await subscribeByEmail(db, ctx.config, page, req.body.email, req.ip);
        return reply.code(202).send({ message: SUBSCRIBER_MSG.checkInbox });
      },
    );

    r.post(
      '/status/:slug/subscribe',
      {
        // posted from the page's own domain too (decision 031); it changes no account and only
        // sends a confirm link, rate-limited per address and IP
        config: { ...perMinute(SUBSCRIBE_POSTS_PER_MINUTE), foreignOriginForm: true },
        schema: { hide: true, params: publicStatusParams, body: formBody },
      },
      async (req, reply) => {
        const page = await pageOf(req.params.slug);
        if (!mayView(req, page)) return html(reply, 401, renderPasswordForm(page.slug, null));
        const value = String(req.body?.email ?? '').slice(0, 254);
        const parsed = subscribeBody.safeParse({ email: value });
        if (!parsed.success) {
          const error = parsed.error.issues[0]?.message ?? 'Please enter a valid email address';
          return html(reply, 400, renderSubscribeAnswer(page, { error, value }));
        }
        try {
          await subscribeByEmail(db, ctx.config, page, parsed.data.email, req.ip);
        } catch (err) {
          if (!(err instanceof RateLimitedError)) throw err;
          void reply.header('retry-after', String(err.retryAfterSeconds));
          return html(reply, 429, renderSubscribeAnswer(page, { error: err.message, value }));
        }
        return html(
          reply,
          200,
          renderSubscribeAnswer(page, { message: SUBSCRIBER_MSG.checkInbox }),
        );
      },
    );

    const words = {
      confirmed: SUBSCRIBER_MSG.confirmed,
      unsubscribed: SUBSCRIBER_MSG.unsubscribed,
      invalid: SUBSCRIBER_MSG.linkInvalid,
    };
    const tokenOf = (query?: string, body?: Record<string, string>) => {
      const parsed = linkToken.safeParse(query ?? body?.token);
      return parsed.success ? parsed.data : null;
    };

    r.get(
      '/status/:slug/confirm',
      {
        config: perMinute(LINK_REQUESTS_PER_MINUTE),
        schema: { hide: true, params: publicStatusParams, querystring: tokenQuery },
      },
      async (req, reply) => {
        const page = await pageOf(req.params.slug);
        const token = tokenOf(req.query.token);
        if (!token || !(await confirmTokenValid(db, page.slug, token))) {
          return html(reply, 404, renderConfirmPage(page, 'invalid', words));
        }
        return html(reply, 200, renderConfirmPage(page, { ask: token }, words));
      },
    );
    r.post(
      '/status/:slug/confirm',
      {
        config: perMinute(LINK_REQUESTS_PER_MINUTE),
        schema: { hide: true, params: publicStatusParams, querystring: tokenQuery, body: formBody },
      },
      async (req, reply) => {
        const page = await pageOf(req.params.slug);
        const token = tokenOf(req.query.token, req.body);
        const done = token ? await confirmSubscription(db, page.slug, token) : null;
        return done
          ? html(reply, 200, renderConfirmPage(page, 'done', words))
          : html(reply, 404, renderConfirmPage(page, 'invalid', words));
      },
    );

    r.get(
      '/status/:slug/unsubscribe',
      {
        config: perMinute(LINK_REQUESTS_PER_MINUTE),
        schema: { hide: true, params: publicStatusParams, querystring: tokenQuery },
      },
      async (req, reply) => {
        const page = await pageOf(req.params.slug);
        const token = tokenOf(req.query.token);
        if (!token || !(await unsubscribeTokenValid(db, page.slug, token))) {
          return html(reply, 404, renderUnsubscribePage(page, 'invalid', words));
        }
        return html(reply, 200, renderUnsubscribePage(page, { ask: token }, words));
      },
    );
    // the page's button and a mail program's one-click POST (List-Unsubscribe-Post): no cookie
    // is needed, the token is the proof
    r.post(
      '/status/:slug/unsubscribe',
      {
        config: perMinute(LINK_REQUESTS_PER_MINUTE),
        schema: { hide: true, params: publicStatusParams, querystring: tokenQuery, body: formBody },
      },
      async (req, reply) => {
        const page = await pageOf(req.params.slug);
        const token = tokenOf(req.query.token, req.body);
        const done = token ? await unsubscribe(db, page.slug, token) : false;
        return done
          ? html(reply, 200, renderUnsubscribePage(page, 'done', words))
          : html(reply, 404, renderUnsubscribePage(page, 'invalid', words));
      },
    );
  });
}
