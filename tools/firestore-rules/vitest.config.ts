import { nodeTests } from '@camping/workspace/vitest-base';
import { defineConfig, mergeConfig } from 'vitest/config';

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
