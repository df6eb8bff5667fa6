import type { ReactNode } from 'react';

export interface DocumentProps {
  /** The SPA fallback page: the app shows a loading page until it has started. */
  spaFallback?: boolean;
  /** The not-found page, served with status 404 (features/site/served-as-not-found.ts). */
  notFound?: boolean;
  children: ReactNode;
}

/**
 * The whole HTML document, rendered by React both when pages are pre-rendered and in the browser. The
 * build adds the stylesheet, scripts and page data to <head> (entry.server.tsx); React leaves tags it
 * did not render there alone when it hydrates. Pages add their <title> and <meta> tags themselves.
 */
export function Document({ spaFallback, notFound, children }: DocumentProps) {
  return (
    <html
      lang="en-AU"
      data-spa-fallback={spaFallback ? '' : undefined}
      data-not-found={notFound ? '' : undefined}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1b3822" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      </head>
      <body className="bg-sand-50 font-sans text-stone-900 antialiased">
        <a
          href="#main-content"
          className="sr-only rounded-md bg-white px-4 py-2 font-semibold text-forest-900 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50"
        >
          Skip to main content
        </a>
        {children}
      </body>
    </html>
  );
}
