import type { RouteObject } from 'react-router';
import { PATHS } from '@camping/domain/site/paths';
import GuestOnly from '#app/features/account/guest-only.tsx';
import SignedInOnly from '#app/features/account/signed-in-only.tsx';
import { Redirect } from '#app/features/site/redirect.tsx';
import SiteLayout from '#app/features/site/site-layout.tsx';
import {
  loadBrowserQueryClient,
  WithQueries,
} from '#app/shared/query-client/query-client-source.tsx';
import { lazyPage, type PageHandle, type PageModule } from './lazy-page.tsx';
import { REDIRECTS } from './redirects.ts';

// Every page module (features/<feature>/**/<name>-page.tsx) becomes a chunk of its own, fetched when
// its route is first shown. The staff area's pages (in folders under features/staff/) are its own
// (features/staff/staff-routes.tsx), so that the first load of public pages does not list them: only
// its frame is here.
const PAGE_MODULES = import.meta.glob<PageModule>(['./**/*-page.tsx', '!./staff/*/**'], {
  base: './features',
});

const QUERY_CLIENT_FILE = 'shared/query-client/browser-query-client.ts';

/**
 * The route of a page module, named by its path under app/features without `-page.tsx`. The query
 * client (TanStack Query) loads with the page, unless it is marked `static`: a page that reads no
 * data through TanStack Query, whose first load is then lighter.
 */
function page(name: string, kind?: 'static'): Pick<RouteObject, 'element' | 'handle'> {
  const file = `features/${name}-page.tsx`;
  const load = PAGE_MODULES[`./${name}-page.tsx`];
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
 * Every route of spec section 2, each a page of a feature. Public pages are pre-rendered at build time
 * (build-steps/build.ts); the others start from the SPA fallback page.
 */
export const ROUTES: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: [
      // The home page reads the catalogue in a part of its own (content/home-catalogue.tsx), which
      // loads the query client itself.
      { index: true, ...page('content/home', 'static') },
      { path: PATHS.contact, ...page('contact/contact', 'static') },
      { path: PATHS.locations, ...page('catalogue/locations') },
      { path: PATHS.location, ...page('catalogue/location') },
      { path: PATHS.pricing, ...page('catalogue/pricing') },
      { path: PATHS.faq, ...page('content/faq') },
      { path: PATHS.termsAndConditions, ...page('content/terms-and-conditions') },
      { path: PATHS.privacyPolicy, ...page('content/privacy-policy', 'static') },
      { path: PATHS.aboutUs, ...page('content/about-us', 'static') },
      { path: PATHS.equipment, ...page('catalogue/equipment') },
      {
        element: <GuestOnly />,
        children: [
          { path: PATHS.login, ...page('account/guest/login', 'static') },
          { path: PATHS.signup, ...page('account/guest/signup') },
          { path: PATHS.forgotPassword, ...page('account/guest/forgot-password', 'static') },
          { path: PATHS.authAction, ...page('account/guest/auth-action') },
        ],
      },
      {
        element: <SignedInOnly />,
        children: [
          { path: PATHS.checkout, ...page('bookings/checkout') },
          { path: PATHS.giftVouchers, ...page('gift-vouchers/gift-vouchers') },
          {
            path: PATHS.account,
            ...page('account/my-account/account'),
            children: [
              { index: true, ...page('account/my-account/my-account') },
              { path: PATHS.myBookings, ...page('bookings/my-bookings') },
              { path: PATHS.review, ...page('reviews/review') },
              { path: PATHS.myDetails, ...page('account/my-account/my-details') },
            ],
          },
          { path: PATHS.bookingRequested, ...page('bookings/booking-requested') },
        ],
      },
      // The staff area: its frame checks the `admin` claim (everyone else gets the not-found page)
      // and declares its own pages (features/staff/staff-routes.tsx).
      { path: `${PATHS.staff}/*`, ...page('staff/staff-area') },
      ...REDIRECTS.map(({ from, to }) => ({ path: from, element: <Redirect to={to} /> })),
      { path: '*', ...page('site/not-found', 'static') },
    ],
  },
];
