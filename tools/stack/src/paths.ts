import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

export function stateDir(profile: string): string {
  const offset = process.env.STACK_PORT_OFFSET;
  return join(REPO_ROOT, '.stack', offset ? `${profile}-${offset}` : profile);
}

export function stackFile(profile: string): string {
  return join(stateDir(profile), 'stack.json');
}
