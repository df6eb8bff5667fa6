// `npm run screenshots`: builds the functions, then writes a screenshot of every public page (and the
// guest pages and My Account) at 375 px and 1280 px into docs/screenshots/, from the production
// build served by the Hosting emulator with the demo data (apps/web/screenshots.ts).
import { ensureFullChromium } from './chromium.ts';
import { run } from './run.ts';

run('turbo', ['run', 'build', '--filter=@camping/functions', '--output-logs=errors-only']);
run('pnpm', ['--filter', '@camping/web', 'screenshots'], {
  ...process.env,
  ...ensureFullChromium(),
});
