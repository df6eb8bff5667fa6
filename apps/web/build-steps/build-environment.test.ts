// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_ROOT, bundleForBrowsers } from './browser-bundle.ts';
import { LOCAL_MODE, checkBuildEnvironment } from './build-environment.ts';

const scratch = mkdtempSync(join(tmpdir(), 'camping-web-build-'));
// Vitest runs with NODE_ENV=test, which would give the bundles React's development build.
const nodeEnv = process.env.NODE_ENV;
beforeAll(() => {
  process.env.NODE_ENV = 'production';
});
afterAll(() => {
  process.env.NODE_ENV = nodeEnv;
  rmSync(scratch, { recursive: true, force: true });
});

/** A folder of environment files, as apps/web is for a real build. */
function envDir(name: string, files: Record<string, string>): string {
  const dir = join(scratch, name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir);
  for (const [file, content] of Object.entries(files)) writeFileSync(join(dir, file), content);
  return dir;
}

/** Every script of a browser bundle, as one text. */
function scriptsOf(outDir: string): string {
  const assets = join(outDir, 'assets');
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(join(assets, file), 'utf8'))
    .join('\n');
}

const REAL_CONFIG = {
  VITE_FIREBASE_API_KEY: 'AIzaSyExampleExampleExampleExample123',
  VITE_FIREBASE_AUTH_DOMAIN: 'complete-camping.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'complete-camping',
  VITE_FIREBASE_APP_ID: '1:123456789:web:abcdef',
};

describe('checkBuildEnvironment', () => {
  it('names every variable a production build is missing, or has from the demo project', () => {
    expect(() => checkBuildEnvironment('production', {})).toThrow(
      'VITE_FIREBASE_API_KEY is missing; VITE_FIREBASE_AUTH_DOMAIN is missing; VITE_FIREBASE_PROJECT_ID is missing; VITE_FIREBASE_APP_ID is missing.',
    );
    expect(() =>
      checkBuildEnvironment('production', {
        ...REAL_CONFIG,
        VITE_FIREBASE_PROJECT_ID: 'demo-complete-camping',
        VITE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      }),
    ).toThrow(
      'VITE_FIREBASE_PROJECT_ID is the demo project’s; VITE_AUTH_EMULATOR_HOST must be empty: production never talks to the emulators.',
    );
    expect(() => checkBuildEnvironment('production', REAL_CONFIG)).not.toThrow();
    expect(() => checkBuildEnvironment(LOCAL_MODE, {})).not.toThrow();
  });
});

describe('the browser bundle', () => {
  it('is not built for production without the real Firebase config', async () => {
    // An empty folder: what a checkout without apps/web/.env.production.local has.
    const build = bundleForBrowsers({
      mode: 'production',
      outDir: join(scratch, 'never'),
      envDir: envDir('none', {}),
    });
    await expect(build).rejects.toThrow(
      /production build needs the real project's Firebase web config.*VITE_FIREBASE_API_KEY is missing/,
    );
  });

  it('carries the emulator connection in local builds only', async () => {
    const production = join(scratch, 'production');
    const local = join(scratch, 'local');
    const config = Object.entries(REAL_CONFIG).map(([name, value]) => `${name}=${value}`);
    await bundleForBrowsers({
      mode: 'production',
      outDir: production,
      envDir: envDir('real', { '.env.production': config.join('\n') }),
    });
    await bundleForBrowsers({ mode: LOCAL_MODE, outDir: local, envDir: WEB_ROOT });

    // The emulator hosts and demo settings (.env.development), and the code of connectAuthEmulator,
    // which warns about "the Auth Emulator". (Firestore's and Functions' SDKs keep their own
    // emulator support inside getFirestore and getFunctions, which every build needs.)
    const emulatorTraces = ['127.0.0.1', 'demo-complete-camping', 'demo-api-key', 'Auth Emulator'];
    const inLocal = scriptsOf(local);
    const inProduction = scriptsOf(production);
    expect(emulatorTraces.filter((trace) => !inLocal.includes(trace))).toEqual([]);
    expect(emulatorTraces.filter((trace) => inProduction.includes(trace))).toEqual([]);
    expect(inProduction.includes(REAL_CONFIG.VITE_FIREBASE_API_KEY)).toBe(true);
  }, 120_000);
});
