// Starts a worker thread from its entry file both where the code runs: bundled (dist/server, the
// entry built beside main.js by scripts/build-server.mjs) and from the TypeScript sources (tsx,
// Vitest), where the thread registers tsx's loader before it imports the .ts entry.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

export type ThreadEntry = {
  /** the caller's import.meta.url */
  here: string;
  /** the built entry's file name beside the bundle, e.g. './import-parse-worker.js' */
  built: string;
  /** the source entry relative to the caller, e.g. './parse-worker.ts' */
  source: string;
};

export function startThread(entry: ThreadEntry, options: WorkerOptions = {}): Worker {
  const { here } = entry;
  if (!here.endsWith('.ts')) return new Worker(new URL(entry.built, here), options);
  const tsx = pathToFileURL(tsxEsmApi(createRequire(here).resolve('tsx/package.json'))).href;
  const source = new URL(entry.source, here).href;
  return new Worker(
    `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(source)}); })`,
    { ...options, eval: true },
  );
}

/** tsx's ESM register API (the CommonJS one cannot register hooks inside a worker). */
function tsxEsmApi(packageJson: string): string {
  const pkg = JSON.parse(readFileSync(packageJson, 'utf8')) as {
    exports: Record<string, { import: { default: string } }>;
  };
  return path.join(path.dirname(packageJson), pkg.exports['./esm/api']!.import.default);
}
