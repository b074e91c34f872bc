// Reads the content folder (content/ at the repository root: pages, docs guides, FAQ categories,
// blog posts), validates every file's front matter, compiles the Markdown and cuts the passages
// the support chat searches. A link to a page that does not exist fails the build, so the help
// pages never lead to a 404.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  FAQ_CATEGORIES,
  frontMatter,
  type ContentBody,
  type ContentPageMeta,
  type ExternalPostMeta,
  type FaqSection,
  type Passage,
} from '../../contracts/content.js';
import { SIGNED_IN_PATHS, serverPaths } from '../../contracts/web-routes.js';
import { parseFrontMatter } from './front-matter.js';
import { passagesOf } from './passages.js';
import { anchorMaker, renderMarkdown } from './render-markdown.js';

export type CompiledPage = ContentPageMeta & { body: ContentBody };

export type CompiledContent = {
  pages: CompiledPage[];
  externalPosts: ExternalPostMeta[];
  passages: Passage[];
  /** every file read, for a dev server to watch */
  files: string[];
};

type Source = {
  file: string;
  id: string;
  body: string;
  data: ReturnType<typeof frontMatter.parse>;
};

/** The content folder: the nearest `content/` with a `pages/` inside, walking up from `from`. */
export function findContentDir(from = path.dirname(fileURLToPath(import.meta.url))): string {
  let dir = from;
  for (let i = 0; i < 8; i++, dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'content');
    if (existsSync(path.join(candidate, 'pages'))) return candidate;
  }
  throw new Error(`content folder not found above ${from}`);
}

function readSources(dir: string): Source[] {
  const out: Source[] = [];
  const walk = (d: string) => {
    for (const entry of readdirSync(d, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const full = path.join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.md') && !/^readme\.md$/i.test(entry.name)) {
        const rel = path.relative(dir, full).replace(/\\/g, '/');
        const { data, body } = parseFrontMatter(readFileSync(full, 'utf8'), rel);
        const parsed = frontMatter.safeParse(data);
        if (!parsed.success) {
          const why = parsed.error.issues
            .map((i) => `${i.path.join('.')}: ${i.message}`)
            .join('; ');
          throw new Error(`${rel}: invalid front matter (${why})`);
        }
        out.push({ file: full, id: rel.replace(/\.md$/, ''), body, data: parsed.data });
      }
    }
  };
  walk(dir);
  return out;
}

export function loadContent(dir = findContentDir()): CompiledContent {
  const sources = readSources(dir);
  const pages: CompiledPage[] = [];
  const externalPosts: ExternalPostMeta[] = [];
  const passages: Passage[] = [];
  const links: Array<{ from: string; href: string }> = [];
  const anchorsByRoute = new Map<string, Set<string>>();

  const faqSources = sources
    .filter((s) => s.data.kind === 'faq-category')
    .sort((a, b) => categoryIndex(a) - categoryIndex(b));

  for (const s of sources) {
    const d = s.data;
    if (d.kind === 'external-post') {
      const { kind: _k, ...rest } = d;
      externalPosts.push({ ...rest, id: s.id, kind: 'external-post' });
      continue;
    }
    if (d.kind !== 'page') continue;
    const { kind: _k, ...meta } = d;
    const ref = { id: s.id, route: d.route, title: d.title };
    const anchor = anchorMaker();
    const rendered = renderMarkdown(s.body, s.id, anchor);
    const anchors = new Set(rendered.headings.map((h) => h.id));
    links.push(...rendered.links.map((href) => ({ from: s.id, href })), {
      from: s.id,
      href: d.backTo,
    });
    passages.push(...passagesOf(ref, s.body, rendered.headings));
    const body: ContentBody = { html: rendered.html, toc: rendered.toc };
    if (d.template === 'faq') {
      body.faq = faqSections(faqSources, ref, anchor, anchors, passages, links);
    }
    anchorsByRoute.set(d.route, anchors);
    pages.push({ ...meta, id: s.id, kind: 'page', body });
  }

  checkUnique(
    pages.map((p) => p.route),
    'route',
  );
  checkLinks(links, anchorsByRoute);
  pages.sort((a, b) => a.order - b.order || a.route.localeCompare(b.route));
  externalPosts.sort((a, b) => a.order - b.order);
  return { pages, externalPosts, passages, files: sources.map((s) => s.file) };
}

const categoryIndex = (s: Source) =>
  s.data.kind === 'faq-category' ? FAQ_CATEGORIES.indexOf(s.data.category) : -1;

/** The FAQ page's categories: each file's `##` headings are its questions. */
function faqSections(
  sources: Source[],
  page: { id: string; route: string; title: string },
  anchor: (text: string) => string,
  anchors: Set<string>,
  passages: Passage[],
  links: Array<{ from: string; href: string }>,
): FaqSection[] {
  return sources.map((s) => {
    if (s.data.kind !== 'faq-category') throw new Error('unreachable');
    const category = s.data.category;
    const id = anchor(category);
    anchors.add(id);
    const rendered = renderMarkdown(s.body, s.id, anchor);
    links.push(...rendered.links.map((href) => ({ from: s.id, href })));
    for (const h of rendered.headings) anchors.add(h.id);
    const found = passagesOf({ ...page, id: s.id }, s.body, rendered.headings, {
      headingPrefix: '',
    }).map((p) => ({ ...p, pageTitle: `FAQ (${category})` }));
    passages.push(...found.filter((p) => p.anchor !== ''));
    // Split the rendered HTML at each question heading: the answer is what follows it.
    const parts = rendered.html.split(/(?=<h2 id=")/).filter((p) => p.startsWith('<h2'));
    const items = parts.map((part, i) => {
      const h = rendered.headings.filter((x) => x.depth === 2)[i];
      if (!h) throw new Error(`${s.id}: could not pair question ${i + 1}`);
      return { id: h.id, question: h.text, html: part.replace(/^<h2[^>]*>[\s\S]*?<\/h2>\n?/, '') };
    });
    if (items.length === 0) throw new Error(`${s.id}: a FAQ category needs ## questions`);
    return { category, id, items };
  });
}

function checkUnique(values: string[], what: string): void {
  const seen = new Set<string>();
  for (const v of values) {
    if (seen.has(v)) throw new Error(`content: two pages share the ${what} ${v}`);
    seen.add(v);
  }
}

/**
 * Internal links must reach a content page (and its anchor) or a page of the signed-in app
 * (a visitor is asked to sign in for those); signed-out-only pages such as /pricing would be a
 * 404 for a signed-in reader.
 */
function checkLinks(
  links: Array<{ from: string; href: string }>,
  anchorsByRoute: Map<string, Set<string>>,
): void {
  const appRoutes = new Set<string>([...SIGNED_IN_PATHS, ...Object.values(serverPaths)]);
  for (const { from, href } of links) {
    if (/^https:\/\//.test(href) || href.startsWith('mailto:')) continue;
    if (!href.startsWith('/'))
      throw new Error(`${from}: link "${href}" must start with / or https://`);
    const [route = '', hash] = href.split('#');
    const anchors = anchorsByRoute.get(route);
    if (!anchors && !appRoutes.has(route)) throw new Error(`${from}: link to unknown page ${href}`);
    if (hash && anchors && !anchors.has(hash))
      throw new Error(`${from}: no heading #${hash} on ${route}`);
  }
}
