// @vitest-environment node
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The import rules of the feature folders (eslint.config.js, import-x/no-restricted-paths), checked by
// linting one import at a time as if it were a file of the app. The files need not exist; the modules
// they import must, since a path the resolver cannot find is not checked.

const repository = join(import.meta.dirname, '..', '..');
let eslint: ESLint;

beforeAll(() => {
  // The cycle check would parse half the app for every probe; it has no part in the zones.
  eslint = new ESLint({
    cwd: repository,
    overrideConfig: { rules: { 'import-x/no-cycle': 'off' } },
  });
});

/** The messages of import-x/no-restricted-paths for `file` (under apps/web/app) importing `module`. */
async function zoneMessages(file: string, module: string): Promise<string[]> {
  const code = `import * as probe from '${module}';\nexport { probe };\n`;
  const [result] = await eslint.lintText(code, {
    filePath: join(repository, 'apps/web/app', file),
  });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

describe('the feature zones', () => {
  it('let a feature use another only through its index.ts', async () => {
    expect(
      await zoneMessages(
        'features/content/probe.ts',
        '#app/features/catalogue/catalogue-queries.ts',
      ),
    ).toEqual([expect.stringContaining('only through its index.ts')]);
    expect(
      await zoneMessages('features/content/probe.ts', '../catalogue/package-card.tsx'),
    ).toEqual([expect.stringContaining('only through its index.ts')]);
    expect(
      await zoneMessages('features/content/probe.ts', '#app/features/catalogue/index.ts'),
    ).toEqual([]);
    // Within a feature, and from the app shell, any module will do.
    expect(await zoneMessages('features/catalogue/probe.ts', './catalogue-queries.ts')).toEqual([]);
    expect(await zoneMessages('probe.tsx', '#app/features/catalogue/catalogue-queries.ts')).toEqual(
      [],
    );
  });

  it('hold for the staff area as for every feature', async () => {
    expect(
      await zoneMessages('features/staff/probe.ts', '#app/features/account/auth-context.tsx'),
    ).toEqual([expect.stringContaining('only through its index.ts')]);
  });

  it('keep shared/ and firebase/ free of features', async () => {
    expect(await zoneMessages('shared/probe.ts', '#app/features/catalogue/index.ts')).toEqual([
      expect.stringContaining('uses no feature'),
    ]);
    expect(await zoneMessages('firebase/probe.ts', '#app/features/account/index.ts')).toEqual([
      expect.stringContaining('uses no feature'),
    ]);
    expect(await zoneMessages('shared/probe.ts', '#app/shared/styles.ts')).toEqual([]);
  });

  it('lead to the staff area from the route table only', async () => {
    // Nothing under features/staff exists yet to import, so this finds the zone itself.
    const config = (await eslint.calculateConfigForFile(
      join(repository, 'apps/web/app/features/site/probe.ts'),
    )) as { rules: Record<string, [string, { zones: { from: string | string[] }[] }]> };
    const [, { zones }] = config.rules['import-x/no-restricted-paths']!;
    expect(zones).toContainEqual(
      expect.objectContaining({
        from: 'apps/web/app/features/staff/**',
        target: expect.arrayContaining(['apps/web/app/!(routes).{ts,tsx}']),
      }),
    );
  });
});

describe('writes from the browser', () => {
  it("call a function only from the feature's *-calls.ts, a read's query or the error report", async () => {
    const functions = '#app/firebase/functions.ts';
    for (const file of [
      'features/contact/contact-page.tsx',
      'features/account/my-account/probe.tsx',
    ]) {
      expect(await zoneMessages(file, functions)).toEqual([
        expect.stringContaining("through the feature's *-calls.ts"),
      ]);
    }
    for (const file of [
      'features/contact/contact-calls.ts',
      'features/availability/unavailable-dates-queries.ts',
      'features/site/report-client-error.ts',
      'features/contact/contact-form.test.tsx',
    ]) {
      expect(await zoneMessages(file, functions)).toEqual([]);
    }
  });
});

/** The messages of `rule` for `file` (under apps/web/app) with `code`. */
async function messages(rule: string, file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, {
    filePath: join(repository, 'apps/web/app', file),
  });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === rule)
    .map((message) => message.message);
}
const importing = (module: string) => `import * as probe from '${module}';\nexport { probe };\n`;

describe('the paths of imports', () => {
  it('name a module of the same feature relatively, and anything outside it by #app/…', async () => {
    const paths = (file: string, module: string) =>
      messages('no-restricted-imports', file, importing(module));
    expect(
      await paths('features/account/my-account/probe.ts', '#app/features/account/load-auth.ts'),
    ).toEqual([expect.stringContaining('by relative path')]);
    expect(await paths('features/account/my-account/probe.ts', '../load-auth.ts')).toEqual([]);
    expect(await paths('features/account/probe.ts', '../../shared/format.ts')).toEqual([
      expect.stringContaining('through #app/'),
    ]);
    expect(await paths('features/account/my-account/probe.ts', '../../catalogue/index.ts')).toEqual(
      [expect.stringContaining('through #app/')],
    );
    expect(await paths('features/account/probe.ts', '#app/shared/format.ts')).toEqual([]);
  });

  it('come in one order: packages, @camping/*, #app/*, then neighbours', async () => {
    const order = (code: string) => messages('import-x/order', 'features/account/probe.ts', code);
    const inOrder = [
      "import { useState } from 'react';",
      "import { PATHS } from '@camping/domain/site/paths';",
      "import { formatMonthDay } from '#app/shared/format.ts';",
      "import { loadAuthModule } from './load-auth.ts';",
      'export { useState, PATHS, formatMonthDay, loadAuthModule };',
    ];
    expect(await order(inOrder.join('\n'))).toEqual([]);
    const [react, paths, ...rest] = inOrder;
    expect(await order([paths, react, ...rest].join('\n'))).not.toEqual([]);
  });

  it('leave fireEvent out of the web app: a test acts with user-event, as a person does', async () => {
    const code = "import { fireEvent } from '@testing-library/react';\nexport { fireEvent };\n";
    for (const file of ['features/contact/contact-form.test.tsx', 'shared/probe.test.tsx']) {
      expect(await messages('no-restricted-imports', file, code)).toEqual([
        expect.stringContaining('Act as a person with user-event'),
      ]);
    }
    const screen = "import { screen } from '@testing-library/react';\nexport { screen };\n";
    expect(await messages('no-restricted-imports', 'shared/probe.test.tsx', screen)).toEqual([]);
  });
});
