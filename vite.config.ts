// Web client build: React + Tailwind, sources in src/web, output served by the server from dist/web.
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { contentPlugin } from './src/server/content/vite-content-plugin.js';
import { precompressDir } from './scripts/precompress.js';
import { firstLoadChunks } from './scripts/vite-chunks.js';

const fromRoot = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** .br and .gz beside every built asset, served by the server as they are (preCompressed). */
const precompress = (dir: string): Plugin => ({
  name: 'precompress',
  apply: 'build',
  closeBundle() {
    const t = precompressDir(dir);
    const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
    this.info(`precompressed ${t.files} files: ${kb(t.raw)} -> br ${kb(t.br)}, gzip ${kb(t.gzip)}`);
  },
});

export default defineConfig(({ command, isSsrBuild }) => {
  const chunks = firstLoadChunks();
  return {
    root: fromRoot('./src/web'),
    resolve: {
      // react-router's package exports point only at its development build (remix-run/react-router
      // #12532, #14753); production builds take the production bundle, without dev-only warnings.
      alias:
        command === 'build'
          ? [
              {
                find: /^react-router$/,
                replacement: fromRoot('./node_modules/react-router/dist/production/index.mjs'),
              },
            ]
          : [],
    },
    plugins: [
      react(),
      tailwindcss(),
      contentPlugin(),
      // The SSR build (the prerender step's renderer) writes elsewhere and is not served.
      ...(isSsrBuild ? [] : [chunks.plugin, precompress(fromRoot('./dist/web'))]),
    ],
    build: isSsrBuild
      ? {
          outDir: fromRoot('./dist/prerender-render'),
          emptyOutDir: true,
          sourcemap: false,
          copyPublicDir: false,
        }
      : {
          outDir: fromRoot('./dist/web'),
          emptyOutDir: true,
          sourcemap: true,
          rolldownOptions: { output: { codeSplitting: { groups: chunks.groups } } },
        },
    server: {
      host: '127.0.0.1',
      proxy: {
        '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
      },
    },
  };
});
