import { defineConfig, mergeConfig } from 'vitest/config';
import { nodeTests } from '@camping/workspace/vitest-base';

export default mergeConfig(nodeTests, defineConfig({ test: { include: ['src/**/*.test.ts'] } }));
