import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { BENCH_HOST, SERVICE_READY_PREFIX } from './bench-service';
import type { Target } from './http';
import { benchMailEnv } from './inbox';
import { killTree } from '../process-tree.mjs';

/** How long a server of the pair may take to start before the run gives up on it. */
const START_LIMIT_MS = 90_000;
const STOP_GRACE_MS = 5_000;

export interface RunningProcess {
  /** The process group's id: the child's own. */
  pid: number;
  /** What the last lines of its output said, for an error message. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * A child in a process group of its own, so that stopping it also stops what it started (`next start`
 * runs the server in a child of its own). Only this group is signalled, by its id.
 */
function startGroup(command: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess & { pid: number } {
  const child = spawn(command, args, { env, detached: true, stdio: ['pipe', 'pipe', 'pipe'] });
  if (child.pid === undefined) throw new Error(`Could not start ${command}.`);
  const pid = child.pid;
  // The benchmark ending any way at all (an error, Ctrl-C) must not leave servers behind on the machine.
  const killOnExit = () => signalGroup(pid, 'SIGKILL');
  process.once('exit', killOnExit);
  child.once('exit', () => process.off('exit', killOnExit));
  return child as ChildProcess & { pid: number };
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

function keepOutput(child: ChildProcess): () => string {
  const lines: string[] = [];
  for (const stream of [child.stdout, child.stderr]) {
    if (!stream) continue;
    createInterface({ input: stream }).on('line', (line) => {
      lines.push(line);
      if (lines.length > 40) lines.shift();
    });
  }
  return () => lines.join('\n');
}

function stopper(child: ChildProcess & { pid: number }): () => Promise<void> {
  let stopping: Promise<void> | undefined;
  return () =>
    (stopping ??= new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const force = setTimeout(() => signalGroup(child.pid, 'SIGKILL'), STOP_GRACE_MS);
      child.once('exit', () => {
        clearTimeout(force);
        // Whatever the group leader left running.
        signalGroup(child.pid, 'SIGKILL');
        resolve();
      });
      // Children first: `next start` forks a `next-server` that would keep the port if only its parent went.
      killTree(child.pid, 'SIGTERM');
    }));
}

function exitedEarly(child: ChildProcess, what: string, output: () => string): Promise<never> {
  return new Promise((_resolve, reject) =>
    child.once('exit', (code, signal) =>
      reject(
        new Error(`${what} stopped before it was ready (${signal ?? `exit code ${code}`}):\n${output()}`),
      ),
    ),
  );
}

/** The standalone embedded service in its own process (service-process.ts), with a fresh token. */
export async function startServiceProcess(): Promise<{ target: Target; process: RunningProcess }> {
  const token = `bench-${randomBytes(16).toString('hex')}`;
  const child = startGroup(
    join('node_modules', '.bin', 'tsx'),
    ['--conditions=react-server', join('scripts', 'bench', 'service-process.ts')],
    { ...process.env, BENCH_SERVICE_TOKEN: token },
  );
  const output = keepOutput(child);
  const running: RunningProcess = { pid: child.pid, output, stop: stopper(child) };
  const ready = new Promise<string>((resolve) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.startsWith(SERVICE_READY_PREFIX)) resolve(line.slice(SERVICE_READY_PREFIX.length).trim());
    });
  });
  try {
    const baseUrl = await withinStartLimit(
      Promise.race([ready, exitedEarly(child, 'The service', output)]),
      'The service',
    );
    return { target: { baseUrl, token }, process: running };
  } catch (error) {
    await running.stop();
    throw error;
  }
}

export function productionBuildExists(root = process.cwd()): boolean {
  return existsSync(join(root, '.next', 'BUILD_ID'));
}

export const NO_BUILD_MESSAGE =
  'The BFF pair and the pages need a production build and there is none (.next/BUILD_ID is missing): run ' +
  '`NODE_ENV=production node_modules/.bin/next build` first, or pass --build. A build older than the code ' +
  'measures the older code.';

/** `next build` with its output shown, of the project or of the app in `directory`; rejects when it fails. */
export function buildProduction(directory?: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(join('node_modules', '.bin', 'next'), ['build', ...(directory ? [directory] : [])], {
      env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
      stdio: 'inherit',
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`next build failed (exit code ${code}).`)),
    );
  });
}

