import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

export function stateDir(profile: string): string {
  return join(REPO_ROOT, '.stack', profile);
}

export function stackFile(profile: string): string {
  return join(stateDir(profile), 'stack.json');
}
