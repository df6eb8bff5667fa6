import { defineConfig, mergeConfig } from 'vitest/config';
import { nodeTests } from '@camping/workspace/vitest-base';

export default mergeConfig(
  nodeTests,
  defineConfig({
    test: {
      include: ['src/**/*.integration.test.ts'],
      globalSetup: ['./emulator-setup.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  }),
);
