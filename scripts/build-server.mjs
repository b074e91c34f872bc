// Bundles the server to dist/server/main.js (dependencies stay external in node_modules).
import { build } from 'esbuild';

await build({
  // The report renderer, the import reader and the property lists' replacements run in worker threads: each its own entry, beside
  // main.js and the chunks (src/server/lib/start-thread.ts finds them there).
  entryPoints: {
    main: 'src/server/main.ts',
    // a location agent (decision 029): `npm run agent`
    agent: 'src/server/agent/start.ts',
    'report-render-worker': 'src/server/features/reports/render/render-worker.ts',
    'import-read-worker': 'src/server/features/google-sheets/read-thread.ts',
    'list-build-worker': 'src/server/data/list-build-thread.ts',
  },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  splitting: true,
  logLevel: 'warning',
});
