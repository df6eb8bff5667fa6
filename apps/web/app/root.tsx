import { pageTitle } from '@camping/domain/page-title';
import { Toaster } from '@camping/ui/toaster';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts } from 'react-router';
import type { Route } from './+types/root';
import stylesheet from './app.css?url';
import { AuthProvider } from './auth/auth-context.tsx';
import { MinimalChrome } from './layouts/site-chrome.tsx';
import { RouteErrorPage } from './layouts/route-error-page.tsx';
import { createQueryClient } from './query-client.ts';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

/** The default title; pages set their own with `pageTitle()`, error pages with a <title> element. */
export function meta() {
  return [
    { title: pageTitle() },
    {
      name: 'description',
      content: 'Camping set up for you at campgrounds within two hours of Sydney.',
    },
  ];
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-AU">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1b3822" />
        <Meta />
        <Links />
      </head>
      <body className="bg-sand-50 font-sans text-stone-900 antialiased">
        <a
          href="#main-content"
          className="sr-only rounded-md bg-white px-4 py-2 font-semibold text-forest-900 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50"
        >
          Skip to main content
        </a>
        {children}
        {/* No <ScrollRestoration>: every page change starts at the top (layouts/scroll-to-top.ts). */}
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <Outlet />
        <Toaster />
      </AuthProvider>
    </QueryClientProvider>
  );
}

/** Reached only when the app itself fails (the site layout catches page errors), so no providers here. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <MinimalChrome>
      <RouteErrorPage error={error} />
    </MinimalChrome>
  );
}

/** The loading page of routes that are not pre-rendered (account, checkout…), until the app starts. */
export function HydrateFallback() {
  return (
    <MinimalChrome>
      <main className="mx-auto max-w-3xl px-4 py-16 text-center">
        <p role="status">Loading…</p>
      </main>
    </MinimalChrome>
  );
}
