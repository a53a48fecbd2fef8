import type { EmbeddedConfig } from '@/lib/embedded/config';

/** A fast, in-memory configuration for tests; override what a test is about. */
export function testConfig(overrides: Partial<EmbeddedConfig> = {}): EmbeddedConfig {
  return {
    organizations: [],
    database: { kind: 'memory' },
    streamDelayMs: 0,
    artifactDelayMs: 0,
    turnsPerMinute: 20,
    faults: '',
    ...overrides,
  };
}
