// `pnpm build`: bundles the app for browsers and for Node, then pre-renders every public page, the
// not-found page and the SPA fallback page into build/client, which Firebase Hosting serves
// (firebase.json).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { SITE_URL } from '@camping/domain/product';
import type * as ServerEntry from '../app/entry.server.tsx';
import { sitemapXml } from '../app/features/site/sitemap.ts';
import { PRERENDERED_PATHS, prerenderedPaths } from '../app/public-paths.ts';
import { WEB_ROOT, bundleForBrowsers } from './browser-bundle.ts';
import { pageHeadTags, type Manifest } from './page-assets.ts';

// A build for the real project (`production`, what deploy runs) unless told otherwise: the test stacks
// and `npm test` build for the local emulators (LOCAL_MODE); build-environment.ts checks the config.
const mode = process.env.WEB_BUILD_MODE ?? 'production';
// The browser tests build a copy wired to the test emulators (tools/stack) into build-e2e.
const buildDir = join(WEB_ROOT, process.env.WEB_BUILD_DIR ?? 'build');
const clientDir = join(buildDir, 'client');
const serverDir = join(buildDir, 'server');

await bundleForBrowsers({ mode, outDir: clientDir });
await build({
  root: WEB_ROOT,
  mode,
  logLevel: 'warn',
  build: { outDir: serverDir, emptyOutDir: true, ssr: 'app/entry.server.tsx' },
});

const manifestFile = join(clientDir, '.vite', 'manifest.json');
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
// Hosting serves everything in client/; the manifest is for this step only.
rmSync(dirname(manifestFile), { recursive: true });

/** A file of the browser bundle, for the styles each page carries inline. */
const readAsset = (file: string) => readFileSync(join(clientDir, file), 'utf8');

const server = (await import(
  pathToFileURL(join(serverDir, 'entry.server.js')).href
)) as typeof ServerEntry;

// firebase.json's CSP runs no inline script; data blocks (the query state, JSON-LD) do not run.
const INLINE_SCRIPT = /<script(?![^>]*\b(?:src=|type="application\/(?:ld\+)?json"))[^>]*>/;

function writePage(file: string, html: string) {
  if (INLINE_SCRIPT.test(html))
    throw new Error(`${file} has an inline script, which the CSP blocks.`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, html);
}

// A production build pre-renders the catalogue staff keep in Firestore (read like any visitor reads
// it); local builds the one the stacks seed, which needs no stack running (ADR 0014).
const catalogue = mode === 'production' ? await server.loadLiveCatalogue() : undefined;
const built = catalogue && { catalogue, paths: prerenderedPaths(catalogue.locations) };
const paths = built?.paths ?? PRERENDERED_PATHS;

for (const path of paths) {
  const html = await server.renderPage(
    path,
    pageHeadTags(manifest, server.pageFilesFor(path), readAsset),
    built,
  );
  writePage(join(clientDir, path, 'index.html'), html);
}
// Hosting answers every path that is neither a file nor one of the app's routes (firebase.json's
// rewrites) with 404.html, and status 404: unknown campgrounds too (ADR 0010).
const UNKNOWN_PATH = '/404';
writePage(
  join(clientDir, '404.html'),
  await server.renderPage(
    UNKNOWN_PATH,
    pageHeadTags(manifest, server.pageFilesFor(UNKNOWN_PATH), readAsset),
    built,
  ),
);
writePage(
  join(clientDir, '__spa-fallback.html'),
  await server.renderSpaFallback(pageHeadTags(manifest, [], readAsset)),
);
writeFileSync(join(clientDir, 'sitemap.xml'), sitemapXml(SITE_URL, paths));
