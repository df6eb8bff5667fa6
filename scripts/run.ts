import { spawn, spawnSync } from 'node:child_process';

/** Runs a command in the repository, streaming its output; throws when it fails. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): void {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) {
    throw new Error(
      `'${command} ${args.join(' ')}' failed (exit ${result.status ?? result.signal}).`,
    );
  }
}

/**
 * Like run, but reports failure instead of throwing, so a test run can carry on and sum up. It
 * leaves the event loop free: commands can run side by side, and Ctrl-C (or CI's SIGTERM) can stop
 * the stack while one runs.
 */
export function attempt(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<boolean> {
  return new Promise((resolve) => {
    spawn(command, args, { stdio: 'inherit', env }).on('exit', (code) => resolve(code === 0));
  });
}
