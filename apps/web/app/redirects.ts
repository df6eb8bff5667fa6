import { PATHS } from '@camping/domain/site/paths';

/**
 * Addresses people guess or find in old links, sent on to the page: by Hosting with a 301
 * (firebase.json's `redirects`, kept equal to this list by routes.test.tsx), by the dev server, and by
 * a route of the app for links followed inside it.
 */
export const REDIRECTS: readonly { from: string; to: string }[] = [
  { from: '/equipment', to: PATHS.equipment },
];
