import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SOURCE_CONDITION } from './source-condition.ts';

// Tool settings are stated once (ADR 0001): every package's Vitest config extends a base config of
// vitest-base.ts, and code takes the source condition from source-condition.ts.

const root = join(import.meta.dirname, '..', '..', '..');

const files = execFileSync(
  'git',
  ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
  {
    cwd: root,
    encoding: 'utf8',
  },
)
  .split('\0')
  .filter((file) => file && existsSync(join(root, file)));

const read = (file: string) => readFileSync(join(root, file), 'utf8');

/** Where the condition may be spelt out: its declaration, and files that cannot import it. */
const SPELT_OUT = [
  'tools/workspace/src/source-condition.ts',
  // JSON imports nothing.
  'tsconfig.base.json',
  'packages/domain/package.json',
  // Runs before the workspace is installed.
  'scripts/bootstrap.mjs',
];

describe('the shared tool settings', () => {
  it('are what every Vitest config extends', () => {
    const configs = files.filter((file) => file.endsWith('vitest.config.ts'));
    expect(configs.length).toBeGreaterThanOrEqual(8);
    const own = configs.filter(
      (file) =>
        !/import \{ (nodeTests|browserTests) \} from '(@camping\/workspace\/vitest-base|\.\/src\/vitest-base\.ts)'/.test(
          read(file),
        ) || !read(file).includes('mergeConfig('),
    );
    expect(own).toEqual([]);
  });

  it('name the source condition once', () => {
    const code = files.filter(
      (file) => /\.(ts|tsx|js|mjs|json)$/.test(file) && file !== 'pnpm-lock.yaml',
    );
    const spelling = code.filter((file) => read(file).includes(SOURCE_CONDITION));
    expect(spelling.sort()).toEqual([...SPELT_OUT].sort());
  });
});
