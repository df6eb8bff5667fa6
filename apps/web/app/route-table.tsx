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
 * The route of a page module under app/routes/. `reads` marks a page that reads data (TanStack
 * Query): the query client then loads with it.
 */
function page(name: string, reads?: 'reads'): Pick<RouteObject, 'element' | 'handle'> {
  const file = `routes/${name}.tsx`;
  const load = PAGE_MODULES[`./${file}`];
  if (!load) throw new Error(`No page module at app/${file}.`);
  const { Page, preload } = lazyPage(load);
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
      // The home page reads the catalogue in a part of its own (components/home-catalogue.tsx).
      { index: true, ...page('home') },
      { path: 'contact', ...page('contact', 'reads') },
      { path: 'locations', ...page('locations', 'reads') },
      { path: 'locations/:locationId', ...page('location', 'reads') },
      { path: 'pricing', ...page('pricing', 'reads') },
      { path: 'faq', ...page('faq', 'reads') },
      { path: 'terms-and-conditions', ...page('terms-and-conditions', 'reads') },
      { path: 'privacy-policy', ...page('privacy-policy') },
      { path: 'about-us', ...page('about-us') },
      { path: 'about-us/equipment', ...page('equipment', 'reads') },
      {
        element: <GuestOnly />,
        children: [
          { path: 'login', ...page('auth/login') },
          { path: 'signup', ...page('auth/signup') },
          { path: 'forgot-password', ...page('auth/forgot-password') },
          { path: 'auth', ...page('auth/auth-action', 'reads') },
        ],
      },
      {
        element: <SignedInOnly />,
        children: [
          { path: 'checkout', ...page('checkout') },
          {
            path: 'account',
            // Its pages read the signed-in person's data within it.
            ...page('account/account', 'reads'),
            children: [
              { index: true, ...page('account/account-index') },
              { path: 'bookings', ...page('account/bookings') },
              { path: 'details', ...page('account/details') },
            ],
          },
          { path: 'booking-requested/:id', ...page('booking-requested') },
        ],
      },
      { path: '*', ...page('not-found') },
    ],
  },
];
