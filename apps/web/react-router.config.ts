import type { Config } from '@react-router/dev/config';

// Static hosting: no server rendering at request time. Public pages are pre-rendered to HTML at
// build time; every other path gets the SPA fallback page (firebase.json rewrites to it).
export default {
  appDirectory: 'app',
  // The browser tests build a copy wired to the test emulators (tools/stack) into build-e2e.
  buildDirectory: process.env.WEB_BUILD_DIR ?? 'build',
  ssr: false,
  prerender: [
    '/',
    '/contact',
    '/locations',
    '/pricing',
    '/faq',
    '/terms-and-conditions',
    '/privacy-policy',
    '/about-us',
    '/about-us/equipment',
  ],
} satisfies Config;
