#!/usr/bin/env node
// Entry point of `npm run dev`, `npm test`, `npm run bench`, `screenshots`, `staff` and `pnpm`.
// It must run on whatever Node the machine ships (Debian's is 20), so it is plain JavaScript with no
// dependencies. It puts the pinned Node 24 and pnpm into the git-ignored .toolchain/ folder when the
// running ones do not fit, installs the workspace from the frozen lockfile when it changed, and then
// hands over to scripts/<command>.ts running on Node 24. A second run does no install work.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const NODE_VERSION = '24.21.0';
const PNPM_VERSION = JSON.parse(
  readFileSync(join(root, 'package.json'), 'utf8'),
).packageManager.split('@')[1];
const toolchain = join(root, '.toolchain');
const toolchainBin = join(toolchain, 'node_modules', '.bin');
const [command = 'test', ...args] = process.argv.slice(2);

function log(message) {
  console.log(`\x1b[36m[setup]\x1b[0m ${message}`);
}

function run(cmd, cmdArgs, options = {}) {
  const result = spawnSync(cmd, cmdArgs, { stdio: 'inherit', cwd: root, ...options });
  if (result.status !== 0) {
    console.error(
      `[setup] '${cmd} ${cmdArgs.join(' ')}' failed (exit ${result.status ?? result.signal}).`,
    );
    process.exit(result.status ?? 1);
  }
}

function runningNodeFits() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  return major > 24 || (major === 24 && minor >= 11);
}

// Running on the toolchain's own Node (it is on PATH): that Node must stay installed.
const runningOnToolchainNode = process.execPath.startsWith(toolchain);

// Each toolchain fetched is also kept per user, as pnpm keeps its store: a fresh clone on a machine
// that fetched the same versions before copies them (2–3 s) instead of installing them again
// with npm (about 10 s: the Node package unpacks its binary in an npm install of its own).
function cachedToolchainDir(wanted) {
  const cache = process.env.XDG_CACHE_HOME || join(homedir(), '.cache');
  return join(
    cache,
    'complete-camping',
    `toolchain-node-${wanted.node ?? 'none'}-pnpm-${wanted.pnpm}`,
  );
}

/**
 * Copies a directory with its links as they are. A real copy, not hard links: an npm install into
 * one must never change the other's files.
 */
function copyTree(from, to) {
  rmSync(to, { recursive: true, force: true });
  cpSync(from, to, { recursive: true, verbatimSymlinks: true });
}

/** Puts the wanted Node and pnpm into .toolchain/; the cache folder to keep them in, if fetched. */
function ensureToolchain() {
  const wanted = {
    node: runningNodeFits() && !runningOnToolchainNode ? null : NODE_VERSION,
    pnpm: PNPM_VERSION,
  };
  const stampFile = join(toolchain, 'versions.json');
  const stamp = existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : '';
  if (stamp === JSON.stringify(wanted) && existsSync(join(toolchainBin, 'pnpm'))) return null;
  const cached = cachedToolchainDir(wanted);
  // A cached copy is renamed into place once whole (keepForLaterClones).
  if (existsSync(cached) && !runningOnToolchainNode) {
    log(`Copying Node and pnpm from ${cached} into .toolchain/`);
    copyTree(cached, toolchain);
    return null;
  }
  log(
    `Fetching ${wanted.node ? `Node ${wanted.node} and ` : ''}pnpm ${wanted.pnpm} from the npm registry into .toolchain/`,
  );
  mkdirSync(toolchain, { recursive: true });
  writeFileSync(join(toolchain, 'package.json'), '{"private":true}\n');
  const packages = [`pnpm@${wanted.pnpm}`];
  if (wanted.node) packages.unshift(`node@${wanted.node}`);
  run('npm', [
    'install',
    '--prefix',
    toolchain,
    '--no-audit',
    '--no-fund',
    '--loglevel=error',
    ...packages,
  ]);
  writeFileSync(stampFile, JSON.stringify(wanted));
  return cached;
}

/** Leaves a copy of the toolchain in the user's cache; a clone works the same without one. */
function keepForLaterClones(cached) {
  const partial = `${cached}.${process.pid}.partial`;
  try {
    mkdirSync(dirname(cached), { recursive: true });
    copyTree(toolchain, partial);
    // Whole or not at all: another clone keeping the same copy at the same time loses the rename.
    renameSync(partial, cached);
  } catch {
    rmSync(partial, { recursive: true, force: true });
  }
}

// Hash of everything that decides what `pnpm install` puts into node_modules.
function installFingerprint() {
  const hash = createHash('sha256');
  const files = ['pnpm-lock.yaml', 'pnpm-workspace.yaml', 'package.json'];
  for (const group of ['apps', 'packages', 'tools']) {
    const dir = join(root, group);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir).sort()) files.push(join(group, name, 'package.json'));
  }
  for (const file of files) {
    const path = join(root, file);
    hash.update(file).update(existsSync(path) ? readFileSync(path) : '');
  }
  hash.update(process.versions.node.split('.')[0]);
  return hash.digest('hex');
}

function ensureDependencies(env) {
  const stampFile = join(root, 'node_modules', '.install-fingerprint');
  const fingerprint = installFingerprint();
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === fingerprint) return;
  log('Installing workspace dependencies with the frozen lockfile');
  run('pnpm', ['install', '--frozen-lockfile', '--prefer-offline'], { env });
  writeFileSync(stampFile, installFingerprint());
}

const toolchainToKeep = ensureToolchain();
// The Node that runs everything from here on, and that pnpm's `#!/usr/bin/env node` must find first.
const nodeDir = runningNodeFits() ? dirname(process.execPath) : toolchainBin;
const env = {
  ...process.env,
  PATH: [nodeDir, toolchainBin, join(root, 'node_modules', '.bin'), process.env.PATH].join(
    delimiter,
  ),
  NO_UPDATE_NOTIFIER: '1',
  TURBO_TELEMETRY_DISABLED: '1',
  // Workspace packages resolve to their TypeScript sources in every Node process we start
  // (docs/decisions/0001-monorepo-and-toolchain.md); Node 24 strips the types.
  NODE_OPTIONS: [process.env.NODE_OPTIONS, '--conditions=@camping/source']
    .filter(Boolean)
    .join(' '),
  DO_NOT_TRACK: '1',
  FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0'),
};
ensureDependencies(env);

const child =
  command === 'pnpm'
    ? spawn('pnpm', args, { stdio: 'inherit', cwd: root, env })
    : spawn(join(nodeDir, 'node'), [join(root, 'scripts', `${command}.ts`), ...args], {
        stdio: 'inherit',
        cwd: root,
        env,
      });

// While the command runs: it never waits for this copy.
if (toolchainToKeep) keepForLaterClones(toolchainToKeep);

// The child owns shutdown (it stops the emulators it started); we only wait for it and pass on
// a SIGTERM sent to us alone. Ctrl-C already reaches the child through the terminal's process group.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => child.kill('SIGTERM'));
child.on('exit', (code, signal) => process.exit(code ?? (signal === 'SIGINT' ? 130 : 1)));
