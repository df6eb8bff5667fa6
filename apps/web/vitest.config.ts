import { defineConfig, mergeConfig } from 'vitest/config';
import { browserTests } from '@camping/workspace/vitest-base';

export default mergeConfig(
  browserTests,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'app',
            include: ['app/**/*.test.{ts,tsx}'],
            // Each test file still gets its own context, but happy-dom is set up once per worker
            // instead of once per file: several times faster.
            pool: 'vmThreads',
            setupFiles: ['./vitest.setup.ts'],
            // The longest flows (checkout with a voucher or a code) take 2–3 s of typing and clicking
            // on a quiet machine and passed 5 s once `npm test` ran everything beside them.
            testTimeout: 15_000,
          },
        },
        {
          extends: true,
          // These run Vite, Rolldown and ESLint, whose native bindings do not work in a VM context.
          test: { name: 'tooling', include: ['build-steps/**/*.test.ts', '*.test.ts'] },
        },
      ],
    },
  }),
);
