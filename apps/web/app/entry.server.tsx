import { prerender } from 'react-dom/static';
import { matchRoutes, StaticRouter } from 'react-router';
import { PATHS } from '@camping/domain/site/paths';
import { structuredDataElement } from '#app/features/site/seo.ts';
import { ServedAsNotFound } from '#app/features/site/served-as-not-found.tsx';
import { FallbackPage } from '#app/features/site/start-from-fallback.tsx';
import { queryStateElement } from '#app/shared/query-client/query-state-transfer.ts';
import { App } from './app.tsx';
import { Document } from './document.tsx';
import type { PageHandle } from './lazy-page.tsx';
import { SEEDED_CATALOGUE, type PrerenderCatalogue } from './prerender-catalogue.ts';
import { prerenderQueryClient } from './prerender-query-client.ts';
import { PRERENDERED_PATHS } from './public-paths.ts';
import { REDIRECTS } from './redirects.ts';
import { ROUTES } from './routes.tsx';

export { loadLiveCatalogue } from './prerender-catalogue.ts';

// Renders pages to HTML with Node, for the build (build-steps/build.ts) and the dev server
// (build-steps/dev-pages.ts). `headTags` are the stylesheet and script tags of the caller's bundles.

/** The page modules (paths under app/) a URL path renders, outermost first. */
export function pageFilesFor(path: string): string[] {
  return (matchRoutes(ROUTES, path) ?? []).flatMap(({ route }) => {
    const handle = route.handle as PageHandle | undefined;
    return handle?.files ?? [];
  });
}

/**
 * Whether Hosting answers a path with a page of the app (firebase.json): a pre-rendered file or a
 * rewrite to the SPA fallback. Any other path shows the not-found page, with status 404; so does a
 * campground the catalogue did not have at build time, whose page is a file, not a rewrite.
 */
export function isAppRoute(
  path: string,
  prerenderedPaths: readonly string[] = PRERENDERED_PATHS,
): boolean {
  const routes = (matchRoutes(ROUTES, path) ?? []).map(({ route }) => route.path);
  if (routes.includes('*')) return false;
  return !routes.includes(PATHS.location) || prerenderedPaths.includes(path);
}

/** Where Hosting redirects a path to (firebase.json's `redirects`), if it does. */
export function redirectFor(path: string): string | null {
  return REDIRECTS.find(({ from }) => from === path)?.to ?? null;
}

async function renderDocument(element: React.ReactElement, headTags: string): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerender(element, {
    onError: (error) => void errors.push(error),
    // Every part inline: React would otherwise move big parts to the end of the document, to be put
    // in place by inline scripts that the CSP does not allow.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const html = await new Response(prelude).text();
  // React would render a failing part in the browser instead; a page we publish must not fail.
  if (errors.length > 0) throw new AggregateError(errors, 'The page failed to render.');
  return html.replace('</head>', `${headTags}</head>`);
}

/**
 * A page with its content and the data it was rendered with: the seeded catalogue unless the build
 * passes Firestore's, and the pre-rendered paths that go with it.
 */
export async function renderPage(
  path: string,
  headTags: string,
  built: { catalogue: PrerenderCatalogue; paths: readonly string[] } = {
    catalogue: SEEDED_CATALOGUE,
    paths: PRERENDERED_PATHS,
  },
): Promise<string> {
  const { client, dehydrateUsed } = prerenderQueryClient(built.catalogue);
  const notFound = !isAppRoute(path, built.paths);
  try {
    const html = await renderDocument(
      <Document notFound={notFound}>
        <StaticRouter location={path}>
          <ServedAsNotFound path={notFound ? path : null}>
            <App queryClient={client} />
          </ServedAsNotFound>
        </StaticRouter>
      </Document>,
      headTags,
    );
    // Rendering has settled, so every query the page uses is in the cache now.
    const data =
      structuredDataElement(path, built.catalogue.reviews) + queryStateElement(dehydrateUsed());
    return html.replace('</head>', `${data}</head>`);
  } finally {
    // Cached queries hold garbage-collection timers that would keep Node running for minutes.
    client.clear();
  }
}

/** The page served for every path that is not pre-rendered: a loading page until the app starts. */
export function renderSpaFallback(headTags: string): Promise<string> {
  return renderDocument(
    <Document spaFallback>
      <StaticRouter location="/">
        <FallbackPage />
      </StaticRouter>
    </Document>,
    headTags,
  );
}
