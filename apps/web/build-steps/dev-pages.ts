import type { Plugin } from 'vite';
import type * as ServerEntry from '../app/entry.server.tsx';

// The dev server renders each page the way the build pre-renders it (app/entry.server.tsx), from the
// source modules, so `npm run dev` hydrates the same HTML production serves.
const DEV_HEAD_TAGS =
  '<link rel="stylesheet" href="/app/app.css"><script type="module" src="/app/entry.client.tsx"></script>';

export function devPages(): Plugin {
  return {
    name: 'camping:dev-pages',
    apply: 'serve',
    configureServer(server) {
      // Runs after Vite's own middlewares, so modules, assets and public files are served first.
      return () => {
        server.middlewares.use(async (request, response, next) => {
          if (request.method !== 'GET' || !request.headers.accept?.includes('text/html')) {
            next();
            return;
          }
          try {
            const url = request.originalUrl ?? '/';
            const { isAppRoute, redirectFor, renderPage } = (await server.ssrLoadModule(
              '/app/entry.server.tsx',
            )) as typeof ServerEntry;
            const { pathname: path, search } = new URL(url, 'http://localhost');
            const redirect = redirectFor(path);
            if (redirect) {
              // As Hosting redirects (firebase.json), keeping the query.
              response.writeHead(301, { Location: `${redirect}${search}` }).end();
              return;
            }
            const html = await server.transformIndexHtml(
              url,
              await renderPage(path, DEV_HEAD_TAGS),
            );
            // As Hosting answers with 404.html (firebase.json).
            response.statusCode = isAppRoute(path) ? 200 : 404;
            response.setHeader('Content-Type', 'text/html; charset=utf-8');
            response.end(html);
          } catch (error) {
            server.ssrFixStacktrace(error as Error);
            next(error);
          }
        });
      };
    },
  };
}
