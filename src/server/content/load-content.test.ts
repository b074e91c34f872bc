// The content folder compiles, holds what the specification lists, and refuses what would break
// a page: a link to a page that does not exist, raw HTML, bad front matter.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SPEC_GUIDE_PATHS } from '../../../tests/spec/public-pages.js';
import { FAQ_CATEGORIES } from '../../contracts/content.js';
import { loadContent } from './load-content.js';

describe('the content folder', () => {
  const content = loadContent();
  const page = (route: string) => content.pages.find((p) => p.route === route)!;

  it('has the six guide cards of /docs, each with its back link', () => {
    const cards = content.pages.filter((p) => p.template === 'guide' && p.card);
    expect(cards.map((c) => c.route)).toEqual(SPEC_GUIDE_PATHS);
    for (const g of content.pages.filter((p) => p.template === 'guide')) {
      expect([g.route, g.backTo]).toEqual([g.route, '/docs']);
    }
    expect(page('/docs').body.html).toContain('href="/faq"');
    expect(page('/docs').body.html).toContain('href="/best-practices"');
  });

  it('has the FAQ categories in the specified order, with questions', () => {
    const faq = page('/faq').body.faq!;
    expect(faq.map((s) => s.category)).toEqual([...FAQ_CATEGORIES]);
    for (const s of faq) expect(s.items.length).toBeGreaterThan(2);
  });

  it('has the links the specification lists on each page', () => {
    const links = (route: string) =>
      [...page(route).body.html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
    expect(links('/getting-started')).toEqual(
      expect.arrayContaining(['/team', '/settings', '/reports', '/google-sheets']),
    );
    expect(links('/troubleshooting')).toEqual(
      expect.arrayContaining(['/properties', '/alerts', '/settings', '/faq']),
    );
    expect(links('/configuration-guide')).toContain('/getting-started');
    expect(links('/best-practices')).toContain('/getting-started');
    expect(links('/reports-analytics')).toContain('/reports');
    expect(links('/security-guide')).toContain('/settings');
    expect(links('/blog/getting-started')).toEqual(
      expect.arrayContaining(['/api/login', '/billing']),
    );
    expect(links('/blog/alert-management')).toEqual(
      expect.arrayContaining(['/billing', '/blog/getting-started']),
    );
    for (const r of ['/blog/getting-started', '/blog/alert-management']) {
      expect(page(r)).toMatchObject({ backTo: '/blog', template: 'post' });
    }
    expect([
      page('/blog/getting-started').readTime,
      page('/blog/alert-management').readTime,
    ]).toEqual(['5 min', '7 min']);
  });

  it('names the five error messages of Troubleshooting', () => {
    const html = page('/troubleshooting').body.html;
    for (const m of [
      'Connection timeout',
      'Host unreachable',
      'Authentication failed',
      'Rate limit exceeded',
      'Property not found',
    ]) {
      expect(html).toContain(`<td>${m}</td>`);
    }
  });

  it('opens links to other sites in a new tab and lists one external post', () => {
    expect(content.externalPosts).toHaveLength(1);
    expect(content.externalPosts[0]!.url).toMatch(/^https:\/\//);
  });

  it('claims no certification it does not hold', () => {
    const html = page('/security-guide').body.html;
    expect(html).toContain('<strong>Not audited.</strong>');
    expect(html).toContain('<strong>Not certified.</strong>');
    expect(html).not.toMatch(/SOC 2 (certified|compliant)|ISO 27001 certified/i);
  });
});

describe('content errors', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const folder = (files: Record<string, string>) => {
    dir = mkdtempSync(path.join(tmpdir(), 'content-'));
    mkdirSync(path.join(dir, 'pages'));
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
    return dir;
  };
  const guide = (body: string, extra = '') =>
    `---\nkind: page\ntemplate: guide\nroute: /a-guide\ntitle: A guide\ndescription: A guide that says something useful about the product.\nbackTo: /docs\nbackLabel: Back to Documentation\n${extra}---\n\n${body}\n`;

  it('refuses a link to a page that does not exist, or to a missing heading', () => {
    expect(() => loadContent(folder({ 'pages/a.md': guide('See [this](/nowhere).') }))).toThrow(
      'link to unknown page /nowhere',
    );
    rmSync(dir!, { recursive: true });
    // a signed-out-only page would be a 404 for a signed-in reader
    expect(() => loadContent(folder({ 'pages/a.md': guide('See [prices](/pricing).') }))).toThrow(
      'link to unknown page /pricing',
    );
    rmSync(dir!, { recursive: true });
    expect(() =>
      loadContent(folder({ 'pages/a.md': guide('## Setup\n\nSee [this](/a-guide#nope).') })),
    ).toThrow('no heading #nope on /a-guide');
  });

  it('opens links to other sites in a new tab', () => {
    const c = loadContent(
      folder({ 'pages/a.md': guide('Read [RFC 792](https://www.rfc-editor.org/rfc/rfc792).') }),
    );
    expect(c.pages[0]!.body.html).toContain(
      '<a href="https://www.rfc-editor.org/rfc/rfc792" target="_blank" rel="noopener noreferrer">RFC 792</a>',
    );
  });

  it('refuses raw HTML, a level-one heading and bad front matter', () => {
    expect(() => loadContent(folder({ 'pages/a.md': guide('<script>x</script>') }))).toThrow(
      'raw HTML is not allowed',
    );
    rmSync(dir!, { recursive: true });
    expect(() => loadContent(folder({ 'pages/a.md': guide('# Title') }))).toThrow('use ## and ###');
    rmSync(dir!, { recursive: true });
    expect(() => loadContent(folder({ 'pages/a.md': guide('Hi', 'readTime: soon\n') }))).toThrow(
      'invalid front matter (readTime',
    );
  });

  it('compiles a new guide from one file, with anchors the chat can link to', () => {
    const c = loadContent(folder({ 'pages/a.md': guide('## First step\n\nDo [this](/docs).') }));
    expect(c.pages[0]!.body.html).toContain('<a href="/docs">this</a>');
    expect(c.pages[0]!.body.html).toContain('<h2 id="first-step">First step</h2>');
    expect(c.passages).toEqual([
      expect.objectContaining({
        route: '/a-guide',
        anchor: 'first-step',
        heading: 'First step',
        text: 'Do [this](/docs).',
      }),
    ]);
  });
});
