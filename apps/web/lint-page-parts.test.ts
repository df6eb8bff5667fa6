// @vitest-environment node
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// eslint.config.js keeps the red box of what went wrong in Alert (no-restricted-syntax): checked on
// probes linted as if they were components of the app.
const repository = join(import.meta.dirname, '..', '..');

async function messages(element: string, filePath = 'apps/web/app/features/contact/probe.tsx') {
  const eslint = new ESLint({ cwd: repository });
  const code = `const tone = 'x';\nexport function Probe() {\n  return ${element};\n}\n`;
  const [result] = await eslint.lintText(code, { filePath: join(repository, filePath) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-syntax')
    .map((message) => message.message);
}

describe('what went wrong', () => {
  it('is said with Alert, not with a red box of a component’s own', async () => {
    const refusal = 'Say what went wrong with Alert (@camping/ui/alert), not a red box of its own.';
    expect(await messages('<p className="rounded-md bg-red-50 p-3 text-red-900">No</p>')).toEqual([
      refusal,
    ]);
    expect(await messages('<p className={`bg-red-50 ${tone}`}>No</p>')).toEqual([refusal]);
    expect(
      await messages('<p className="bg-red-50">No</p>', 'packages/ui/src/confirm-dialog.tsx'),
    ).toEqual([refusal]);
    // A red hover is a button's, and the alert itself is where the red box is declared.
    expect(await messages('<a className="text-red-800 hover:bg-red-50">Decline</a>')).toEqual([]);
    expect(await messages('<p className="bg-red-50">No</p>', 'packages/ui/src/alert.tsx')).toEqual(
      [],
    );
  });
});
