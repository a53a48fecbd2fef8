import { spawn } from 'node:child_process';
import { expect, test } from './fixtures';

/** Starts `next start` with `env` over the test's own environment; its exit code (null if it kept running) and output. */
async function startProduction(
  env: Record<string, string>,
): Promise<{ exitCode: number | null; output: string }> {
  const server = spawn('node_modules/.bin/next', ['start', '-p', '0', '-H', '127.0.0.1'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SESSION_SECRET: 'startup-config-test-secret-0123456789abcdef',
      EMBEDDED_SERVICE: '',
      ...env,
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
  return { exitCode, output };
}

// The production server refuses to start on a bad combination of variables, and says which.
test('next start stops at once when the base URL comes without a token', async () => {
  const { exitCode, output } = await startProduction({
    SERVICE_BASE_URL: 'https://service.example.test/api/v1',
    SERVICE_API_TOKEN: '',
  });
  expect(exitCode).toBe(1);
  expect(output).toContain('SERVICE_BASE_URL is set but SERVICE_API_TOKEN is not');
});

// Without the opt-in, production never falls back to the embedded stand-in and its demo admin.
test('next start stops at once when no service is configured and EMBEDDED_SERVICE=1 is not set', async () => {
  const { exitCode, output } = await startProduction({ SERVICE_BASE_URL: '', SERVICE_API_TOKEN: '' });
  expect(exitCode).toBe(1);
  expect(output).toContain('No consultation service is configured');
  expect(output).not.toContain('staff@demo.test');
});

// A test switch on a production server is a mistake unless the server says it is a test server.
test('next start stops at once when a test switch is set without ALLOW_TEST_SWITCHES=1', async () => {
  const { exitCode, output } = await startProduction({
    EMBEDDED_SERVICE: '1',
    EMBEDDED_DATABASE: 'memory',
    E2E_INSECURE_COOKIES: '1',
    ALLOW_TEST_SWITCHES: '',
  });
  expect(exitCode).toBe(1);
  expect(output).toMatch(
    /E2E_INSECURE_COOKIES[^"]*(is a test switch|are test switches), and this is a production server/,
  );
});
