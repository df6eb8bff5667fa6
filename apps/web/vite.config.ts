import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

// Workspace packages are consumed from their TypeScript sources (the `@camping/source` condition),
// so the dev server and tests never wait for a package build.
export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // Firebase is imported lazily; pre-bundle it up front so the dev server never re-optimises (and
  // reloads the page) the first time a page needs it.
  optimizeDeps: { include: ['firebase/app', 'firebase/firestore/lite', 'firebase/functions', 'firebase/auth'] },
  resolve: { conditions: ['@camping/source', ...defaultClientConditions] },
  ssr: {
    noExternal: [/^@camping\//],
    resolve: { conditions: ['@camping/source', ...defaultServerConditions] },
  },
});
