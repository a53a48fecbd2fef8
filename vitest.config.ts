import { existsSync, readdirSync, readFileSync } from 'node:fs';
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

const DOM_TESTS = ['components/**/*.test.tsx', 'app/**/*.test.tsx', 'lib/client/**/*.test.{ts,tsx}'];

/**
 * DOM test files that replace a module (`vi.mock`): a module replaced needs a module registry of its own.
 * The other DOM files share one per worker, which spares each a fresh DOM and React (ADR 0096).
 */
const DOM_TESTS_MOCKING_MODULES = [
  ...testFilesIn('components', /\.test\.tsx$/),
  ...testFilesIn('app', /\.test\.tsx$/),
  ...testFilesIn('lib/client', /\.test\.tsx?$/),
].filter((file) => /\bvi\.(?:mock|doMock)\(/.test(readFileSync(file, 'utf8')));

function testFilesIn(folder: string, name: RegExp): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .map((file) => `${folder}/${file.split('\\').join('/')}`)
    .filter((file) => name.test(file));
}

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
          include: DOM_TESTS,
          exclude: [...shared.exclude, ...DOM_TESTS_MOCKING_MODULES],
          environment: 'happy-dom',
          setupFiles: ['testing/client/settle-setup.ts'],
          isolate: false,
        },
      },
      {
        resolve,
        test: {
          ...shared,
          name: 'dom-mocking',
          include: DOM_TESTS_MOCKING_MODULES.length > 0 ? DOM_TESTS_MOCKING_MODULES : ['no-such-file'],
          environment: 'happy-dom',
          setupFiles: ['testing/client/settle-setup.ts'],
        },
      },
    ],
  },
});
