#!/usr/bin/env node
// Serves the production build for the end-to-end tests, in embedded mode with an in-memory database.
// `next start` forks a `next-server` child that keeps the port if only the parent dies, so on a stop
// signal the children are stopped first, then the parent.
import { execFileSync, spawn } from 'node:child_process';

const port = process.argv[2] ?? '3100';
const env = {
  ...process.env,
  NODE_ENV: 'production',
  SERVICE_BASE_URL: '',
  SERVICE_API_TOKEN: '',
  EMBEDDED_DATABASE: 'memory',
  EMBEDDED_STREAM_DELAY_MS: process.env.EMBEDDED_STREAM_DELAY_MS ?? '0',
  EMBEDDED_ARTIFACT_DELAY_MS: process.env.EMBEDDED_ARTIFACT_DELAY_MS ?? '200',
  SESSION_SECRET: process.env.SESSION_SECRET ?? 'e2e-session-secret-that-is-long-enough-0123456789',
  E2E_INSECURE_COOKIES: '1',
  APP_URL: `http://127.0.0.1:${port}`,
};

const server = spawn('node_modules/.bin/next', ['start', '-p', port, '-H', '127.0.0.1'], {
  env,
  stdio: 'inherit',
});

function childPids(pid) {
  try {
    return execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

function killTree(pid, signal) {
  for (const child of childPids(pid)) killTree(child, signal);
  try {
    process.kill(pid, signal);
  } catch {
    // Already gone.
  }
}

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
server.on('exit', (code) => process.exit(stopping ? 0 : (code ?? 1)));
