import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * The browser tests use Debian's Chromium (Playwright cannot download browsers here). When it is
 * missing and we may install packages (root, as on CI machines), install it through apt; otherwise
 * say how.
 */
export function ensureChromium(): string {
  const path = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (existsSync(path)) return path;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Chromium is not installed at ${path}. Install it (sudo apt-get install -y chromium) or set CHROME_PATH.`,
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
  return path;
}
