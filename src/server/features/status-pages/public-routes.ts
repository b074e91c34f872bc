// The public side of status pages (issue 27), no sign-in: the page /status/{slug}, its history,
// its JSON, the password form of a protected page and the page's one script. Every answer comes
// from the kept pages (kept-status.ts): a visit makes no database query once a page is built.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PUBLIC_STATUS_MSG,
  propertyBadgeParams,
  propertyBadgeQuery,
  publicStatus,
  publicStatusParams,
  type PublicStatus,
} from '../../../contracts/public-status.js';
import type { AppContext } from '../../app-context.js';
import type { CachedAnswer } from '../../data/answer-cache.js';
import { errors, noBody } from '../../http/responses.js';
import { pickEncoding, sendAnswer } from '../../http/send-answer.js';
import { notFound } from '../../lib/errors.js';
import { FORM_REFERRER_POLICY } from './html/form-origin.js';
import { LIVE_SCRIPT_PATH } from './html/layout.js';
import { LIVE_SCRIPT } from './html/live-script.js';
import { renderBadge } from './html/render-badge.js';
import { renderFeed } from './html/render-feed.js';
import { renderHistory } from './html/render-history.js';
import { renderPage } from './html/render-page.js';
import { renderPasswordForm } from './html/render-password.js';
import { renderPropertyBadge } from './html/render-property-badge.js';
import { renderPropertyDays } from './html/render-property-days.js';
import { installDomainHook, type DomainServe } from './domain-hook.js';
import { createDomainPages } from './domain-pages.js';
import { installFastAnswers } from './fast-answers.js';
import { keptHeaders } from './kept-headers.js';
import { createKeptStatus, type PageForm, type PageHead, type RenderHtml } from './kept-status.js';
import { assertPageAccess, checkPagePassword, grantAccess, mayView } from './page-access.js';

export const PASSWORD_POSTS_PER_MINUTE = 20;

/** A page's address: on its own domain when it is served there (https: the operator's proxy). */
export const canonicalOf = (view: PublicStatus, origin: string) =>
  view.customDomain ? `https://${view.customDomain}/` : `${origin}/status/${view.slug}`;

const renderer =
  (origin: string): RenderHtml =>
  (json, form) => {
    // our own kept JSON, built to the contract: at 1,000 properties a schema check of its 90,000
    // days held the event loop for seconds on every rebuild (bench:status, decision 031)
    const view = JSON.parse(json) as PublicStatus;
    if (form === 'history') return renderHistory(view);
    if (form === 'feed') return renderFeed(view, origin);
    if (form === 'badge') return renderBadge(view);
    return renderPage(view, canonicalOf(view, origin));
  };

/** A kept page, feed or badge: the ETag answers a repeat with 304 (headers: kept-headers.ts). */
async function sendKept(
  req: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
  form: Exclude<PageForm, 'json'>,
  head: PageHead,
) {
  void reply.headers(keptHeaders(form, head.visibility, answer.etag));
  if (req.headers['if-none-match'] === answer.etag) return reply.code(304).send();
  const body = await answer.body();
  const encoding = body.length >= 1024 ? pickEncoding(req.headers['accept-encoding']) : undefined;
  if (!encoding) return reply.send(body);
  return reply.header('content-encoding', encoding).send(await answer.encoded(encoding));
}

