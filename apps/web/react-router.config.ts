import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LOCATIONS } from '@camping/catalogue/locations';
import type { Config } from '@react-router/dev/config';
import { PUBLIC_PATHS, SITE_URL, locationPath } from './app/content/site.ts';
import { sitemapXml } from './app/content/sitemap.ts';

// Every public page, each campground's included, read from the catalogue the stack seeds.
const PRERENDERED_PATHS = [
  ...PUBLIC_PATHS,
  ...LOCATIONS.map((location) => locationPath(location.id)),
];

// Static hosting: no server rendering at request time. Public pages are pre-rendered to HTML at
// build time; every other path gets the SPA fallback page (firebase.json rewrites to it).
export default {
  appDirectory: 'app',
  // The browser tests build a copy wired to the test emulators (tools/stack) into build-e2e.
  buildDirectory: process.env.WEB_BUILD_DIR ?? 'build',
  ssr: false,
  prerender: PRERENDERED_PATHS,
  async buildEnd({ reactRouterConfig }) {
    await writeFile(
      join(reactRouterConfig.buildDirectory, 'client', 'sitemap.xml'),
      sitemapXml(SITE_URL, PRERENDERED_PATHS),
    );
  },
} satisfies Config;
