import { defineConfig, mergeConfig } from 'vitest/config';
import { nodeTests } from '@camping/workspace/vitest-base';

export default mergeConfig(
  nodeTests,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            include: ['src/**/*.test.ts'],
            exclude: ['src/**/*.integration.test.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'integration',
            include: ['src/**/*.integration.test.ts'],
            globalSetup: ['./integration-setup.ts'],
            fileParallelism: false,
            testTimeout: 30_000,
            hookTimeout: 60_000,
          },
        },
      ],
    },
  }),
);
