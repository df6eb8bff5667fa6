// How the browser bundle is split (Rolldown's `output.codeSplitting.groups`). Every page's first load
// is the entry (the app's shell), `framework` and `page-kit` plus the page's own chunk; the rest comes
// when needed. Budgets: docs/decisions/0005-first-load-javascript-budget.md.
export const BROWSER_CHUNK_GROUPS = [
  {
    name: 'framework',
    // With TanStack Query's provider, which needs React alone: the shell renders it.
    test: /node_modules\/((react|react-dom|scheduler|react-router|react-error-boundary)\/|@tanstack\/react-query\/build\/modern\/QueryClientProvider)/,
    priority: 1,
  },
  {
    // TanStack Query: it loads with the first part of a page that reads data
    // (app/queries/query-client-source.tsx). Mutations are for forms, which load with theirs.
    name: 'query',
    test: /node_modules\/@tanstack\/(react-query|query-core)\/build\/modern\/(?!useMutation|mutationObserver)/,
  },
  {
    // What the public pages share (layout parts, formatting); not the forms', nor anything that
    // reads data.
    name: 'page-kit',
    minShareCount: 2,
    test: /apps\/web\/app\/(components\/(?!account\/|contact-form|use-schema-form|availability-teaser|home-catalogue)|content\/(site|drive-time|plural)\.ts)|packages\/domain\/src\/(money|constants|cache-keys|page-title|contact-entries)\.ts/,
  },
];
