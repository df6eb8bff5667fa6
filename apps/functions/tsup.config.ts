import { copyFile, readFile, readdir, writeFile } from 'node:fs/promises';
import { defineConfig } from 'tsup';
import { SOURCE_CONDITION } from '@camping/workspace/source-condition';

/**
 * Builds dist/: one self-contained ESM file plus a package.json with only the public runtime
 * dependencies. firebase.json deploys (and the emulator loads) dist/, so Cloud Build never sees a
 * `workspace:` version; workspace packages are bundled in.
 */
export default defineConfig({
  entry: ['src/index.ts'],
  outDir: 'dist',
  format: 'esm',
  target: 'node24',
  platform: 'node',
  clean: true,
  sourcemap: true,
  noExternal: [/^@camping\//],
  esbuildOptions(options) {
    options.conditions = [SOURCE_CONDITION];
  },
  async onSuccess() {
    const pkg = JSON.parse(await readFile('package.json', 'utf8'));
    // `catalog:` means nothing outside this workspace: pin the versions actually installed.
    const dependencies: Record<string, string> = {};
    for (const name of Object.keys(pkg.dependencies)) {
      dependencies[name] = JSON.parse(
        await readFile(`node_modules/${name}/package.json`, 'utf8'),
      ).version;
    }
    const deployed = {
      name: pkg.name.replace('@camping/', 'camping-'),
      private: true,
      type: 'module',
      main: 'index.js',
      engines: pkg.engines,
      dependencies,
    };
    await writeFile('dist/package.json', `${JSON.stringify(deployed, null, 2)}\n`);
    // Deploy and the emulator read the functions' configuration (ALLOWED_ORIGINS, ENFORCE_APP_CHECK)
    // from .env files beside the code they load, which is dist/.
    for (const file of await readdir('.')) {
      if (/^\.env(\..+)?$/.test(file)) await copyFile(file, `dist/${file}`);
    }
  },
});
