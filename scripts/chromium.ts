import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/**
 * The browser for the browser tests: the one CHROME_PATH names (e.g. Playwright's own Chromium on
 * GitHub Actions), else Debian's Chromium (Playwright cannot download browsers on our machines).
 * Debian's is installed through apt when it is missing and we may install packages (root, as on CI
 * machines); a CHROME_PATH that names no file is an error, never a reason to run apt.
 */
export function ensureChromium(): string {
  const wanted = process.env.CHROME_PATH;
  if (wanted) {
    if (existsSync(wanted)) return wanted;
    throw new Error(`CHROME_PATH names ${wanted}, which does not exist.`);
  }
  if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Chromium is not installed at ${DEBIAN_CHROMIUM}. Install it (sudo apt-get install -y chromium) or set CHROME_PATH.`,
    );
  }
  console.log("Installing Debian's chromium for the browser tests (apt-get)…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'chromium'],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed.`);
  }
  return DEBIAN_CHROMIUM;
}
