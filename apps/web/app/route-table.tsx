import type { RouteObject } from 'react-router';
import GuestOnly from './guards/guest-only.tsx';
import SignedInOnly from './guards/signed-in-only.tsx';
import { lazyPage, type PageModule } from './lazy-page.tsx';
import SiteLayout from './layouts/site-layout.tsx';

// Every page module becomes a chunk of its own, fetched when its route is first shown.
const PAGE_MODULES = import.meta.glob<PageModule>(['./routes/**/*.tsx', '!./routes/**/*.test.tsx']);

function page(file: string): Pick<RouteObject, 'element' | 'handle'> {
  const load = PAGE_MODULES[`./${file}`];
  if (!load) throw new Error(`No page module at app/${file}.`);
  const { Page, handle } = lazyPage(file, load);
  return { element: <Page />, handle };
}

/**
 * Every route of spec section 2. Public pages are pre-rendered at build time (PRERENDERED_PATHS in
 * content/site.ts); the others start from the SPA fallback page.
 */
export const ROUTES: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: [
      { index: true, ...page('routes/home.tsx') },
      { path: 'contact', ...page('routes/contact.tsx') },
      { path: 'locations', ...page('routes/locations.tsx') },
      { path: 'locations/:locationId', ...page('routes/location.tsx') },
      { path: 'pricing', ...page('routes/pricing.tsx') },
      { path: 'faq', ...page('routes/faq.tsx') },
      { path: 'terms-and-conditions', ...page('routes/terms-and-conditions.tsx') },
      { path: 'privacy-policy', ...page('routes/privacy-policy.tsx') },
      { path: 'about-us', ...page('routes/about-us.tsx') },
      { path: 'about-us/equipment', ...page('routes/equipment.tsx') },
      {
        element: <GuestOnly />,
        children: [
          { path: 'login', ...page('routes/auth/login.tsx') },
          { path: 'signup', ...page('routes/auth/signup.tsx') },
          { path: 'forgot-password', ...page('routes/auth/forgot-password.tsx') },
          { path: 'auth', ...page('routes/auth/auth-action.tsx') },
        ],
      },
      {
        element: <SignedInOnly />,
        children: [
          { path: 'checkout', ...page('routes/checkout.tsx') },
          {
            path: 'account',
            ...page('routes/account/account.tsx'),
            children: [
              { index: true, ...page('routes/account/account-index.tsx') },
              { path: 'bookings', ...page('routes/account/bookings.tsx') },
              { path: 'details', ...page('routes/account/details.tsx') },
            ],
          },
          { path: 'booking-requested/:id', ...page('routes/booking-requested.tsx') },
        ],
      },
      { path: '*', ...page('routes/not-found.tsx') },
    ],
  },
];
