import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import baseConfig from './vitest.config.js';

/**
 * The BFF route tests that run a second time in remote mode, against the standalone service over HTTP.
 * `npx vitest run --config vitest.remote.config.ts`
 *
 * In process the BFF reaches the embedded service through the same Request/Response client (service
 * transport, retries, error envelopes, error mapping), so a route test proves the same thing in both
 * modes unless what it checks depends on the socket or on the mode. Only those files run again here
 * (ADR 0096); scripts/remote-route-tests.test.ts fails when a file that branches on the mode is missing.
 */
export const REMOTE_ROUTE_TESTS = [
  // Server-sent events relayed from a real socket: frames in order, a stream cut mid-message, the service's
  // own error event, the browser leaving, stream slots given back at the deadlines, and the control events
  // the BFF records while it reads.
  'chat-stream.test.ts',
  'chat-stream-cap.test.ts',
  'chat-events.test.ts',
  // Faults injected by the service's admin endpoint: read errors, timeouts and retries over the network.
  'service-faults.test.ts',
  // The token travels in a header over HTTP, and a failing read must not echo it back.
  'token-confidentiality.test.ts',
  // A failed document generation answered as a 5xx over HTTP; the in-process-only 202 case is skipped there.
  'documents-and-pharmacy.test.ts',
  // The staff console shows the mode, and its fault panel has a remote-only form.
  'staff-console.test.ts',
].map((file) => `app/api/_tests/${file}`);

export default defineConfig({
  resolve: baseConfig.resolve,
  test: {
    ...baseConfig.test,
    // One run of these route tests only, not the unit config's node and DOM projects.
    projects: undefined,
    include: REMOTE_ROUTE_TESTS,
    globalSetup: ['testing/db/memory-template.global-setup.ts', 'testing/bff/remote-service-setup.ts'],
    setupFiles: ['testing/db/memory-template.setup.ts'],
    // The global set-up starts one service per worker; a worker more than there are files would only
    // start a service nobody calls.
    maxWorkers: Math.max(1, Math.min(availableParallelism() - 1, REMOTE_ROUTE_TESTS.length)),
  },
});
