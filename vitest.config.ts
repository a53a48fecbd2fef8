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

/** The route tests' one mock of `next/headers`: the cookie jar of testing/cookie-jar.ts. */
const COOKIE_JAR_MOCK =
  "vi.mock('next/headers', async () => (await import('@/testing/cookie-jar')).nextHeadersMock);";

/**
 * What in a node test file changes the process for the files after it, so that the file needs a module
 * registry of its own: a module replaced other than by the cookie jar, its own environment, a fake clock
 * (but see below), the shared databases closed, telemetry of its own, the instance's shutdown
 * (process-wide and final), or the words "own module registry" in a comment saying why.
 */
const CHANGES_THE_PROCESS =
  /\bvi\.(?:doMock|stubEnv|stubGlobal|resetModules)\b|process\.env(?:\.\w+|\[[^\]]+\])\s*=(?!=)|delete process\.env|closeSharedDatabases|registerInMemoryTelemetry|@\/lib\/bff\/lifecycle\/|own module registry/;
const FAKE_CLOCK = /\bvi\.(?:useFakeTimers|setSystemTime)\b/;

/**
 * A fake clock leaves nothing behind when it fakes `Date` alone (timers set meanwhile stay real, and fire)
 * and an `afterEach` puts the real one back whatever a test did: every `vi.useFakeTimers` call of the file
 * is `vi.useFakeTimers({ toFake: ['Date'] })` and an `afterEach` starts with `vi.useRealTimers()`.
 */
function fakeClockIsUndone(text: string): boolean {
  const fakings = text.match(/\bvi\.useFakeTimers\([^)]*\)/g) ?? [];
  return (
    fakings.length > 0 &&
    fakings.every((call) => call === "vi.useFakeTimers({ toFake: ['Date'] })") &&
    /\bafterEach\(\(\) => \{\s*vi\.useRealTimers\(\);/.test(text)
  );
}
/** The process's one embedded service and app database, set up only by the route harness's environment. */
const USES_PROCESS_SINGLETONS = /getEmbeddedRuntime|getAppDatabase/;

/**
 * Which module registry a node test file runs in (ADR 0096): `routes`, shared by the route tests that set
 * the process up alike (`configureTestEnvironment()` and the cookie jar: one embedded service and one app
 * database per worker); `shared`, by the files that keep to what they create; `own`, one per file.
 */
function nodeRegistryOf(file: string): 'routes' | 'shared' | 'own' {
  const text = readFileSync(file, 'utf8');
  if (CHANGES_THE_PROCESS.test(text)) return 'own';
  if (FAKE_CLOCK.test(text) && !fakeClockIsUndone(text)) return 'own';
  const mocks = (text.match(/\bvi\.mock\(/g) ?? []).length;
  if (text.includes('configureTestEnvironment()'))
    return mocks === 1 && text.includes(COOKIE_JAR_MOCK) ? 'routes' : 'own';
  return mocks === 0 && !USES_PROCESS_SINGLETONS.test(text) ? 'shared' : 'own';
}

const NODE_TESTS = ['lib', 'app', 'scripts', 'components']
  .flatMap((folder) => testFilesIn(folder, /\.test\.ts$/))
  .filter((file) => !file.startsWith('lib/client/'));
const nodeTestsIn = (registry: ReturnType<typeof nodeRegistryOf>) => {
  const files = NODE_TESTS.filter((file) => nodeRegistryOf(file) === registry);
  return files.length > 0 ? files : ['no-such-file'];
};

/** A node project over some of the node test files, all with the same set-up. */
function nodeProject(name: string, include: string[], isolate: boolean) {
  return {
    resolve,
    test: {
      ...shared,
      name,
      include,
      environment: 'node' as const,
      globalSetup: ['testing/db/memory-template.global-setup.ts'],
      setupFiles: ['testing/db/memory-template.setup.ts'],
      isolate,
    },
  };
}

export default defineConfig({
  resolve,
  test: {
    ...shared,
    // The node project's files; vitest.remote.config.ts reuses this list's settings.
    include: ['lib/**/*.test.ts', 'app/**/*.test.ts', 'scripts/**/*.test.ts', 'components/**/*.test.ts'],
    environment: 'node',
    projects: [
      nodeProject('node', nodeTestsIn('own'), true),
      nodeProject('node-routes', nodeTestsIn('routes'), false),
      nodeProject('node-shared', nodeTestsIn('shared'), false),
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
