/**
 * The identity service's calls (auth.ts, with the Firebase Auth SDK), fetched on first use: never
 * part of a page's first load. The browser tests hold this module back by its chunk's name (auth-*).
 */
export const loadAuthModule = () => import('./auth.ts');
export type AuthModule = Awaited<ReturnType<typeof loadAuthModule>>;
