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
            // The longest flows (checkout with a voucher or a code, staff closing a campground) take
            // 2–3 s of typing and clicking on a quiet machine, and up to 11.5 s on a slow 2-core one
            // with `npm test` running everything beside them. A time-out catches a hang.
            testTimeout: 30_000,
          },
        },
        {
          extends: true,
          // These run Vite, Rolldown and ESLint, whose native bindings do not work in a VM context.
          test: {
            name: 'tooling',
            include: ['build-steps/**/*.test.ts', '*.test.ts'],
            // ESLint over the app takes up to 7.7 s, and a dev server's first render of a page
            // (1.7–2.2 s on a quiet 2-core machine) 5 s once beside the rest of `npm test`. A
            // time-out catches a hang.
            testTimeout: 30_000,
          },
        },
      ],
    },
  }),
);
