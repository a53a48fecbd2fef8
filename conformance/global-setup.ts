import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { startStandaloneService } from '@/lib/embedded/standalone';
import { testConfig } from '@/testing/embedded/test-config';
import type { ConformanceTarget } from './support/target';
import { probeTarget, targetFromEnvironment } from './support/target-environment';

const TURNS_PER_MINUTE = 20;
const ARTIFACT_DELAY_MS = 300;

const randomToken = (organization: string) => `${organization}_${randomBytes(18).toString('base64url')}`;

/** Checks the service named by CONFORMANCE_BASE_URL, or else a standalone embedded service of its own. */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const named = targetFromEnvironment(process.env);
  if (named) {
    await probeTarget(named);
    project.provide('conformanceTarget', named);
    return undefined;
  }
  const token = randomToken('conformance-a');
  const tokenB = randomToken('conformance-b');
  const running = await startStandaloneService({
    port: 0,
    host: '127.0.0.1',
    config: testConfig({
      organizations: [
        { name: 'conformance-a', token },
        { name: 'conformance-b', token: tokenB },
      ],
      database: { kind: 'memory' },
      streamDelayMs: 0,
      artifactDelayMs: ARTIFACT_DELAY_MS,
      turnsPerMinute: TURNS_PER_MINUTE,
    }),
  });
  const target: ConformanceTarget = {
    baseUrl: running.baseUrl,
    token,
    tokenB,
    embedded: true,
    turnsPerMinute: TURNS_PER_MINUTE,
    artifactDelayMs: ARTIFACT_DELAY_MS,
  };
  project.provide('conformanceTarget', target);
  console.info(`Conformance target: standalone embedded service at ${running.baseUrl}`);
  return () => running.close();
}
