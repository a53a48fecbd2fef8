import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const resolve = {
  alias: {
    '@': fileURLToPath(new URL('./', import.meta.url)),
    // `server-only` throws outside a React Server Components bundle; tests run server modules directly.
    'server-only': fileURLToPath(new URL('./testing/server-only-noop.ts', import.meta.url)),
  },
};

const shared = {
  exclude: ['node_modules', '.next', 'e2e'],
  // A hang detector, not a speed check: the slowest test takes about 11 s alone on two cores, and three
  // times as long while the machine is busy with something else (a build, another run).
  testTimeout: 60_000,
  hookTimeout: 60_000,
  pool: 'forks' as const,
  // Tests register and sign in hundreds of accounts: scrypt at a test cost, not 128 MiB and ~0.3 s each
  // (lib/bff/accounts/password.ts).
  env: { E2E_FAST_PASSWORD_HASHING: '1' },
};

export default defineConfig({
  resolve,
  test: {
    ...shared,
    // The node project's files; vitest.remote.config.ts reuses this list's settings.
    include: ['lib/**/*.test.ts', 'app/**/*.test.ts', 'scripts/**/*.test.ts', 'components/**/*.test.ts'],
    environment: 'node',
    projects: [
      {
        resolve,
        test: {
          ...shared,
          name: 'node',
          include: [
            'lib/**/*.test.ts',
            'app/**/*.test.ts',
            'scripts/**/*.test.ts',
            'components/**/*.test.ts',
          ],
          exclude: [...shared.exclude, 'lib/client/**'],
          environment: 'node',
          globalSetup: ['testing/db/memory-template.global-setup.ts'],
          setupFiles: ['testing/db/memory-template.setup.ts'],
        },
      },
      {
        // Components and browser code render into a DOM; their tests are `*.test.tsx`.
        resolve,
        test: {
          ...shared,
          name: 'dom',
          include: ['components/**/*.test.tsx', 'app/**/*.test.tsx', 'lib/client/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['testing/client/settle-setup.ts'],
        },
      },
    ],
  },
});
