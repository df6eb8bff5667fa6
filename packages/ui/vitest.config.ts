import { defineConfig, mergeConfig } from 'vitest/config';
import { browserTests } from '@camping/workspace/vitest-base';

export default mergeConfig(
  browserTests,
  defineConfig({
    test: {
      // Each test file still gets its own context, but happy-dom is set up once per worker instead
      // of once per file: about twice as fast.
      pool: 'vmThreads',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./vitest.setup.ts'],
    },
  }),
);
