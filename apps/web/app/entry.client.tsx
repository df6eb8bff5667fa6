import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter, matchRoutes } from 'react-router';
import { ServedAsNotFound } from '#app/features/site/served-as-not-found.tsx';
import { StartFromFallback } from '#app/features/site/start-from-fallback.tsx';
import { App } from './app.tsx';
import { Document } from './document.tsx';
import type { PageHandle } from './lazy-page.tsx';
import { ROUTES } from './routes.tsx';

const app = <App />;
const spaFallback = document.documentElement.hasAttribute('data-spa-fallback');
const notFoundPath = document.documentElement.hasAttribute('data-not-found')
  ? window.location.pathname
  : null;

// The page modules of this URL (and the query client, if it reads data) were fetched in parallel with
// this one (modulepreload); waiting for them lets React hydrate the pre-rendered page in one pass.
const matches = matchRoutes(ROUTES, window.location) ?? [];
void Promise.all(matches.map(({ route }) => (route.handle as PageHandle | undefined)?.preload()))
  .catch(() => {
    // A page module that fails to load fails again when rendered, where the error page shows it.
  })
  // Hydrating in a transition lets React yield to the browser every few milliseconds instead of
  // holding the main thread for the whole page, so a slow phone keeps scrolling and painting while it
  // hydrates; a tap in the meantime makes React finish at once and then handle it. Lighthouse's Total
  // Blocking Time about halved on this machine (ADR 0026).
  .then(() =>
    startTransition(() => {
      hydrateRoot(
        document,
        <Document spaFallback={spaFallback} notFound={notFoundPath !== null}>
          <BrowserRouter>
            <ServedAsNotFound path={notFoundPath}>
              {spaFallback ? <StartFromFallback app={app} /> : app}
            </ServedAsNotFound>
          </BrowserRouter>
        </Document>,
      );
    }),
  );
