import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { startMemoryDatabasesFrom } from '@/lib/db/memory-template';
import { startStandaloneService } from '@/lib/embedded/standalone';
import { testConfig } from '@/testing/embedded/test-config';
import type { RemoteServiceAddress } from '@/testing/bff/remote-service';

/**
 * Global set-up of vitest.remote.config.ts: the standalone service over HTTP on 127.0.0.1, one per worker
 * slot, for the BFF route tests to reach in remote mode.
 */
export default async function startRemoteServices(project: TestProject): Promise<() => Promise<void>> {
  const workerSlots = Math.max(1, Number(project.config.maxWorkers) || 1);
  // The services' in-memory databases start from the run's template too (memory-template.global-setup.ts,
  // which runs first in this process), not from a cluster created afresh for each.
  const template = project.getProvidedContext().pgliteMemoryTemplate;
  if (template) startMemoryDatabasesFrom(() => new Blob([readFileSync(template)]));
  const started = await Promise.allSettled(
    Array.from({ length: workerSlots }, () =>
      startStandaloneService({
        port: 0,
        host: '127.0.0.1',
        config: testConfig({
          organizations: [{ name: 'bff-route-tests', token: `tok_${randomBytes(24).toString('base64url')}` }],
          // Whole consultations run back to back; the rate limit has tests of its own in the service.
          turnsPerMinute: 1000,
        }),
      }),
    ),
  );
  const running = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await Promise.all(running.map((service) => service.close()));
    throw failed.reason;
  }
  const addresses: RemoteServiceAddress[] = running.map(({ baseUrl, service }) => ({
    baseUrl,
    token: service.organizations[0]!.token,
  }));
  project.provide('remoteServices', addresses);
  return async () => {
    await Promise.all(running.map((service) => service.close()));
  };
}
