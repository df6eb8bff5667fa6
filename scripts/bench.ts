// `npm run bench`: builds, then prints the performance figures of every workspace that has a bench.
import { ensureFullChromium } from './chromium.ts';
import { run } from './run.ts';

// The web build is measured as built for the local emulators: a production build needs the real
// project's config (apps/web/build-steps/build-environment.ts); the two differ only in the Firebase
// settings and the emulator connection, which no page loads first.
run('turbo', ['run', 'bench', '--concurrency=1', '--output-logs=full'], {
  ...process.env,
  ...ensureFullChromium(),
  WEB_BUILD_MODE: 'development',
});
