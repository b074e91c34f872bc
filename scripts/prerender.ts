// Build step after `vite build` and `vite build --ssr`: renders every public page into the built
// index.html (src/web/prerender/render-page.tsx) and writes dist/prerendered/ with a manifest
// the server reads (src/server/http/prerendered-pages.ts). The canonical and Open Graph URLs
// carry ORIGIN_TOKEN: the server puts its PUBLIC_URL there when it loads the pages, and
// compresses them then, once, before serving any (decision 015).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type * as RenderPage from '../src/web/prerender/render-page.js';
import { pathToFileURL } from 'node:url';
import {
  ORIGIN_TOKEN,
  PRERENDER_MANIFEST,
  type PrerenderManifest,
} from '../src/server/http/prerender-manifest.js';

type Renderer = typeof RenderPage;

const root = path.resolve(import.meta.dirname, '..');
const webDir = path.join(root, 'dist', 'web');
const outDir = path.join(root, 'dist', 'prerendered');
const entry = path.join(root, 'dist', 'prerender-render', 'render-page.js');

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The built index.html with this page's head and markup. */
function fillTemplate(
  template: string,
  page: { route: string; title: string; description: string; markup: string },
): string {
  const url = `${ORIGIN_TOKEN}${page.route === '/' ? '/' : page.route}`;
  const title = escapeHtml(page.title);
  const description = escapeHtml(page.description);
  const head = [
    `<link rel="canonical" href="${url}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="Property Monitor" />`,
    `<meta property="og:url" content="${url}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta name="twitter:card" content="summary" />`,
  ].join('\n    ');
  const replaced = forVisitors(template)
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
    .replace(
      /<meta\s+name="description"[^>]*>/,
      `<meta name="description" content="${description}" />`,
    )
    .replace('</head>', `  ${head}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${page.markup}</div>`);
  if (!replaced.includes(page.markup) || !replaced.includes('rel="canonical"')) {
    throw new Error('index.html no longer has the <div id="root"></div> and </head> it fills');
  }
  return replaced;
}

/**
 * The built index.html as a signed-out visitor's page whose first paint needs nothing but the
 * HTML (largest contentful paint, decision 015): the stylesheet inlined; no boot script (it only
 * starts a signed-in browser's requests, as a blocking script); and in place of the app's
 * module script and modulepreload hints, /hydrate.js, which loads them after the first paint.
 */
function forVisitors(template: string): string {
  const boot = /\s*<!--[^>]*-->\s*<script data-preload="[^"]*">[\s\S]*?<\/script>/;
  const jitless = /\s*<!--[^>]*-->\s*<script defer src="\/zod-jitless\.js"><\/script>/;
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
  const preload = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
  const stylesheet = /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/;
  const src = entry.exec(template)?.[1];
  const css = stylesheet.exec(template)?.[1];
  if (!boot.test(template) || !jitless.test(template) || !src || !css) {
    throw new Error('index.html no longer has the boot, zod-jitless, module and CSS tags it edits');
  }
  const modules = [src, ...[...template.matchAll(preload)].map((m) => m[1]!)];
  const styles = readFileSync(path.join(webDir, css), 'utf8');
  if (styles.includes('</')) throw new Error(`${css} cannot be inlined in a <style> element`);
  return template
    .replace(boot, '')
    .replace(jitless, '')
    .replace(preload, '')
    .replace(entry, `<script defer src="/hydrate.js" data-modules="${modules.join(' ')}"></script>`)
    .replace(stylesheet, () => `<style>${styles}</style>`);
}

const fileFor = (route: string) => (route === '/' ? 'index.html' : `${route.slice(1)}.html`);

async function main(): Promise<void> {
  const { renderPage, PUBLIC_PAGES, fullTitle } = (await import(
    pathToFileURL(entry).href
  )) as Renderer;
  const template = readFileSync(path.join(webDir, 'index.html'), 'utf8');
  rmSync(outDir, { recursive: true, force: true });
  const manifest: PrerenderManifest = { pages: [] };
  for (const meta of PUBLIC_PAGES) {
    const markup = await renderPage(meta.route);
    const html = fillTemplate(template, { ...meta, title: fullTitle(meta), markup });
    // The CSP (script-src 'self') would block any inline script React might emit.
    if (/<script(?![^>]*\ssrc=)/.test(html)) throw new Error(`${meta.route}: inline <script>`);
    const file = fileFor(meta.route);
    mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
    writeFileSync(path.join(outDir, file), html);
    manifest.pages.push({ route: meta.route, file });
  }
  writeFileSync(path.join(outDir, PRERENDER_MANIFEST), JSON.stringify(manifest, null, 2));
  console.log(`prerendered ${manifest.pages.length} public pages into ${outDir}`);
}

await main();
