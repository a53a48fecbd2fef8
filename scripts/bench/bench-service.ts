import { randomBytes } from 'node:crypto';
import type { EmbeddedConfig } from '@/lib/embedded/config';
import { startStandaloneService } from '@/lib/embedded/standalone';
import type { Target } from './http';

/** Loopback only: the benchmark's own service is never reachable from elsewhere. */
export const BENCH_HOST = '127.0.0.1';

/** The line service-process.ts prints, followed by its base URL, once it listens. */
export const SERVICE_READY_PREFIX = 'bench-service-ready ';

export const BENCH_SERVICE_DESCRIPTION =
  'standalone embedded service on 127.0.0.1, in-memory PGlite, no stream or artifact delay';

export function benchServiceConfig(token: string): EmbeddedConfig {
  return {
    organizations: [{ name: 'bench', token }],
    database: { kind: 'memory' },
    streamDelayMs: 0,
    artifactDelayMs: 0,
    // The chat rate limit would otherwise answer some turns with an `error` event and skew the figures.
    turnsPerMinute: 1_000_000,
    faults: '',
  };
}

export async function startBenchService(): Promise<{ target: Target; close(): Promise<void> }> {
  const token = `bench-${randomBytes(16).toString('hex')}`;
  const service = await startStandaloneService({
    port: 0,
    host: BENCH_HOST,
    config: benchServiceConfig(token),
  });
  return { target: { baseUrl: service.baseUrl, token }, close: () => service.close() };
}
