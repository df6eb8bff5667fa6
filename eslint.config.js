import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Imports that would point the wrong way: apps -> packages/ui -> packages/domain, never back. And
 * zod itself, which everything takes from packages/domain/src/zod.ts.
 */
const forbidden = {
  domain: [
    '@camping/ui',
    '@camping/ui/*',
    '@camping/web',
    '@camping/web/*',
    '@camping/functions',
    '@camping/functions/*',
    '@camping/stack/*',
    'react',
    'react-dom',
    'firebase',
    'firebase/*',
    'firebase-admin',
    'firebase-admin/*',
    'firebase-functions',
    'firebase-functions/*',
    'node:fs',
    'node:fs/*',
    'node:http',
    'node:net',
    'node:child_process',
  ],
  ui: [
    '@camping/web',
    '@camping/web/*',
    '@camping/functions',
    '@camping/functions/*',
    '@camping/stack/*',
    'firebase',
    'firebase/*',
    'firebase-admin',
    'firebase-admin/*',
  ],
  web: [
    '@camping/functions',
    '@camping/functions/*',
    'firebase-admin',
    'firebase-admin/*',
    'firebase-functions',
    'firebase-functions/*',
  ],
  functions: [
    '@camping/ui',
    '@camping/ui/*',
    '@camping/web',
    '@camping/web/*',
    'react',
    'react-dom',
    'firebase/app',
    'firebase/firestore',
    'firebase/auth',
  ],
};
const restrict = (files, patterns, ignores = []) => ({
  files,
  ignores,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: patterns,
            message: 'Dependencies point inward: apps -> packages/ui -> packages/domain.',
          },
          {
            regex: '^zod(/|$)',
            message:
              "Import z from '@camping/domain/zod': it is configured for the site's CSP.",
          },
        ],
      },
    ],
  },
});

export default defineConfig(
  globalIgnores([
    '**/node_modules/',
    '**/dist/',
    '**/build/',
    '**/build-e2e*/',
    '**/.react-router/',
    '**/.turbo/',
    '**/.test-report/',
    '**/test-results/',
    '.toolchain/',
    '.stack/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [
        createNodeResolver({ conditionNames: ['@camping/source', 'types', 'import', 'default'] }),
      ],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  restrict(['packages/domain/**'], forbidden.domain, ['packages/domain/src/zod.ts']),
  restrict(['packages/ui/**'], forbidden.ui),
  // The integration tests of the functions call them the way the web client does.
  restrict(['apps/functions/**'], forbidden.functions, [
    'apps/functions/**/*.integration.test.ts',
    'apps/functions/src/testing/**',
  ]),
  restrict(['apps/web/**'], forbidden.web),
);
