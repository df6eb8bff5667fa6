import { runningStack, startStack } from '@camping/stack/stack';
import { forgetLastRun } from './run-sessions.ts';

/** Uses the stack `npm test` already started, or starts (and afterwards stops) its own. */
export default async function globalSetup() {
  forgetLastRun();
  if (runningStack('test')?.webUrl) return;
  const stack = await startStack({ profile: 'test', web: 'hosting' });
  return () => stack.stop();
}
