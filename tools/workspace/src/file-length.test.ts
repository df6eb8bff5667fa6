import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// No source file is longer than 300 lines: past that, a module does several things, and is split by
// responsibility (a hook for a form's logic, a file per section or per event). Source files are the
// repository's .ts, .tsx, .js, .mjs, .cjs and .css files, tracked or new (not ignored by git).
//
// Not counted: tests (`*.test.*`, `*.spec.*`), which read best as one story per file, and these
// exceptions, each with why:
const EXCEPTIONS: Record<string, string> = {
  'apps/web/build-steps/art/paint.ts': 'the painted art: drawing data, not logic (ADR 0011)',
  'apps/web/build-steps/art/scenes.ts': 'the painted art: drawing data, not logic (ADR 0011)',
};

const MAX_LINES = 300;

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

const isSource = (file: string) =>
  /\.(ts|tsx|js|mjs|cjs|css)$/.test(file) && !/\.(test|spec)\.[^/]*$/.test(file);

const linesOf = (file: string) =>
  readFileSync(join(root, file), 'utf8').replace(/\n$/, '').split('\n').length;

describe('source files', () => {
  const sources = files.filter(isSource);

  it(`are at most ${MAX_LINES} lines long`, () => {
    const long = sources
      .filter((file) => !(file in EXCEPTIONS))
      .map((file) => ({ file, lines: linesOf(file) }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(long).toEqual([]);
    // The rules still find what they are for.
    expect(sources.length).toBeGreaterThan(300);
  });

  it('leave out only exceptions that are still long', () => {
    const stale = Object.keys(EXCEPTIONS).filter(
      (file) => !sources.includes(file) || linesOf(file) <= MAX_LINES,
    );
    expect(stale).toEqual([]);
  });
});
