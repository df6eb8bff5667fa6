// How the browser bundle is split (Rolldown's `output.codeSplitting.groups`). Every page's first load
// is the entry (the app's shell), `framework` and `page-kit` plus the page's own chunk; the rest comes
// when needed. Budgets: docs/decisions/0005-first-load-javascript-budget.md.

/**
 * What the public pages share (layout parts, formatting, the pictures' sources): no forms, no data
 * reads. The catalogue's cards are not in it: they read data, and the home page, which starts with
 * this kit, loads them a moment later with its catalogue part (ADR 0005).
 */
const PAGE_KIT_MODULES = [
  'apps/web/app/shared/(styles|site|plural|page-meta|art)',
  'apps/web/app/features/content/(hero-scene|step-icons)',
  'packages/domain/src/site/paths',
];

/**
 * The catalogue's cards, shared by the campgrounds page, each campground's page, the equipment page
 * and the home page's catalogue part: one chunk rather than half a dozen small ones.
 */
const CATALOGUE_KIT_MODULES = [
  'apps/web/app/features/catalogue/(location-(card|grid)|package-(card|grid|illustration)|balanced-grid|drive-time)',
];

/**
 * A feature's index.ts only re-exports: saying it has no side effects lets pages that import it take
 * what they use straight from the modules behind it. Otherwise Rolldown gives it a chunk of its own,
 * which loads everything it re-exports, and moves modules that the entry shares with such pages out of
 * the entry into extra chunks (rolldown/rolldown#10731).
 */
export const FEATURE_ENTRY_FILES_HAVE_NO_SIDE_EFFECTS = (id: string) =>
  /\/apps\/web\/app\/features\/[^/]+\/index\.ts$/.test(id) ? false : undefined;

// A group takes in the modules its members import, unless an earlier group has them: the small
// groups below keep shared modules out of the catalogue kit, so pages that need only them do not
// load the whole kit.
export const BROWSER_CHUNK_GROUPS = [
  {
    // Vite's helper for lazy imports, which every page's entry needs.
    name: 'preload-helper',
    test: /vite\/preload-helper/,
    priority: 2,
  },
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
    test: /node_modules\/@tanstack\/(react-query|query-core)\/build\/modern\/(?!useMutation|mutationObserver)|apps\/web\/app\/shared\/(query-keys|query-error|query-pending)\.tsx?$/,
  },
  {
    name: 'page-kit',
    // Before the groups below, which would otherwise take the kit's modules in with their own.
    priority: 1,
    minShareCount: 2,
    test: new RegExp(`(${PAGE_KIT_MODULES.join('|')})\\.tsx?$`),
  },
  {
    // The catalogue's reads, and the prices and dates the domain computes: for pages that read the
    // catalogue or quote prices without showing its cards (the terms quote the cancellation tiers).
    name: 'catalogue-data',
    minShareCount: 2,
    test: /apps\/web\/app\/features\/catalogue\/(catalogue|locations)-queries\.ts$|packages\/domain\/src\/(catalogue\/(money|pricing)|dates\/calendar)\.ts$/,
  },
  {
    // Pictures also show outside the catalogue (About us): kept out of its kit.
    name: 'art-picture',
    test: /apps\/web\/app\/shared\/art-picture\.tsx$/,
  },
  {
    name: 'catalogue-kit',
    minShareCount: 2,
    test: new RegExp(`(${CATALOGUE_KIT_MODULES.join('|')})\\.tsx?$`),
  },
];
