import { readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import baseConfig from './vitest.config.js';

/**
 * The BFF route tests in remote mode: the same files, against the standalone service over HTTP.
 * `npx vitest run --config vitest.remote.config.ts`
 */
const API_TESTS = 'app/api/_tests';
const testFileCount = readdirSync(new URL(`./${API_TESTS}`, import.meta.url)).filter((name) =>
  name.endsWith('.test.ts'),
).length;

export default defineConfig({
  resolve: baseConfig.resolve,
  test: {
    ...baseConfig.test,
    // One run of the route tests only, not the unit config's node and DOM projects.
    projects: undefined,
    include: [`${API_TESTS}/*.test.ts`],
    globalSetup: ['testing/db/memory-template.global-setup.ts', 'testing/bff/remote-service-setup.ts'],
    setupFiles: ['testing/db/memory-template.setup.ts'],
    // The global set-up starts one service per worker; a worker more than there are files would only
    // start a service nobody calls.
    maxWorkers: Math.max(1, Math.min(availableParallelism() - 1, testFileCount)),
  },
});
