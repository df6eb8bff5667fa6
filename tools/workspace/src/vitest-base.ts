import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { SOURCE_CONDITION } from './source-condition.ts';

// What every package's tests share. A package's vitest.config.ts extends one of these with
// mergeConfig and adds only its own: which files, set-up, pool, time-outs.

const nodeConditions = [SOURCE_CONDITION, ...defaultServerConditions];

/** Code that runs in Node: the functions, the domain, the catalogue, the stack and the rules tests. */
export const nodeTests = defineConfig({
  resolve: { conditions: nodeConditions },
  ssr: { resolve: { conditions: nodeConditions } },
});

/** Code that runs in the browser: the web app and the shared components, on happy-dom. */
export const browserTests = defineConfig({
  resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
  test: { environment: 'happy-dom' },
});
