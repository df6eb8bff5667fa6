import { join } from 'node:path';
import { build } from 'vite';
import {
  BROWSER_CHUNK_GROUPS,
  FEATURE_ENTRY_FILES_HAVE_NO_SIDE_EFFECTS,
} from './browser-chunks.ts';
import { APP_STYLES, CLIENT_ENTRY } from './page-assets.ts';

export const WEB_ROOT = join(import.meta.dirname, '..');

/**
 * Bundles the app for browsers into `outDir`, with Vite's manifest (`.vite/manifest.json`), which the
 * pre-rendering reads. `mode` picks the environment files and the checks of build-environment.ts;
 * `envDir` is where those files are (apps/web unless a test says otherwise).
 */
export async function bundleForBrowsers(options: {
  mode: string;
  outDir: string;
  envDir?: string;
}): Promise<void> {
  await build({
    root: WEB_ROOT,
    mode: options.mode,
    ...(options.envDir && { envDir: options.envDir }),
    logLevel: 'warn',
    build: {
      outDir: options.outDir,
      emptyOutDir: true,
      manifest: true,
      // Pages' chunks import little beyond what the first page loaded, so dynamic imports need no
      // preload lists, which would weigh on every first load.
      modulePreload: false,
      rolldownOptions: {
        input: [CLIENT_ENTRY, APP_STYLES],
        treeshake: { moduleSideEffects: FEATURE_ENTRY_FILES_HAVE_NO_SIDE_EFFECTS },
        output: { codeSplitting: { groups: BROWSER_CHUNK_GROUPS } },
      },
    },
  });
}
