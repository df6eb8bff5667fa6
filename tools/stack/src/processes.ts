import { spawn } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Every service runs in its own process group, so stopping one also stops what it started
 * (firebase-tools starts Java and Node children). Group ids are written to a pid file; a later run
 * stops the leftovers of a crashed one, and only those: a group is killed only while its leader
 * still runs the command we started.
 */
export interface Service {
  name: string;
  pid: number;
  marker: string;
  exited: Promise<number | null>;
  logFile: string;
}

export class ProcessBook {
  readonly services: Service[] = [];
  private readonly stateDir: string;
  private readonly logDir: string;

  constructor(stateDir: string, logDir: string) {
    this.stateDir = stateDir;
    this.logDir = logDir;
    mkdirSync(stateDir, { recursive: true });
    mkdirSync(logDir, { recursive: true });
  }

  private get pidFile() {
    return join(this.stateDir, 'pids.json');
  }

  /** The log file called `name` among this stack's logs: each service's output, and the like. */
  logFileFor(name: string): string {
    return join(this.logDir, `${name}.log`);
  }

  /**
   * Starts a service whose output goes straight into its log file: never through a pipe to us, which
   * would fill up and freeze the service whenever this process is busy (e.g. in a spawnSync).
   */
  start(
    name: string,
    command: string,
    args: string[],
    /** `marker`: what its command line must contain to be ours (default: the command's name). */
    options: { cwd: string; env: NodeJS.ProcessEnv; marker?: string },
  ): Service {
    const logFile = this.logFileFor(name);
    const log = openSync(logFile, 'w');
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env,
      detached: true,
      stdio: ['ignore', log, log],
    });
    closeSync(log);
    // A command that cannot start also emits 'error', which would crash us unhandled; the throw
    // below says what failed instead.
    child.on('error', () => {});
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    if (child.pid === undefined) throw new Error(`Could not start ${name} (${command}).`);
    const service = { name, pid: child.pid, marker: options.marker ?? command, exited, logFile };
    this.services.push(service);
    this.save();
    return service;
  }

  private save() {
    const services = this.services.map(({ name, pid, marker }) => ({ name, pid, marker }));
    writeFileSync(this.pidFile, JSON.stringify({ owner: process.pid, services }, null, 2));
  }

  /**
   * Stops what a previous run left behind (after a crash or `kill -9`). A stack whose owner is still
   * running is not a leftover: it is refused, never killed.
   */
  async stopLeftovers(): Promise<void> {
    if (!existsSync(this.pidFile)) return;
    const { owner, services } = JSON.parse(readFileSync(this.pidFile, 'utf8')) as {
      owner: number;
      services: Pick<Service, 'name' | 'pid' | 'marker'>[];
    };
    if (owner !== process.pid && processAlive(owner)) {
      throw new Error(
        `This stack is already running (started by process ${owner}). Stop that one first.`,
      );
    }
    for (const entry of services) {
      if (!isOurs(entry.pid, entry.marker)) continue;
      console.log(`Stopping ${entry.name} left over from an earlier run (pid ${entry.pid}).`);
      await stopGroup(entry.pid, null);
    }
    rmSync(this.pidFile, { force: true });
  }

  async stopAll(): Promise<void> {
    await Promise.all(
      [...this.services].reverse().map((service) => stopGroup(service.pid, service.exited)),
    );
    this.services.length = 0;
    rmSync(this.pidFile, { force: true });
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function isOurs(pid: number, marker: string): boolean {
  try {
    const commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    return commandLine.includes(marker.split('/').pop() ?? marker);
  } catch {
    return false;
  }
}

function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

async function stopGroup(pgid: number, exited: Promise<unknown> | null): Promise<void> {
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-pgid, name);
    } catch {
      /* already gone */
    }
  };
  signal('SIGTERM');
  const deadline = Date.now() + 10_000;
  while (groupAlive(pgid) && Date.now() < deadline) {
    await Promise.race([exited ?? sleep(200), sleep(200)]);
  }
  if (groupAlive(pgid)) signal('SIGKILL');
}

export async function assertPortFree(port: number, host: string, what: string): Promise<void> {
  const free = await new Promise<boolean>((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
  if (!free) {
    throw new Error(
      `Port ${port} (${what}) is in use by a program this project did not start. Stop it and try again.`,
    );
  }
}

/** Polls until `check` passes; fails when the service exits first or it takes too long. */
export async function waitFor(
  what: string,
  check: () => Promise<boolean>,
  timeoutMs: number,
  service?: Service,
) {
  let exitCode: number | null | undefined;
  void service?.exited.then((code) => (exitCode = code));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exitCode !== undefined)
      throw new Error(`${what} exited (code ${exitCode}) before it was ready.`);
    // A check that throws has seen a definite failure: give up at once.
    if (await check()) return;
    await sleep(250);
  }
  throw new Error(`${what} was not ready within ${Math.round(timeoutMs / 1000)} s.`);
}

/** Whether a server answers at all (any status below 500); false while it cannot be reached. */
export async function httpOk(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    return response.status < 500;
  } catch {
    return false;
  }
}
