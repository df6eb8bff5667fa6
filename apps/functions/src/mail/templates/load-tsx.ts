import { readFileSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { fileURLToPath } from 'node:url';
import { transformSync } from 'esbuild';

/**
 * Lets a process that Node runs from source (the local stack's stand-in for the triggers and the
 * sweep, the screenshots' sample e-mails) import the e-mail templates: Node strips types but does not
 * compile JSX. Deployed and emulated functions run the tsup bundle and tests run in Vitest, which
 * compile it themselves.
 */
export function loadTsxFromSource() {
  registerHooks({
    load(url, context, nextLoad) {
      if (!url.startsWith('file:') || !url.endsWith('.tsx')) return nextLoad(url, context);
      const path = fileURLToPath(url);
      const { code } = transformSync(readFileSync(path, 'utf8'), {
        loader: 'tsx',
        jsx: 'automatic',
        format: 'esm',
        target: 'node24',
        sourcefile: path,
      });
      return { format: 'module', source: code, shortCircuit: true };
    },
  });
}
