import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@camping/source', ...defaultClientConditions] },
  test: {
    environment: 'happy-dom',
    include: ['app/**/*.test.{ts,tsx}', 'build-steps/**/*.test.ts'],
  },
});
