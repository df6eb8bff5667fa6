import type { Config } from '@react-router/dev/config';

// Static hosting: no server rendering at request time. Public pages are pre-rendered to HTML at
// build time; every other path gets the SPA fallback page (firebase.json rewrites to it).
export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: false,
  prerender: ['/'],
} satisfies Config;
