import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'build',
      'data',
      'node_modules',
      'drizzle',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Layering (docs/decisions/011-layering.md), by named zones rather than relative globs:
    // a feature never imports another feature; shared code never imports a feature; the browser
    // never imports the server nor the server the browser; nothing imports in a cycle.
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // what no-cycle needs to read the files it follows: TypeScript's parser and extensions
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones() }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // config.ts is the only reader of process.env (STYLE: one place for each concern).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/server/config.ts', 'src/server/cli/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'process',
          property: 'env',
          message: 'Read settings through src/server/config.ts',
        },
      ],
    },
  },
);

/** The features of a feature folder: each is a zone of its own. */
function featuresIn(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
}

function layerZones() {
  const featureZones = (root) =>
    featuresIn(root).map((name) => ({
      target: `${root}/${name}`,
      from: root,
      except: [`./${name}`],
      message: 'Features never import each other: move what both need down into shared code.',
    }));
  return [
    ...featureZones('./src/web/features'),
    ...featureZones('./src/server/features'),
    {
      target: ['./src/web/lib', './src/web/components', './src/contracts'],
      from: './src/web/features',
      message: 'Shared code never imports a feature.',
    },
    {
      // shared server code; app.ts (which mounts the features) and the CLI sit above them
      target: [
        './src/server/accounts',
        './src/server/auth',
        './src/server/data',
        './src/server/db',
        './src/server/http',
        './src/server/lib',
        './src/server/monitoring',
        './src/server/notify',
        './src/server/reporting',
        './src/server/test',
      ],
      from: './src/server/features',
      message: 'Shared code never imports a feature.',
    },
    {
      target: './src/contracts',
      from: ['./src/server', './src/web'],
      message: 'Contracts stand alone.',
    },
    {
      target: './src/web',
      from: './src/server',
      message: 'The server never reaches the browser bundle.',
    },
    { target: './src/server', from: './src/web', message: 'The server never imports the web app.' },
  ];
}
