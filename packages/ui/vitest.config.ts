import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@camping/source', ...defaultClientConditions] },
  test: {
    environment: 'happy-dom',
    // Each test file still gets its own context, but happy-dom is set up once per worker instead
    // of once per file: about twice as fast.
    pool: 'vmThreads',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
  },
});
