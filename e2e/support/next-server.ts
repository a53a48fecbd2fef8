import { spawn } from 'node:child_process';
import { processTree } from '../../scripts/process-tree.mjs';
import { prepareStandalone } from '../../scripts/standalone-server.mjs';

/**
 * The production build run as Next's standalone server (`node .next/standalone/server.js`, as the
 * Dockerfile runs it) that a spec starts itself, beside the suite's shared server.
 */
export interface NextServer {
  readonly name: string;
  readonly baseUrl: string;
  /** What it printed so far on each stream. */
  output(): { stdout: string; stderr: string };
  /** Sends a signal to the server process alone, as an orchestrator stopping it would. */
  signal(name: NodeJS.Signals): void;
  /** Resolves with the exit code (null when a signal ended it) once the process has exited. */
  exited(): Promise<number | null>;
  /** Stops the whole process tree (children first) and waits until every member has gone. */
  stop(): Promise<void>;
}

// Variables of the shell the tests run in that would change what the server does: the spec says instead.
const INHERITED_SETTINGS = [
  'SERVICE_BASE_URL',
  'SERVICE_API_TOKEN',
  'DATABASE_URL',
  'EMBEDDED_DATABASE',
  'EMBEDDED_ORGS',
  'EMBEDDED_FAULTS',
  'APP_DATABASE',
  'ORGANIZATION_ID',
  'DATA_DIR',
  'DEMO_STAFF_PASSWORD',
];

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let prepared: string | undefined;

/**
 * Starts the standalone server on loopback with `env` over a production environment and resolves once it
 * answers HTTP (after its start-up work: migrations and seeding run before the first request is served).
 */
export async function startNextServer({
  name,
  port,
  env,
  readyWithinMs = 90_000,
}: {
  name: string;
  port: number;
  env: Record<string, string>;
  readyWithinMs?: number;
}): Promise<NextServer> {
  const baseUrl = `http://127.0.0.1:${port}`;
  const inherited = { ...process.env };
  for (const setting of INHERITED_SETTINGS) delete inherited[setting];
  prepared ??= prepareStandalone();
  const child = spawn(process.execPath, [prepared], {
    env: {
      ...inherited,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      APP_URL: baseUrl,
      ...env,
    },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const printed = () => `${stdout}\n${stderr}`;
  let exited = false;
  const exitCode = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  child.on('exit', () => (exited = true));

  const server: NextServer = {
    name,
    baseUrl,
    output: () => ({ stdout, stderr }),
    signal: (name) => {
      if (child.pid !== undefined) signal(child.pid, name);
    },
    exited: () => exitCode,
    async stop() {
      if (child.pid === undefined) return;
      const members = processTree(child.pid);
      for (const pid of members) signal(pid, 'SIGTERM');
      for (let waited = 0; members.some(isAlive); waited += 100) {
        if (waited >= 5_000) for (const pid of members) signal(pid, 'SIGKILL');
        await pause(100);
      }
    },
  };

  const deadline = Date.now() + readyWithinMs;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`${name} stopped during start:\n${printed()}`);
    try {
      await fetch(`${baseUrl}/api/auth/me`, { signal: AbortSignal.timeout(10_000) });
      return server;
    } catch {
      await pause(250);
    }
  }
  await server.stop();
  throw new Error(`${name} did not answer within ${readyWithinMs} ms:\n${printed()}`);
}

function signal(pid: number, name: NodeJS.Signals) {
  try {
    process.kill(pid, name);
  } catch {
    // Already gone.
  }
}
