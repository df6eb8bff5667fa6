import type * as authModule from './auth.ts';

/**
 * The identity service's calls (auth.ts, with the Firebase Auth SDK), fetched on first use: never
 * part of a page's first load. The browser tests hold this module back by its chunk's name (auth-*).
 */
export type AuthModule = typeof authModule;

let loading: Promise<AuthModule> | undefined;
const wanting = new Set<() => void>();

export function loadAuthModule(): Promise<AuthModule> {
  if (!loading) {
    loading = import('./auth.ts').catch((error: unknown) => {
      // A failed fetch (offline) may be asked for again.
      loading = undefined;
      throw error;
    });
    for (const run of wanting) run();
  }
  return loading;
}

/**
 * Runs `run` when something asks for the module (at once if something has): the sign-in state then
 * follows a guest's sign-in without loading the SDK on every page itself (auth-context.tsx). Returns
 * how to stop.
 */
export function onAuthModuleWanted(run: () => void): () => void {
  if (loading) run();
  wanting.add(run);
  return () => wanting.delete(run);
}
