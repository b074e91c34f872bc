// Fewer, larger chunks for the first load (issue 14). Left to itself the bundler split the
// signed-in dashboard into ~60 files of a few hundred bytes each (an icon, a helper): over
// HTTP/1.1's six connections per host they loaded in waterfalls and queued the app's own
// /api calls behind them. This plugin reads the module graph once it is complete and names
// three groups for the client build's `codeSplitting`:
//   app       - what the entry loads statically, plus what the landing page and the signed-in
//               shell both use (every first visit needs it);
//   public    - what the other public pages (prerendered, or the sign-in page) share with the
//               shell, so that they need not load the signed-in chunk;
//   signed-in - what the shell, the dashboard and the shell's billing slots use and the app
//               chunk does not have (every signed-in first load needs it, all at once);
// every other page keeps its own lazily loaded chunk, as before. It also writes the boot script
// (src/web/boot.js) into index.html inline, with the signed-in chunks' names (data-preload),
// which it modulepreloads for a browser that was signed in here, before the app's own code has
// even loaded. Inline, because as a file of its own it waited 20-100 ms for the server beside
// the app's scripts before it could start anything (bench:web); the server allows exactly this
// script by its hash (src/server/http/inline-script-hashes.ts).
import { bootScript } from './boot-script.js';
import path from 'node:path';
import type { Plugin } from 'vite';

type Graph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

const web = (p: string) => path.resolve(import.meta.dirname, '..', 'src/web', p);

/** Modules loaded by every signed-in first load (see src/web/app/preload.ts). */
export const SIGNED_IN_ROOTS = [
  'app/shell/app-shell.tsx',
  'features/dashboard/pages/dashboard-page.tsx',
  'features/billing/components/billing-banner.tsx',
  'features/billing/components/payment-return.tsx',
].map(web);
const ENTRY = web('main.tsx');
const LANDING = web('features/landing/pages/landing-page.tsx');
/** The signed-out pages of src/web/app/route-table.ts a first visit lands on. */
const PUBLIC_PAGES =
  /src\/web\/features\/(auth\/pages\/sign-in|(docs|faq|blog|api-docs)\/pages\/|billing\/pages\/pricing|beta\/pages\/apply-beta|affiliates\/pages\/affiliate-dashboard)/;

/** The static import closure of `roots` (dynamic imports stay lazy). */
function closure(graph: Graph, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

type Bundle = Record<string, { type: string; moduleIds?: string[]; imports?: string[] }>;

/** The chunks holding the signed-in roots and every chunk they import, statically. */
function signedInFiles(bundle: Bundle): string[] {
  const files = new Set<string>();
  const add = (file: string) => {
    const chunk = bundle[file];
    if (files.has(file) || chunk?.type !== 'chunk') return;
    files.add(file);
    chunk.imports?.forEach(add);
  };
  for (const [file, chunk] of Object.entries(bundle)) {
    if (chunk.moduleIds?.some((id) => SIGNED_IN_ROOTS.includes(id))) add(file);
  }
  return [...files];
}

export function firstLoadChunks() {
  let app = new Set<string>();
  let shared = new Set<string>();
  let signedIn = new Set<string>();
  const plugin: Plugin = {
    name: 'first-load-chunks',
    apply: 'build',
    buildEnd() {
      // a moved or renamed root would silently undo the grouping: fail the build instead
      for (const id of [ENTRY, LANDING, ...SIGNED_IN_ROOTS]) {
        if (!this.getModuleInfo(id)) this.error(`first-load-chunks: ${id} is not in the build`);
      }
      const entry = closure(this, [ENTRY]);
      const landing = closure(this, [LANDING]);
      const shell = closure(this, SIGNED_IN_ROOTS);
      const pages = [...this.getModuleIds()].filter((id) => PUBLIC_PAGES.test(id));
      if (pages.length < 5) this.error('first-load-chunks: the public pages moved');
      const visitor = closure(this, pages);
      app = new Set([...entry, ...[...shell].filter((id) => landing.has(id))]);
      app.delete(ENTRY);
      shared = new Set([...shell].filter((id) => !app.has(id) && visitor.has(id)));
      signedIn = new Set([...shell].filter((id) => !app.has(id) && !shared.has(id)));
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        // the dev server has no chunks to preload: the script runs without them
        const files = ctx.bundle
          ? signedInFiles(ctx.bundle).filter((f) => !html.includes(`/${f}"`))
          : [];
        const tag = '<script src="/boot.js" data-preload=""></script>';
        if (!html.includes(tag)) throw new Error(`index.html: no ${tag}`);
        // its comments stay in the source (every signed-in page load would carry them); its
        // URLs and event names come from the contracts
        const boot = bootScript();
        const preload = files.map((f) => `/${f}`).join(' ');
        return html.replace(tag, () => `<script data-preload="${preload}">${boot}</script>`);
      },
    },
  };
  const groups = [
    { name: 'app', priority: 3, test: (id: string) => app.has(id) },
    { name: 'public', priority: 2, test: (id: string) => shared.has(id) },
    { name: 'signed-in', priority: 1, test: (id: string) => signedIn.has(id) },
  ];
  return { plugin, groups };
}
