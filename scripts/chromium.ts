import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

// Debian's packages: the full browser, and its headless shell (apps/web/e2e/browsers.ts).
const DEBIAN = {
  chromium: '/usr/bin/chromium',
  'chromium-headless-shell': '/usr/bin/chromium-headless-shell',
};

/** The browsers of the browser tests, as their environment names them. */
export interface TestBrowsers {
  CHROME_PATH: string;
  HEADLESS_SHELL_PATH?: string;
}

/**
 * The browsers for the browser tests: the one CHROME_PATH names (e.g. Playwright's own Chromium on
 * GitHub Actions) for every test, else Debian's Chromium and its headless shell, which runs every test
 * but the one that needs the full browser (ADR 0025). Debian's are installed through apt when missing
 * and we may install packages (root, as on CI machines); a CHROME_PATH that names no file is an error,
 * never a reason to run apt.
 */
export function ensureTestBrowsers(): TestBrowsers {
  const wanted = process.env.CHROME_PATH;
  if (wanted) {
    if (existsSync(wanted)) return { CHROME_PATH: wanted };
    throw new Error(`CHROME_PATH names ${wanted}, which does not exist.`);
  }
  const missing = Object.entries(DEBIAN)
    .filter(([, path]) => !existsSync(path))
    .map(([pkg]) => pkg);
  const all = {
    CHROME_PATH: DEBIAN.chromium,
    HEADLESS_SHELL_PATH: DEBIAN['chromium-headless-shell'],
  };
  if (missing.length === 0) return all;
  if (process.getuid?.() === 0 && install(missing)) return all;
  const advice = `sudo apt-get install -y ${missing.join(' ')}`;
  if (existsSync(DEBIAN.chromium)) {
    console.warn(`Every browser test runs in the full Chromium, about twice the work (${advice}).`);
    return { CHROME_PATH: DEBIAN.chromium };
  }
  throw new Error(`Chromium is not installed. Install it (${advice}) or set CHROME_PATH.`);
}

/**
 * The full Chromium, for what measures or pictures pages as a desktop browser draws them (Lighthouse in
 * `npm run bench`, `npm run screenshots`): the one CHROME_PATH names, else Debian's, installed through
 * apt when missing and we may.
 */
export function ensureFullChromium(): { CHROME_PATH: string } {
  const wanted = process.env.CHROME_PATH;
  if (wanted) {
    if (existsSync(wanted)) return { CHROME_PATH: wanted };
    throw new Error(`CHROME_PATH names ${wanted}, which does not exist.`);
  }
  if (existsSync(DEBIAN.chromium) || (process.getuid?.() === 0 && install(['chromium']))) {
    return { CHROME_PATH: DEBIAN.chromium };
  }
  throw new Error(
    'Chromium is not installed. Install it (sudo apt-get install -y chromium) or set CHROME_PATH.',
  );
}

/** Installs Debian's `packages` through apt; false when apt could not. */
function install(packages: string[]): boolean {
  console.log(`Installing Debian's ${packages.join(' and ')} for the browser tests (apt-get)…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args: string[]) =>
    spawnSync('apt-get', args, { stdio: 'inherit', env }).status === 0;
  // The package lists of a fresh machine may be missing or old: read them only when needed.
  return (
    apt(['install', '-y', '-qq', ...packages]) ||
    (apt(['update', '-qq']) && apt(['install', '-y', '-qq', ...packages]))
  );
}
