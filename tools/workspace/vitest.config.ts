import { defineConfig, mergeConfig } from 'vitest/config';
import { nodeTests } from './src/vitest-base.ts';

export default mergeConfig(nodeTests, defineConfig({ test: { include: ['src/**/*.test.ts'] } }));
