import { defineConfig } from 'vitest/config';
import { contentPlugin } from './src/server/content/vite-content-plugin.js';

export default defineConfig({
  // web modules import the compiled help content (virtual:content/*)
  plugins: [contentPlugin()],
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.ts'],
    exclude: ['node_modules', 'dist', 'tests/e2e/**'],
    environment: 'node',
    globalSetup: ['tests/setup/global-db.ts'],
    setupFiles: ['tests/setup/no-console-error.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
