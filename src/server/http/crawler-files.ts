// robots.txt and sitemap.xml: crawlers may read the public pages and are kept out of the
// signed-in app and the API (which answer a visitor with the sign-in page or a 401 anyway).
import type { FastifyInstance } from 'fastify';
import { paths, SIGNED_IN_PATHS, SIGNED_OUT_PATHS } from '../../contracts/web-routes.js';

/**
 * Rules for the paths only a signed-in person has a page at (the page and what lies under it: `$`
 * ends a rule, so /reports does not also shut out the public /reports-analytics guide), the API
 * and one-time mail links (a reset link's token is in its fragment, but its page is no use to a crawler).
 */
export function privateRules(): string[] {
  const open = new Set<string>(SIGNED_OUT_PATHS);
  const signedInOnly = SIGNED_IN_PATHS.filter((p) => !open.has(p));
  return [
    '/api/',
    ...signedInOnly.flatMap((p) => [`${p}$`, `${p}/`]),
    `${paths.invite}/`,
    `${paths.verifyEmail}/`,
    paths.resetPassword,
  ];
}

export function robotsTxt(origin: string): string {
  const lines = ['User-agent: *', 'Allow: /', ...privateRules().map((p) => `Disallow: ${p}`)];
  return `${lines.join('\n')}\n\nSitemap: ${origin}/sitemap.xml\n`;
}

export function sitemapXml(origin: string, routes: readonly string[]): string {
  const urls = routes.map((r) => `  <url><loc>${origin}${r}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function installCrawlerFiles(
  app: FastifyInstance,
  origin: string,
  routes: readonly string[],
): void {
  // Not API routes: kept out of the OpenAPI document.
  app.get('/robots.txt', { schema: { hide: true } }, async (_req, reply) =>
    reply.type('text/plain; charset=utf-8').send(robotsTxt(origin)),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_req, reply) =>
    reply.type('application/xml; charset=utf-8').send(sitemapXml(origin, routes)),
  );
}
