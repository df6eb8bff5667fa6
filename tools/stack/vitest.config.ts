import { nodeTests } from '@camping/workspace/vitest-base';
import { defineConfig, mergeConfig } from 'vitest/config';

export default mergeConfig(nodeTests, defineConfig({ test: { include: ['src/**/*.test.ts'] } }));
