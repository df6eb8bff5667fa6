import type { TestProject } from 'vitest/node';
import type { StackInfo } from '@camping/stack/profiles';
import { runningStack, startStack } from '@camping/stack/stack';

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackInfo;
  }
}

/** Uses the emulators `npm test` already started, or starts (and afterwards stops) its own. */
export default async function setup(project: TestProject) {
  const existing = runningStack('test');
  if (existing) {
    project.provide('stack', existing);
    return;
  }
  const stack = await startStack({ profile: 'test', web: 'none' });
  project.provide('stack', stack.info);
  return () => stack.stop();
}