export async function publicStatusRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const kept = createKeptStatus(ctx.database.db, ctx.database.changes);
  const domains = createDomainPages(ctx.database.db, ctx.database.changes);
  const render = renderer(ctx.config.publicUrl ?? `http://${ctx.config.host}:${ctx.config.port}`);
  const hashing = ctx.config.passwordHashing;
  const secure = ctx.config.publicUrl?.startsWith('https:') ?? false;
  const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: 60_000 } });

  const headOf = async (slug: string): Promise<PageHead> => {
    const head = await kept.head(slug);
    if (!head) throw notFound(PUBLIC_STATUS_MSG.notFound);
    return head;
  };
  const sendForm = (reply: FastifyReply, slug: string, error: string | null, code: number) =>
    reply
      .code(code)
      .header('cache-control', 'no-store')
      .header('referrer-policy', FORM_REFERRER_POLICY)
      .type('text/html; charset=utf-8')
      .send(renderPasswordForm(slug, error));

  // the answers both /status/{slug}/... and a page's own domain (domain-hook.ts) give
  const serve: DomainServe = {
    async page(req, reply, slug, form) {
      const head = await headOf(slug);
      if (form === 'html' || form === 'history') {
        if (!mayView(req, head)) return sendForm(reply, head.slug, null, 401);
      } else {
        // feed readers and other sites' pages: a protected page's need its password too (401)
        await assertPageAccess(req, head, hashing);
      }
      return sendKept(req, reply, await kept.answer(head, form, render), form, head);
    },
    async propertyBadge(req, reply, slug, propertyId, show) {
      const head = await headOf(slug);
      await assertPageAccess(req, head, hashing);
      const answer = await kept.propertyAnswer(head, propertyId, show, (p) =>
        renderPropertyBadge(p, show),
      );
      return sendKept(req, reply, answer, 'badge', head);
    },
  };
  installDomainHook(app, domains, serve);
  // after the custom-domain hook: its rules hold for the fast answers too
  const perMinuteLimit = ctx.config.statusPageRateLimitPerMinute;
  installFastAnswers(app, kept, perMinuteLimit);
  // a kept answer, fast or not: no session is read, and the limit is counted by fast-answers.ts
  // (the plugin's, declared too, counts only what goes on to the route: never more)
  const keptRoute = (form: PageForm) => ({
    ...perMinute(perMinuteLimit),
    keptStatus: form,
    sessionless: true,
  });

  await app.register(async (scope) => {
    // the password form posts as a browser form does
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const r = scope.withTypeProvider<ZodTypeProvider>();

    r.get(
      '/api/public/status/:slug',
      {
        compress: false,
        config: keptRoute('json'),
        schema: {
          params: publicStatusParams,
          response: { 200: publicStatus, 304: noBody, ...errors(401, 404, 429) },
        },
      },
      async (req, reply) => {
        const head = await headOf(req.params.slug);
        await assertPageAccess(req, head, hashing);
        return sendAnswer(req, reply, await kept.answer(head, 'json', render));
      },
    );
    for (const [url, form] of [
      ['/status/:slug', 'html'],
      ['/status/:slug/history', 'history'],
      ['/status/:slug/feed.atom', 'feed'],
      ['/status/:slug/badge.svg', 'badge'],
    ] as const) {
      r.get(
        url,
        {
          compress: false,
          config: keptRoute(form),
          schema: { hide: true, params: publicStatusParams },
        },
        async (req, reply) => serve.page(req, reply, req.params.slug, form),
      );
    }
    // one shown property's state or uptime, for other sites (only what the page shows)
    r.get(
      '/status/:slug/properties/:propertyId/badge.svg',
      {
        compress: false,
        config: perMinute(ctx.config.statusPageRateLimitPerMinute),
        schema: { hide: true, params: propertyBadgeParams, querystring: propertyBadgeQuery },
      },
      async (req, reply) =>
        serve.propertyBadge(req, reply, req.params.slug, req.params.propertyId, req.query.show),
    );
    // one shown property's 90 days in full with their table: the text alternative of its bar
    r.get(
      '/status/:slug/properties/:propertyId',
      {
        compress: false,
        config: perMinute(ctx.config.statusPageRateLimitPerMinute),
        schema: { hide: true, params: propertyBadgeParams },
      },
      async (req, reply) => {
        const head = await headOf(req.params.slug);
        if (!mayView(req, head)) return sendForm(reply, head.slug, null, 401);
        const answer = await kept.propertyAnswer(head, req.params.propertyId, 'days', (p, view) =>
          renderPropertyDays(p, view),
        );
        return sendKept(req, reply, answer, 'history', head);
      },
    );
    r.post(
      '/status/:slug/password',
      {
        // the form of a page on its own domain posts from that origin (decision 031)
        config: { ...perMinute(PASSWORD_POSTS_PER_MINUTE), foreignOriginForm: true },
        schema: {
          hide: true,
          params: publicStatusParams,
          body: z.object({ password: z.string().max(200).default('') }),
        },
      },
      async (req, reply) => {
        const head = await headOf(req.params.slug);
        // back to the page where it was asked for: its own domain's root, or /status/{slug}
        const back =
          (await domains.slugOf(req.hostname)) === head.slug ? '/' : `/status/${head.slug}`;
        if (head.visibility === 'public') return reply.redirect(back, 303);
        if (!(await checkPagePassword(req, head, req.body.password, hashing))) {
          return sendForm(reply, head.slug, PUBLIC_STATUS_MSG.passwordWrong, 401);
        }
        grantAccess(reply, head, secure);
        return reply.redirect(back, 303);
      },
    );
    r.get(LIVE_SCRIPT_PATH, { schema: { hide: true } }, async (_req, reply) =>
      reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(LIVE_SCRIPT),
    );
  });
}
