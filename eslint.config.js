import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { SOURCE_CONDITION } from '@camping/workspace/source-condition';

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
    'react-dom',
    'firebase/app',
    'firebase/firestore',
    'firebase/auth',
  ],
};
const restrict = (files, patterns, ignores = [], more = []) => ({
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
            message: "Import z from '@camping/domain/zod': it is configured for the site's CSP.",
          },
          ...more,
        ],
      },
    ],
  },
});

// A test acts as a person does (docs/how-we-write-code.md, "Test setup"): user-event clicks where a
// person can, types key by key and moves focus; fireEvent would skip all three.
const personActs = {
  group: ['@testing-library/react'],
  importNames: ['fireEvent'],
  message:
    'Act as a person with user-event (renderWithProviders answers a user); an event no person makes is dispatched with dispatchEvent, saying why.',
};

/**
 * apps/web/app is organised by feature (docs/decisions/0006-layout-by-feature.md). A feature uses
 * another only through that feature's index.ts; shared/ and firebase/ use no feature at all; the staff
 * area is reached only from the route table. The app shell (app/*.tsx) and tests of the shell may use
 * any feature module. Every folder of app/features gets its zone.
 */
const WEB_APP = 'apps/web/app';
const WEB_FEATURES = readdirSync(new URL(`./${WEB_APP}/features`, import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webZones = [
  ...WEB_FEATURES.map((feature) => ({
    target: `${WEB_APP}/features/${feature}`,
    from: `${WEB_APP}/features/*/**`,
    except: [`**/${WEB_APP}/features/${feature}/**`, `**/${WEB_APP}/features/*/index.ts`],
    message: 'A feature uses another only through its index.ts (features/<name>/index.ts).',
  })),
  {
    target: [
      `${WEB_APP}/!(routes).{ts,tsx}`,
      `${WEB_APP}/{shared,firebase}/**`,
      `${WEB_APP}/features/!(staff)/**`,
      'apps/web/{build-steps,e2e}/**',
      'apps/web/*.ts',
    ],
    from: `${WEB_APP}/features/staff/**`,
    message: 'Only the route table (app/routes.tsx) leads to the staff area.',
  },
  {
    target: `${WEB_APP}/shared`,
    from: `${WEB_APP}/features`,
    message: 'shared/ holds what features use; it uses no feature itself.',
  },
  {
    target: `${WEB_APP}/firebase`,
    from: `${WEB_APP}/features`,
    message: 'firebase/ only sets up the SDK; it uses no feature.',
  },
  // One way to write from the browser (docs/how-we-write-code.md): a typed call per callable in the
  // feature's *-calls.ts, used by components through a TanStack mutation. A read calls its function
  // from a query (*-queries.ts); the error report runs where React may already be gone.
  {
    target: `${WEB_APP}/**/!(*-calls|*-queries|report-client-error|*.test).{ts,tsx}`,
    from: `${WEB_APP}/firebase/functions.ts`,
    message:
      "Call a function through the feature's *-calls.ts (a typed call checked against the contract), used from components with useMutation; a read is a query (*-queries.ts).",
  },
];

const formRules = [
  // Until a page's code runs, the browser submits a form itself; with GET, its fields would end up
  // in the address, the history and the server's logs (ADR 0010).
  {
    selector: `JSXOpeningElement[name.name="form"]:not(:has(JSXAttribute[name.name="method"][value.value="post"]))`,
    message: 'Give every form method="post", so no field can land in a URL.',
  },
  // A button without a type submits the form it is in: one that only acts on the page (a
  // calendar's next month, a way back) would send the form as well.
  {
    selector: `JSXOpeningElement[name.name="button"]:not(:has(JSXAttribute[name.name="type"]))`,
    message: 'Give every button a type: type="button", unless it submits its form.',
  },
];

// One modal dialog (docs/how-we-write-code.md): focus, Escape and screen readers in one place.
const dialogRule = {
  selector: 'JSXOpeningElement[name.name="dialog"]',
  message: "Use Dialog (or ConfirmDialog) from '@camping/ui': the one modal dialog.",
};

// Why something failed is shown by one component (docs/how-we-write-code.md, "Page parts"): a red
// box of a component's own would drift from it.
const redBox = '/(^|\\s)bg-red-50(\\s|$)/';
const alertRule = {
  selector: `JSXAttribute[name.name="className"] :matches(Literal[value=${redBox}], TemplateElement[value.raw=${redBox}])`,
  message: 'Say what went wrong with Alert (@camping/ui/alert), not a red box of its own.',
};

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
    '**/playwright-report/',
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
        createNodeResolver({ conditionNames: [SOURCE_CONDITION, 'types', 'import', 'default'] }),
      ],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      // One order, so a reader finds an import where they expect it: Node's, packages', the
      // workspace's, the web app's (#app/…), then the module's neighbours; alphabetical in each.
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', ['parent', 'sibling', 'index']],
          pathGroups: [
            { pattern: '@camping/**', group: 'internal', position: 'before' },
            { pattern: '#app/**', group: 'internal' },
          ],
          pathGroupsExcludedImportTypes: ['builtin'],
          distinctGroup: false,
          'newlines-between': 'never',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-syntax': ['error', ...formRules, dialogRule, alertRule],
    },
  },
  // The alert itself, and a failed read's box with its way to try again.
  {
    files: ['packages/ui/src/alert.tsx', 'apps/web/app/shared/query-error.tsx'],
    rules: { 'no-restricted-syntax': ['error', ...formRules, dialogRule] },
  },
  restrict(['packages/domain/**'], forbidden.domain, ['packages/domain/src/zod.ts']),
  restrict(['packages/ui/**'], forbidden.ui),
  // The integration tests of the functions call them the way the web client does.
  restrict(['apps/functions/**'], forbidden.functions, [
    'apps/functions/**/*.integration.test.ts',
    'apps/functions/src/testing/**',
  ]),
  restrict(['apps/web/**'], forbidden.web, [], [personActs]),
  // Within a feature a module names its neighbours relatively; what lies outside the feature (another
  // feature's index.ts, shared/, firebase/) it names by #app/…, so a path says at once which it is.
  // Files sit at most one folder down in a feature (features/<name>/<part>/).
  ...WEB_FEATURES.flatMap((feature) =>
    [0, 1].map((depth) =>
      restrict(
        [`${WEB_APP}/features/${feature}/${'*/'.repeat(depth)}*.{ts,tsx}`],
        forbidden.web,
        [],
        [
          personActs,
          {
            // A regex: in a group's gitignore syntax a leading # starts a comment.
            regex: `^#app/features/${feature}/`,
            message: 'Within a feature, import its own modules by relative path (./, ../).',
          },
          {
            regex: `^(\\.\\./){${depth + 1}}`,
            message:
              'Leave a feature through #app/… (another feature’s index.ts, shared/), not ../.',
          },
        ],
      ),
    ),
  ),
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: webZones }],
    },
  },
);
