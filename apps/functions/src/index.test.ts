import { describe, expect, it } from 'vitest';
import { CALLABLES } from '@camping/domain/callables';
import { CSP_REPORT_FUNCTION } from '@camping/domain/errors/csp-report';
import * as deployed from './index.ts';
import { contractNameOf } from './shared/callable.ts';

// Importing the index is what the Functions emulator and `firebase deploy` do to find the functions:
// it initialises the admin app and defines each function, without connecting to anything.

/** The exports the deploy tooling sees as callables (onCall's endpoint marker). */
const callableExports = Object.entries(deployed).filter(
  ([, value]) =>
    typeof value === 'function' &&
    (value as { __endpoint?: { callableTrigger?: unknown } }).__endpoint?.callableTrigger !==
      undefined,
);

describe('src/index.ts', () => {
  it('exports exactly the callables of the contract', () => {
    expect(callableExports.map(([name]) => name).sort()).toEqual(Object.keys(CALLABLES).sort());
  });

  it('exports each callable under the contract name it was defined with', () => {
    for (const [exportName, callable] of callableExports) {
      expect(contractNameOf(callable), exportName).toBe(exportName);
    }
  });

  it('exports the HTTP function firebase.json sends CSP reports to', () => {
    const endpoint = (deployed as Record<string, { __endpoint?: { httpsTrigger?: unknown } }>)[
      CSP_REPORT_FUNCTION
    ]?.__endpoint;
    expect(endpoint?.httpsTrigger).toBeDefined();
  });
});
