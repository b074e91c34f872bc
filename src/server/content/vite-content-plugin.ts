// Vite plugin: compiles the content folder at build time into modules the web app imports.
//   virtual:content/index       page metadata (routes, titles, cards, teasers) and body loaders
//   virtual:content/body/<id>   one page's compiled HTML, its own chunk, loaded with the page
// Adding a guide or a post is one new Markdown file; the route table and lists follow.
import type { Plugin, ViteDevServer } from 'vite';
import { findContentDir, loadContent, type CompiledContent } from './load-content.js';

const INDEX = 'virtual:content/index';
const BODY = 'virtual:content/body/';

export function contentPlugin(dir = findContentDir()): Plugin {
  let cache: CompiledContent | undefined;
  const content = () => (cache ??= loadContent(dir));
  return {
    name: 'help-content',
    resolveId(id) {
      if (id === INDEX || id.startsWith(BODY)) return `\0${id}`;
      return undefined;
    },
    load(id) {
      if (!id.startsWith('\0virtual:content/')) return undefined;
      const c = content();
      for (const file of c.files) this.addWatchFile(file);
      if (id === `\0${INDEX}`) return indexModule(c);
      const pageId = id.slice(`\0${BODY}`.length);
      const page = c.pages.find((p) => p.id === pageId);
      if (!page) throw new Error(`no content page ${pageId}`);
      return `export default ${JSON.stringify(page.body)};`;
    },
    configureServer(server: ViteDevServer) {
      server.watcher.add(dir);
      server.watcher.on('all', (_event, file) => {
        if (!file.startsWith(dir)) return;
        cache = undefined;
        for (const mod of [...server.moduleGraph.idToModuleMap.values()]) {
          if (mod.id?.startsWith('\0virtual:content/')) server.moduleGraph.invalidateModule(mod);
        }
        server.ws.send({ type: 'full-reload' });
      });
    },
  };
}

function indexModule(c: CompiledContent): string {
  const metas = c.pages.map(({ body: _b, ...meta }) => meta);
  const loaders = c.pages
    .map((p) => `  ${JSON.stringify(p.route)}: () => import(${JSON.stringify(BODY + p.id)}),`)
    .join('\n');
  return [
    `export const contentPages = ${JSON.stringify(metas)};`,
    `export const externalPosts = ${JSON.stringify(c.externalPosts)};`,
    `export const contentBodies = {\n${loaders}\n};`,
  ].join('\n');
}
