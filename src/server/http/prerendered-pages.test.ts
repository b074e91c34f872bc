// The prerendered public pages as the server sends them: the right page for each path with this
// site's origin in its canonical URL, compressed, only to browsers without a session; the SPA
// fallback for the rest; robots.txt and sitemap.xml; WEB_PLAIN (the benchmark's baseline).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { ORIGIN_TOKEN, PRERENDER_MANIFEST } from './prerender-manifest.js';
import { preferredEncoding } from './prerendered-pages.js';

const ORIGIN = 'https://monitor.example.com';
const SPA = `<!doctype html><html><head><title>Property Monitor</title></head><body><div id="root"></div>${'<!-- app -->'.repeat(100)}</body></html>`;
const page = (title: string, route: string) =>
  `<!doctype html><html><head><title>${title}</title><link rel="canonical" href="${ORIGIN_TOKEN}${route}" /></head><body><div id="root"><h1>${title}</h1>${'<p>Prerendered words.</p>'.repeat(80)}</div></body></html>`;

describe('prerendered public pages', () => {
  let dir: string;
  let t: TestApp;
  let plain: TestApp;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'pm-prerender-'));
    const web = path.join(dir, 'web');
    const pre = path.join(dir, 'prerendered');
    mkdirSync(web);
    mkdirSync(path.join(pre, 'blog'), { recursive: true });
    writeFileSync(path.join(web, 'index.html'), SPA);
    writeFileSync(path.join(pre, 'index.html'), page('Landing', '/'));
    writeFileSync(path.join(pre, 'faq.html'), page('FAQ', '/faq'));
    writeFileSync(path.join(pre, 'blog', 'first.html'), page('First post', '/blog/first'));
    const pages = [
      { route: '/', file: 'index.html' },
      { route: '/faq', file: 'faq.html' },
      { route: '/blog/first', file: 'blog/first.html' },
    ];
    writeFileSync(path.join(pre, PRERENDER_MANIFEST), JSON.stringify({ pages }));
    t = await createTestApp({ PUBLIC_URL: ORIGIN }, { webDir: web, prerenderDir: pre });
    plain = await createTestApp(
      { PUBLIC_URL: ORIGIN, WEB_PLAIN: 'true' },
      { webDir: web, prerenderDir: pre },
    );
  });
  afterAll(async () => {
    await t?.close();
    await plain?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (app: TestApp, url: string, headers: Record<string, string> = {}) =>
    app.app.inject({ url, headers });

  it('answers each public path with its own page, canonical URL on PUBLIC_URL, brotli or gzip', async () => {
    const br = await get(t, '/faq', { 'accept-encoding': 'gzip, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/Cookie/);
    expect(br.headers['cache-control']).toBe('no-cache');
    const html = brotliDecompressSync(br.rawPayload).toString();
    expect(html).toContain('<title>FAQ</title>');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/faq" />`);
    expect(html).not.toContain(ORIGIN_TOKEN);
    // the CSP is the app's own: the page brings no exception with it
    expect(br.headers['content-security-policy']).toContain("script-src 'self'");

    const gz = await get(t, '/blog/first?ref=x', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('<h1>First post</h1>');

    const bare = await get(t, '/');
    expect(bare.headers['content-encoding']).toBeUndefined();
    expect(bare.body).toContain(`href="${ORIGIN}/"`);
    expect(bare.body).toContain('<h1>Landing</h1>');
  });

  it('sends the bare app to a browser with a session, and for paths without a page', async () => {
    const signedIn = await get(t, '/faq', { cookie: '__Host-pm_session=abc' });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).toBe(SPA);
    for (const url of ['/properties', '/no-such-page', '/sign-in']) {
      const r = await get(t, url);
      expect(r.statusCode, url).toBe(200);
      expect(r.body, url).toBe(SPA);
    }
    const api = await get(t, '/api/nothing-here');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: expect.any(String), code: 'not_found' });
  });

  it('robots.txt keeps crawlers out of the signed-in app and the API, and names the sitemap', async () => {
    const r = await get(t, '/robots.txt');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = r.body.trim().split('\n');
    expect(lines).toContain('User-agent: *');
    for (const rule of ['/api/', '/properties$', '/properties/', '/reports$', '/settings$']) {
      expect(lines).toContain(`Disallow: ${rule}`);
    }
    // public pages stay open, including a guide whose path begins like a private one
    expect(r.body).not.toMatch(/Disallow: \/(faq|pricing|docs|blog|reports-analytics)\b/);
    expect(r.body).not.toContain('Disallow: /reports\n');
    expect(lines.at(-1)).toBe(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('sitemap.xml lists every prerendered page on PUBLIC_URL', async () => {
    const r = await get(t, '/sitemap.xml');
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = [...r.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([`${ORIGIN}/`, `${ORIGIN}/faq`, `${ORIGIN}/blog/first`]);
    expect(r.body).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
  });

  it('WEB_PLAIN serves the bare app, uncompressed, with an empty sitemap', async () => {
    const r = await get(plain, '/faq', { 'accept-encoding': 'br, gzip' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-encoding']).toBeUndefined();
    expect(r.body).toBe(SPA);
    const sitemap = await get(plain, '/sitemap.xml');
    expect(sitemap.body).not.toContain('<loc>');
  });
});

describe('preferredEncoding', () => {
  it('takes brotli, then gzip, and honours q=0', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(preferredEncoding('br;q=0.0, gzip;q=0')).toBe('identity');
    expect(preferredEncoding(undefined)).toBe('identity');
    expect(preferredEncoding('identity')).toBe('identity');
  });
});
