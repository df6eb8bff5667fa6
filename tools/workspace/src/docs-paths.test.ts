import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { extname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Every file a doc names exists, so a doc cannot keep pointing at a file that moved. The docs are
// README.md and every .md file under docs/. The rules, kept simple on purpose:
//
// - A path is text in backticks without spaces that has a `/` between two names and ends in a file
//   name with an extension (`app/routes.tsx`) or in `/` (a folder: `app/shared/`). So `shared/`,
//   `settings/pricing` (a Firestore document) and `import-x/no-cycle` (a lint rule) are not paths.
// - Not paths either: URLs (`://`), the site's own addresses (`/checkout`), package names
//   (`@camping/...`), import aliases (`#app/...`), folders of the user's home (`~/.cache/...`) and
//   patterns (`*`, `{id}`, `<name>`, `…`).
// - A path may start at the repository's root or further down (`app/routes.tsx` is
//   apps/web/app/routes.tsx): it exists when a file of the repository ends with it, or, for a
//   folder, lies inside such a folder.
// - Paths git ignores are skipped: build output and local settings are nobody's files until made.
// - In the README's architecture tree, each line indented two spaces deeper than an entry names
//   something inside that entry (lines indented further continue its description); every entry
//   exists as the path the tree gives it from the root.

const root = join(import.meta.dirname, '..', '..', '..');

const git = (args: string[]) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);

/** The repository's files as they are now: tracked or new, not ignored, not deleted. */
const files = git(['ls-files', '-z', '--cached', '--others', '--exclude-standard']).filter((file) =>
  existsSync(join(root, file)),
);

function markdownUnder(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) => join(folder, name));
}

const docs = ['README.md', ...markdownUnder('docs')];

function isPath(text: string): boolean {
  if (/[\s*{}<>…]|:\/\//.test(text) || /^[/@#~]/.test(text)) return false;
  if (!/[^/]\/[^/]/.test(text)) return false;
  return text.endsWith('/') || extname(text) !== '';
}

function exists(path: string): boolean {
  if (path.endsWith('/')) {
    return files.some((file) => file.startsWith(path) || file.includes(`/${path}`));
  }
  return files.some((file) => file === path || file.endsWith(`/${path}`));
}

function ignoredByGit(paths: string[]): Set<string> {
  const answer = spawnSync('git', ['check-ignore', '--no-index', '--stdin', '-z'], {
    cwd: root,
    input: paths.join('\0'),
    encoding: 'utf8',
  });
  return new Set(answer.stdout.split('\0').filter(Boolean));
}

/** Text in single backticks, outside fenced code blocks. */
function inlineCode(markdown: string): string[] {
  const prose = markdown.replace(/^```[^\n]*\n[\s\S]*?^```$/gm, '');
  return [...prose.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!);
}

/** The paths of the README's architecture tree (its first fenced block), from the root. */
function architectureTree(readme: string): string[] {
  const section = readme.slice(readme.indexOf('## Architecture'));
  const block = /^```\n([\s\S]*?)^```$/m.exec(section)?.[1] ?? '';
  const entries: { indent: number; path: string }[] = [];
  const paths: string[] = [];
  let deepest = 0;
  for (const line of block.split('\n')) {
    const indent = line.length - line.trimStart().length;
    const name = line.trim().split(/\s{2,}/)[0];
    if (!name || indent > deepest) continue;
    while (entries.length > 0 && entries.at(-1)!.indent >= indent) entries.pop();
    const path = `${entries.at(-1)?.path ?? ''}${name}`;
    entries.push({ indent, path });
    paths.push(path);
    deepest = indent + 2;
  }
  return paths;
}

describe('the docs', () => {
  it('name only files that exist', () => {
    const named = docs.flatMap((doc) =>
      inlineCode(readFileSync(join(root, doc), 'utf8'))
        .filter(isPath)
        .map((path) => ({ doc, path })),
    );
    const ignored = ignoredByGit(named.map(({ path }) => path));
    const missing = named
      .filter(({ path }) => !ignored.has(path) && !exists(path))
      .map(({ doc, path }) => `${doc}: ${path}`);
    expect(missing).toEqual([]);
    // The rules still find what they are for.
    expect(named.length).toBeGreaterThan(100);
  });

  it('draw the architecture as the tree is', () => {
    const tree = architectureTree(readFileSync(join(root, 'README.md'), 'utf8'));
    expect(tree).toContain('apps/web/app/features/staff/');
    const inTree = (path: string) =>
      files.some((file) => file === path || (path.endsWith('/') && file.startsWith(path)));
    expect(tree.filter((path) => !inTree(path))).toEqual([]);
  });
});

describe('the rules for what is a path', () => {
  it('take files and folders below the root, in backticks', () => {
    expect(
      inlineCode('See `app/routes.tsx`, `app/shared/` and `npm test`.\n```\n`in/code.ts`\n```'),
    ).toEqual(['app/routes.tsx', 'app/shared/', 'npm test']);
    expect(['app/routes.tsx', 'app/shared/', 'tools/stack/src/stack.ts'].every(isPath)).toBe(true);
  });

  it('leave out what only looks like one', () => {
    for (const text of [
      'shared/',
      'settings/pricing',
      'import-x/no-cycle',
      'https://example.com/a.js',
      '/checkout',
      '@camping/domain/zod',
      '#app/features/x.ts',
      '~/.cache/complete-camping/',
      'packages/{id}/kitMonths/{YYYY-MM}',
      'apps/*/package.json',
      'scripts/<command>.ts',
      'npm run dev',
    ]) {
      expect(isPath(text), text).toBe(false);
    }
  });

  it('find a path from the root or from further down', () => {
    expect(exists('apps/web/app/routes.tsx')).toBe(true);
    expect(exists('app/routes.tsx')).toBe(true);
    expect(exists('app/shared/')).toBe(true);
    expect(exists('app/route-table.tsx')).toBe(false);
    expect(exists('pp/routes.tsx')).toBe(false);
  });

  it('read the architecture tree by indentation', () => {
    const readme = [
      '## Architecture',
      '```',
      'apps/',
      '  web/                The client, with',
      '                      notes/ that continue the description.',
      '    app/',
      '      routes.tsx      The route table.',
      'tools/',
      '```',
    ].join('\n');
    expect(architectureTree(readme)).toEqual([
      'apps/',
      'apps/web/',
      'apps/web/app/',
      'apps/web/app/routes.tsx',
      'tools/',
    ]);
  });
});
