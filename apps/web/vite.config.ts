import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import { devPages } from './build-steps/dev-pages.ts';

// Workspace packages are consumed from their TypeScript sources (the `@camping/source` condition),
// so the dev server and tests never wait for a package build. `pnpm build` is build-steps/build.ts.
export default defineConfig({
  plugins: [tailwindcss(), react(), devPages()],
  appType: 'custom',
  // Firebase, forms and menus are imported lazily; pre-bundle them up front so the dev server never
  // re-optimises (and reloads the page) the first time a page needs one.
  optimizeDeps: {
    entries: ['app/entry.client.tsx'],
    include: [
      'firebase/app',
      'firebase/auth',
      'firebase/firestore/lite',
      'firebase/functions',
      'react-hook-form',
      '@hookform/resolvers/standard-schema',
      'zod',
      '@tanstack/react-query',
      'sonner',
      '@radix-ui/react-dropdown-menu',
      '@radix-ui/react-dialog',
    ],
  },
  // Builds (production and the test stacks') must not make the dev server reload open pages.
  server: { watch: { ignored: ['**/build/**', '**/build-e2e*/**'] } },
  resolve: { conditions: ['@camping/source', ...defaultClientConditions] },
  ssr: {
    noExternal: [/^@camping\//],
    resolve: { conditions: ['@camping/source', ...defaultServerConditions] },
  },
});
