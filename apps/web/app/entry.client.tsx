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
  .then(() =>
    hydrateRoot(
      document,
      <Document spaFallback={spaFallback} notFound={notFoundPath !== null}>
        <BrowserRouter>
          <ServedAsNotFound path={notFoundPath}>
            {spaFallback ? <StartFromFallback app={app} /> : app}
          </ServedAsNotFound>
        </BrowserRouter>
      </Document>,
    ),
  );
