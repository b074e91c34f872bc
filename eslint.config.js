import js from '@eslint/js';
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
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The server never leaks into the browser bundle; features never import each other
      // (shared pieces move down into components/ or lib/).
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            '**/server/**',
            '../../features/**',
            '../../../features/**',
            '../../*/pages/**',
          ],
        },
      ],
    },
  },
  {
    // Features never import each other: shared pieces move down into components/ or lib/.
    // A feature file reaches another feature only through "../../<other>/" (or deeper).
    files: ['src/web/features/*/*/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['**/server/**', '../../*/**', '!../../../**', '../../../features/**'] },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts', 'src/contracts/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/web/**'] }] },
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
