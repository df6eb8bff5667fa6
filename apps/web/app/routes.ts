import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

/** Every route of spec section 2. Public pages are pre-rendered (react-router.config.ts). */
export default [
  layout('layouts/site-layout.tsx', [
    index('routes/home.tsx'),
    route('contact', 'routes/contact.tsx'),
    route('locations', 'routes/locations.tsx'),
    route('locations/:locationId', 'routes/location.tsx'),
    route('pricing', 'routes/pricing.tsx'),
    route('faq', 'routes/faq.tsx'),
    route('terms-and-conditions', 'routes/terms-and-conditions.tsx'),
    route('privacy-policy', 'routes/privacy-policy.tsx'),
    route('about-us', 'routes/about-us.tsx'),
    route('about-us/equipment', 'routes/equipment.tsx'),

    layout('guards/guest-only.tsx', [
      route('login', 'routes/auth/login.tsx'),
      route('signup', 'routes/auth/signup.tsx'),
      route('forgot-password', 'routes/auth/forgot-password.tsx'),
      route('auth', 'routes/auth/auth-action.tsx'),
    ]),

    layout('guards/signed-in-only.tsx', [
      route('checkout', 'routes/checkout.tsx'),
      route('account', 'routes/account/account.tsx', [
        index('routes/account/account-index.tsx'),
        route('bookings', 'routes/account/bookings.tsx'),
        route('details', 'routes/account/details.tsx'),
      ]),
      route('booking-requested/:id', 'routes/booking-requested.tsx'),
    ]),

    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
