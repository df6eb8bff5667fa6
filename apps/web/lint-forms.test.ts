// @vitest-environment node
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// eslint.config.js makes every form post, every button say whether it submits, and every modal the
// one Dialog of packages/ui (no-restricted-syntax): checked on probes linted as if they were
// components of the app.
const repository = join(import.meta.dirname, '..', '..');

async function formMessages(form: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: repository });
  const code = `export function Probe() {\n  return ${form};\n}\n`;
  const [result] = await eslint.lintText(code, {
    filePath: join(repository, 'apps/web/app/features/contact/probe.tsx'),
  });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-syntax')
    .map((message) => message.message);
}

describe('forms', () => {
  it('must post, so a form submitted before the page has hydrated puts no field in a URL', async () => {
    expect(await formMessages('<form noValidate></form>')).toEqual([
      'Give every form method="post", so no field can land in a URL.',
    ]);
    expect(await formMessages('<form method="get"></form>')).toHaveLength(1);
    expect(await formMessages('<form method="post" noValidate><input name="q" /></form>')).toEqual(
      [],
    );
  });

  it('have a type on every button, so one that only acts on the page never submits its form', async () => {
    expect(
      await formMessages('<form method="post"><button onClick={() => {}}>Next</button></form>'),
    ).toEqual(['Give every button a type: type="button", unless it submits its form.']);
    expect(
      await formMessages(
        '<form method="post"><button type="button">Next</button><button type="submit">Pay</button></form>',
      ),
    ).toEqual([]);
  });

  it("open no native <dialog>: the one modal dialog is @camping/ui's", async () => {
    expect(await formMessages('<dialog open><p>Delete?</p></dialog>')).toEqual([
      "Use Dialog (or ConfirmDialog) from '@camping/ui': the one modal dialog.",
    ]);
  });
});
