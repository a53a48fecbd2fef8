import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * A throwaway PostgreSQL server for tests: its own data folder, a free loopback port, trust
 * authentication, run as an unprivileged user when the tests run as root (PostgreSQL refuses root).
 */

export interface TestPostgres {
  url: string;
  stop(): void;
}

function findBinary(name: string): string | undefined {
  const onPath = spawnSync('which', [name], { encoding: 'utf8' }).stdout.trim();
  if (onPath) return onPath;
  const versions = fs.existsSync('/usr/lib/postgresql')
    ? fs.readdirSync('/usr/lib/postgresql').sort().reverse()
    : [];
  return versions
    .map((version) => `/usr/lib/postgresql/${version}/bin/${name}`)
    .find((file) => fs.existsSync(file));
}

export function postgresBinariesAvailable(): boolean {
  return Boolean(findBinary('initdb') && findBinary('pg_ctl'));
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** On `port` when given (a machine with ports set aside per user), else on a free one. */
export async function startTestPostgres({ port: requestedPort }: { port?: number } = {}): Promise<TestPostgres> {
  const initdb = findBinary('initdb');
  const pgCtl = findBinary('pg_ctl');
  if (!initdb || !pgCtl) throw new Error('PostgreSQL binaries (initdb, pg_ctl) are not installed');

  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'test-postgres-'));
  const dataDir = path.join(root, 'data');
  const isRoot = process.getuid?.() === 0;
  const asServerUser = (command: string, args: string[]) =>
    isRoot ? (['runuser', ['-u', 'postgres', '--', command, ...args]] as const) : ([command, args] as const);
  if (isRoot) execFileSync('chown', ['postgres', root]);

  const [initCommand, initArgs] = asServerUser(initdb, [
    '-D',
    dataDir,
    '-A',
    'trust',
    '-U',
    'postgres',
    '--no-sync',
  ]);
  execFileSync(initCommand, [...initArgs], { stdio: 'ignore' });

  const port = requestedPort ?? (await freePort());
  const options = `-p ${port} -h 127.0.0.1 -k ${root} -c fsync=off -c max_connections=50`;
  const [startCommand, startArgs] = asServerUser(pgCtl, [
    '-D',
    dataDir,
    '-o',
    options,
    '-w',
    '-t',
    '30',
    'start',
  ]);
  execFileSync(startCommand, [...startArgs], { stdio: 'ignore' });

  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      const [stopCommand, stopArgs] = asServerUser(pgCtl, ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      spawnSync(stopCommand, [...stopArgs], { stdio: 'ignore' });
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
