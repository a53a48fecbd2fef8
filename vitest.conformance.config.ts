import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The conformance suite talks to a running service over HTTP (see conformance/ and `npm run conformance`).
export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./', import.meta.url)),
      'server-only': fileURLToPath(new URL('./testing/server-only-noop.ts', import.meta.url)),
    },
  },
  test: {
    include: ['conformance/**/*.check.ts'],
    globalSetup: ['conformance/global-setup.ts'],
    environment: 'node',
    pool: 'forks',
    // One file at a time: faults are process-wide on the embedded service, and a shared service should see bounded load.
    fileParallelism: false,
    maxWorkers: 1,
    // A real service's model may take seconds per turn; a consultation is up to 12 of them.
    testTimeout: 60_000,
    hookTimeout: 180_000,
    sequence: { shuffle: false },
  },
});
