#!/usr/bin/env node
// Serves the production build for the end-to-end tests, in embedded mode with an in-memory database.
// `next start` forks a `next-server` child that keeps the port if only the parent dies, so on a stop
// signal the children are stopped first, then the parent.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { e2eServerEnv } from './e2e-server-env.mjs';
import { killTree } from './process-tree.mjs';

const port = process.argv[2] ?? '3100';
const env = e2eServerEnv(port);

const server = spawn('node_modules/.bin/next', ['start', '-p', port, '-H', '127.0.0.1'], {
  env,
  stdio: ['ignore', 'pipe', 'pipe'],
});

// Everything the server writes goes to a file that the suite's last check reads (e2e/global-teardown.ts:
// no e-mail address or message text of the run may be in it). The console gets all but the info lines,
// one per request, which would bury the test report.
// The same path as e2e/support/personal-data.ts's SERVER_LOG.
const SERVER_LOG = path.join('test-results', 'e2e-server.log');
fs.mkdirSync(path.dirname(SERVER_LOG), { recursive: true });
const log = fs.createWriteStream(SERVER_LOG);
const QUIET = /^\{"level":"(?:info|debug|trace)"/;
let pending = '';
server.stdout.on('data', (chunk) => {
  log.write(chunk);
  const lines = (pending + chunk.toString('utf8')).split('\n');
  pending = lines.pop() ?? '';
  for (const line of lines) if (!QUIET.test(line)) process.stdout.write(`${line}\n`);
});
server.stderr.on('data', (chunk) => {
  log.write(chunk);
  process.stderr.write(chunk);
});

let stopping = false;
function stop(signal) {
  if (stopping) return;
  stopping = true;
  killTree(server.pid, signal === 'SIGINT' ? 'SIGTERM' : signal);
  setTimeout(() => {
    killTree(server.pid, 'SIGKILL');
    process.exit(0);
  }, 5_000).unref();
}

process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
server.on('exit', (code) => log.end(() => process.exit(stopping ? 0 : (code ?? 1))));
