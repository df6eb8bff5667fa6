// How the browser bundle is split (Rolldown's `output.codeSplitting.groups`). Every page's first load
// is the entry (the app's shell), `framework` and `page-kit` plus the page's own chunk; the rest comes
// when needed. Budgets: docs/decisions/0005-first-load-javascript-budget.md.

/** What the public pages share (layout parts, formatting, catalogue cards): no forms, no data reads. */
const PAGE_KIT_MODULES = [
  'apps/web/app/shared/(styles|site|plural|page-meta|page-section|query-error|query-pending)',
  'apps/web/app/features/catalogue/(location-(card|grid|map)|map-geometry|package-(card|grid|illustration)|drive-time)',
  'apps/web/app/features/content/(hero-scene|step-icons)',
];

/**
 * A feature's index.ts only re-exports: saying it has no side effects lets pages that import it take
 * what they use straight from the modules behind it. Otherwise Rolldown gives it a chunk of its own,
 * which loads everything it re-exports, and moves modules that the entry shares with such pages out of
 * the entry into extra chunks (rolldown/rolldown#10731).
 */
export const FEATURE_ENTRY_FILES_HAVE_NO_SIDE_EFFECTS = (id: string) =>
  /\/apps\/web\/app\/features\/[^/]+\/index\.ts$/.test(id) ? false : undefined;

export const BROWSER_CHUNK_GROUPS = [
  {
    name: 'framework',
    // With TanStack Query's provider, which needs React alone: the shell renders it.
    test: /node_modules\/((react|react-dom|scheduler|react-router|react-error-boundary)\/|@tanstack\/react-query\/build\/modern\/QueryClientProvider)/,
    priority: 1,
  },
  {
    // TanStack Query, with the app's query keys: they load with the first part of a page that reads
    // data (app/shared/query-client/query-client-source.tsx). Mutations are for forms, which load with
    // theirs.
    name: 'query',
    test: /node_modules\/@tanstack\/(react-query|query-core)\/build\/modern\/(?!useMutation|mutationObserver)|apps\/web\/app\/shared\/query-keys\.ts$/,
  },
  {
    name: 'page-kit',
    minShareCount: 2,
    test: new RegExp(`(${PAGE_KIT_MODULES.join('|')})\\.tsx?$`),
  },
];
