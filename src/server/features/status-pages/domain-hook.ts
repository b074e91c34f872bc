// A status page on its own domain (issue 27, decision 031): a request whose Host is a page's
// custom domain (and whose workspace's plan includes one) is answered with that page at `/`, its
// history at `/history`, its feed and badges beside them, and robots.txt and a sitemap naming
// them. The page's script and links reach `/status/{its slug}/...` and its JSON, which pass on to
// their routes; anything else, another page included, is not found on that domain. Requests for
// any other Host (the app's own) go on unchanged after one lookup in memory.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MSG } from '../../../contracts/messages.js';
import { propertyBadgeQuery, type PropertyBadgeShows } from '../../../contracts/public-status.js';
import { notFound } from '../../lib/errors.js';
import type { DomainPages } from './domain-pages.js';
import { LIVE_SCRIPT_PATH } from './html/layout.js';
import type { PageForm } from './kept-status.js';

export type DomainServe = {
  page(
    req: FastifyRequest,
    reply: FastifyReply,
    slug: string,
    form: Exclude<PageForm, 'json'>,
  ): Promise<FastifyReply>;
  propertyBadge(
    req: FastifyRequest,
    reply: FastifyReply,
    slug: string,
    propertyId: number,
    show: PropertyBadgeShows,
  ): Promise<FastifyReply>;
};

const FORMS: Record<string, Exclude<PageForm, 'json'>> = {
  '/': 'html',
  '/history': 'history',
  '/feed.atom': 'feed',
  '/badge.svg': 'badge',
};
const PROPERTY_BADGE = /^\/properties\/(\d{1,10})\/badge\.svg$/;

/** Paths of the app a page on its own domain still needs: its script, JSON and own routes. */
function passesOn(path: string, slug: string): boolean {
  return (
    path === LIVE_SCRIPT_PATH ||
    path === `/api/public/status/${slug}` ||
    path === `/status/${slug}` ||
    path.startsWith(`/status/${slug}/`)
  );
}

export function domainRobots(domain: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: https://${domain}/sitemap.xml\n`;
}

export function domainSitemap(domain: string): string {
  const urls = ['/', '/history'].map((p) => `  <url><loc>https://${domain}${p}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function installDomainHook(
  app: FastifyInstance,
  domains: DomainPages,
  serve: DomainServe,
): void {
  const answer = async (req: FastifyRequest, reply: FastifyReply, known: string | undefined) => {
    const host = req.hostname;
    const slug = known ?? (await domains.slugOf(host));
    if (!slug) return;
    const [path = '/', search = ''] = req.url.split('?', 2);
    if (req.method === 'GET' || req.method === 'HEAD') {
      const form = FORMS[path];
      if (form) return serve.page(req, reply, slug, form);
      const badge = PROPERTY_BADGE.exec(path);
      if (badge) {
        const query = propertyBadgeQuery.safeParse(Object.fromEntries(new URLSearchParams(search)));
        if (!query.success) throw notFound(MSG.notFound);
        return serve.propertyBadge(req, reply, slug, Number(badge[1]), query.data.show);
      }
      if (path === '/robots.txt') {
        return reply.type('text/plain; charset=utf-8').send(domainRobots(host));
      }
      if (path === '/sitemap.xml') {
        return reply.type('application/xml; charset=utf-8').send(domainSitemap(host));
      }
    }
    if (passesOn(path, slug)) return;
    throw notFound(MSG.notFound);
  };
  // a callback hook: the app's own Host (almost every request) passes after one map lookup,
  // without an async function's promise and microtask (bench:status, decision 031)
  app.addHook('onRequest', (req, reply, done) => {
    const known = domains.slugNow(req.hostname);
    if (known === null) return done();
    answer(req, reply, known).then(
      () => done(),
      (err: Error) => done(err),
    );
  });
}
