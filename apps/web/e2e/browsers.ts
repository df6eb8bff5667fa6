// The browsers of the browser tests (scripts/chromium.ts puts them in place for `npm test`).

/**
 * The full Chromium, for the one journey that needs what only it has (the back-forward cache), and
 * every test when no headless shell is named: CHROME_PATH (Playwright's own Chromium on GitHub
 * Actions), else Debian's.
 */
export const FULL_CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * Chromium's headless shell, for every other test: the old headless mode, which Playwright itself
 * runs headless tests in, without the full browser's windows and compositing. The same 67 tests used
 * 86 CPU-seconds of the machine in it and 195 in the full browser (ADR 0025). HEADLESS_SHELL_PATH,
 * else Debian's; with only CHROME_PATH named, that browser runs everything.
 */
export const HEADLESS_SHELL =
  process.env.HEADLESS_SHELL_PATH ??
  (process.env.CHROME_PATH ? FULL_CHROMIUM : '/usr/bin/chromium-headless-shell');
