import type * as authModule from './auth.ts';

/**
 * The identity service's calls (auth.ts, with the Firebase Auth SDK), fetched on first use: never
 * part of a page's first load. The browser tests hold this module back by its chunk's name (auth-*).
 */
export type AuthModule = typeof authModule;

let loading: Promise<AuthModule> | null = null;
let loaded = false;
const waiting = new Set<() => void>();

export function loadAuthModule(): Promise<AuthModule> {
  if (!loading) {
    loading = import('./auth.ts');
    loading.then(
      () => {
        loaded = true;
        for (const run of waiting) run();
      },
      () => {
        // A failed fetch (offline) may be asked for again.
        loading = null;
      },
    );
  }
  return loading;
}

/**
 * Runs `run` once something has loaded the module (at once if something has): the sign-in state
 * follows a guest's sign-in without loading the SDK on every page itself (auth-context.tsx).
 * Returns how to stop waiting.
 */
export function whenAuthModuleLoaded(run: () => void): () => void {
  if (loaded) {
    run();
    return () => {};
  }
  waiting.add(run);
  return () => waiting.delete(run);
}
