import type { RouteObject } from 'react-router';
import GuestOnly from './guards/guest-only.tsx';
import SignedInOnly from './guards/signed-in-only.tsx';
import { lazyPage, type PageHandle, type PageModule } from './lazy-page.tsx';
import SiteLayout from './layouts/site-layout.tsx';
import { loadBrowserQueryClient, WithQueries } from './queries/query-client-source.tsx';

// Every page module becomes a chunk of its own, fetched when its route is first shown.
const PAGE_MODULES = import.meta.glob<PageModule>(['./routes/**/*.tsx', '!./routes/**/*.test.tsx']);

const QUERY_CLIENT_FILE = 'queries/browser-query-client.ts';

/**
 * The route of a page module under app/routes/. The query client (TanStack Query) loads with the page,
 * unless it is marked `static`: a page that reads no data through TanStack Query, whose first load
 * is then lighter.
 */
function page(name: string, kind?: 'static'): Pick<RouteObject, 'element' | 'handle'> {
  const file = `routes/${name}.tsx`;
  const load = PAGE_MODULES[`./${file}`];
  if (!load) throw new Error(`No page module at app/${file}.`);
  const { Page, preload } = lazyPage(load);
  const reads = kind !== 'static';
  const handle: PageHandle = reads
    ? {
        files: [file, QUERY_CLIENT_FILE],
        preload: () => Promise.all([preload(), loadBrowserQueryClient()]),
      }
    : { files: [file], preload };
  const element = reads ? (
    <WithQueries>
      <Page />
    </WithQueries>
  ) : (
    <Page />
  );
  return { element, handle };
}

/**
 * Every route of spec section 2. Public pages are pre-rendered at build time (build-steps/build.ts);
 * the others start from the SPA fallback page.
 */
export const ROUTES: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: [
      // The home page reads the catalogue in a part of its own (components/home-catalogue.tsx), which
      // loads the query client itself.
      { index: true, ...page('home', 'static') },
      { path: 'contact', ...page('contact') },
      { path: 'locations', ...page('locations') },
      { path: 'locations/:locationId', ...page('location') },
      { path: 'pricing', ...page('pricing') },
      { path: 'faq', ...page('faq') },
      { path: 'terms-and-conditions', ...page('terms-and-conditions') },
      { path: 'privacy-policy', ...page('privacy-policy', 'static') },
      { path: 'about-us', ...page('about-us', 'static') },
      { path: 'about-us/equipment', ...page('equipment') },
      {
        element: <GuestOnly />,
        children: [
          { path: 'login', ...page('auth/login', 'static') },
          { path: 'signup', ...page('auth/signup') },
          { path: 'forgot-password', ...page('auth/forgot-password', 'static') },
          { path: 'auth', ...page('auth/auth-action') },
        ],
      },
      {
        element: <SignedInOnly />,
        children: [
          { path: 'checkout', ...page('checkout', 'static') },
          {
            path: 'account',
            ...page('account/account'),
            children: [
              { index: true, ...page('account/account-index') },
              { path: 'bookings', ...page('account/bookings') },
              { path: 'details', ...page('account/details') },
            ],
          },
          { path: 'booking-requested/:id', ...page('booking-requested', 'static') },
        ],
      },
      { path: '*', ...page('not-found', 'static') },
    ],
  },
];