/** A free loopback port, by listening on port 0 and letting go of it. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, BENCH_HOST, () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No port')),
      );
    });
  });
}

/**
 * A production build under `next start` on loopback, in its own process group; resolves once `readyPath`
 * answers. `directory` is the app's folder (the project itself by default).
 */
export async function startNextStart({
  what,
  port,
  env,
  directory,
  readyPath,
  nodeArgs = [],
}: {
  what: string;
  port: number;
  /** Over this process's own environment. */
  env: Record<string, string>;
  directory?: string;
  readyPath: string;
  /** Options for Node itself (e.g. --cpu-prof, which NODE_OPTIONS refuses), to profile the server. */
  nodeArgs?: string[];
}): Promise<{ origin: string; process: RunningProcess }> {
  const origin = `http://${BENCH_HOST}:${port}`;
  const next = join('node_modules', 'next', 'dist', 'bin', 'next');
  const child = startGroup(
    process.execPath,
    [...nodeArgs, next, 'start', ...(directory ? [directory] : []), '-p', String(port), '-H', BENCH_HOST],
    {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      APP_URL: origin,
      // E-mail goes to the benchmark's inbox, where sign-ups read their codes (inbox.ts).
      ...(await benchMailEnv()),
      ...env,
      NODE_ENV: 'production',
    },
  );
  const output = keepOutput(child);
  const running: RunningProcess = { pid: child.pid, output, stop: stopper(child) };
  try {
    await withinStartLimit(
      Promise.race([
        answering(`${origin}${readyPath}`, () => child.exitCode === null && child.signalCode === null),
        exitedEarly(child, what, output),
      ]),
      what,
    );
    return { origin, process: running };
  } catch (error) {
    await running.stop();
    throw error;
  }
}

/**
 * The BFF as deployed: the production build under `next start`, in remote mode in front of `service`, its
 * own records in memory. Plain http on loopback (E2E_INSECURE_COOKIES=1) and records in memory
 * (APP_DATABASE=memory) are test switches, which production accepts only with ALLOW_TEST_SWITCHES=1 and on
 * loopback; every patient of the run registers from this one address, hence the raised registration allowance.
 */
export function startBffProcess({
  service,
  port,
  nodeArgs = [],
  telemetryEndpoint = '',
}: {
  service: Target;
  port: number;
  nodeArgs?: string[];
  /** An OTLP receiver to export traces and metrics to; empty: telemetry off. */
  telemetryEndpoint?: string;
}): Promise<{ origin: string; process: RunningProcess }> {
  return startNextStart({
    what: 'The BFF',
    port,
    nodeArgs,
    readyPath: '/api/auth/me',
    env: {
      SERVICE_BASE_URL: service.baseUrl,
      SERVICE_API_TOKEN: service.token,
      EMBEDDED_SERVICE: '',
      DATABASE_URL: '',
      APP_DATABASE: 'memory',
      SESSION_SECRET: randomBytes(32).toString('hex'),
      ALLOW_TEST_SWITCHES: '1',
      E2E_INSECURE_COOKIES: '1',
      REGISTRATIONS_PER_ADDRESS: '1000',
      OTEL_EXPORTER_OTLP_ENDPOINT: telemetryEndpoint,
    },
  });
}

/** Resolves once the URL answers at all (any status): the server listens and has loaded its routes. */
async function answering(url: string, running: () => boolean): Promise<void> {
  while (running()) {
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

async function withinStartLimit<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} was not ready after ${START_LIMIT_MS / 1000} s.`)),
      START_LIMIT_MS,
    );
  });
  try {
    return await Promise.race([promise, limit]);
  } finally {
    clearTimeout(timer);
  }
}

/** Linux's clock ticks per second for /proc times (USER_HZ), 100 on every common build. */
const CLOCK_TICKS_PER_SECOND = 100;

/**
 * CPU time (user and system, ms) used so far by the live processes of a group, from /proc; null where there
 * is no /proc. Unlike wall-clock figures, it hardly moves with the rest of the machine's load.
 */
export function groupCpuMs(groupId: number): number | null {
  let names: string[];
  try {
    names = readdirSync('/proc');
  } catch {
    return null;
  }
  let ticks = 0;
  for (const name of names) {
    if (!/^\d+$/.test(name)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${name}/stat`, 'utf8');
    } catch {
      continue;
    }
    // After the command name in parentheses: state, ppid, pgrp, ... utime (14th field), stime (15th).
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(fields[2]) !== groupId) continue;
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return (ticks * 1000) / CLOCK_TICKS_PER_SECOND;
}
