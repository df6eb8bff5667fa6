import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

// Workspace packages are consumed from their TypeScript sources (the `@camping/source` condition),
// so the dev server and tests never wait for a package build.
export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { conditions: ['@camping/source', ...defaultClientConditions] },
  ssr: {
    noExternal: [/^@camping\//],
    resolve: { conditions: ['@camping/source', ...defaultServerConditions] },
  },
});
