// Bundles the server to dist/server/main.js (dependencies stay external in node_modules).
import { build } from 'esbuild';

await build({
  // The report renderer runs in a worker thread: its own entry, beside main.js and the chunks.
  entryPoints: {
    main: 'src/server/main.ts',
    'report-render-worker': 'src/server/features/reports/render/render-worker.ts',
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
