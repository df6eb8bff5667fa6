import { defineConfig, mergeConfig } from 'vitest/config';
import { nodeTests } from '@camping/workspace/vitest-base';

export default mergeConfig(
  nodeTests,
  defineConfig({
    test: {
      include: ['src/**/*.test.ts'],
      // Pure code without module state: the test files share a worker's modules instead of each
      // importing them anew (about four times as fast).
      isolate: false,
    },
  }),
);
