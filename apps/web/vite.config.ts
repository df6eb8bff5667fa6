import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import { SOURCE_CONDITION } from '@camping/workspace/source-condition';
import { buildEnvironmentCheck } from './build-steps/build-environment.ts';
import { devPages } from './build-steps/dev-pages.ts';

// Workspace packages are consumed from their TypeScript sources (SOURCE_CONDITION),
// so the dev server and tests never wait for a package build. `pnpm build` is build-steps/build.ts.
export default defineConfig({
  plugins: [tailwindcss(), react(), devPages(), buildEnvironmentCheck()],
  appType: 'custom',
  // The dependency scan starts at the browser entry and follows its lazy imports (pages, Firebase,
  // forms, menus), so every dependency is pre-bundled up front and the dev server never reloads a
  // page to optimise one it missed (e2e/dev-server.spec.ts checks this).
  optimizeDeps: { entries: ['app/entry.client.tsx'] },
  // Builds (production and the test stacks') must not make the dev server reload open pages.
  server: { watch: { ignored: ['**/build/**', '**/build-e2e*/**'] } },
  resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
  ssr: {
    noExternal: [/^@camping\//],
    resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] },
  },
});
