import { spawn } from 'node:child_process';
import { expect, test } from '@playwright/test';

// The production server refuses to start on a bad combination of variables, and says which.
test('next start stops at once when the base URL comes without a token', async () => {
  const server = spawn('node_modules/.bin/next', ['start', '-p', '0', '-H', '127.0.0.1'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SERVICE_BASE_URL: 'https://service.example.test/api/v1',
      SERVICE_API_TOKEN: '',
      SESSION_SECRET: 'startup-config-test-secret-0123456789abcdef',
    },
  });
  let output = '';
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  const exitCode = await new Promise<number | null>((resolve) => {
    const timer = setTimeout(() => {
      server.kill('SIGKILL');
      resolve(null);
    }, 20_000);
    server.on('exit', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
  expect(exitCode).toBe(1);
  expect(output).toContain('SERVICE_BASE_URL is set but SERVICE_API_TOKEN is not');
});
