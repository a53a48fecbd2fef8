import { describe, expect, it } from 'vitest';
import { parseOrganizationList, readEmbeddedConfig } from './config';
import { NO_FAULTS, parseFaultSpec } from './faults';

describe('readEmbeddedConfig', () => {
  it('has the documented defaults', () => {
    expect(readEmbeddedConfig({})).toEqual({
      organizations: [],
      database: { kind: 'file', dataDir: '.data' },
      streamDelayMs: 25,
      artifactDelayMs: 1500,
      turnsPerMinute: 20,
      faults: '',
    });
  });

  it('prefers DATABASE_URL over EMBEDDED_DATABASE, and memory over the data folder', () => {
    expect(
      readEmbeddedConfig({ DATABASE_URL: 'postgres://h/db', EMBEDDED_DATABASE: 'memory' }).database,
    ).toEqual({
      kind: 'postgres',
      url: 'postgres://h/db',
    });
    expect(readEmbeddedConfig({ EMBEDDED_DATABASE: 'memory', DATA_DIR: '/tmp/x' }).database).toEqual({
      kind: 'memory',
    });
    expect(readEmbeddedConfig({ DATA_DIR: '/tmp/x' }).database).toEqual({ kind: 'file', dataDir: '/tmp/x' });
  });

  it('reads the pacing knobs and refuses nonsense', () => {
    const config = readEmbeddedConfig({
      EMBEDDED_STREAM_DELAY_MS: '0',
      EMBEDDED_ARTIFACT_DELAY_MS: '250',
      EMBEDDED_TURNS_PER_MINUTE: '3',
    });
    expect([config.streamDelayMs, config.artifactDelayMs, config.turnsPerMinute]).toEqual([0, 250, 3]);
    expect(() => readEmbeddedConfig({ EMBEDDED_STREAM_DELAY_MS: '-1' })).toThrow(/EMBEDDED_STREAM_DELAY_MS/);
    expect(() => readEmbeddedConfig({ EMBEDDED_TURNS_PER_MINUTE: '0' })).toThrow(/EMBEDDED_TURNS_PER_MINUTE/);
    expect(() => readEmbeddedConfig({ EMBEDDED_ARTIFACT_DELAY_MS: 'soon' })).toThrow(
      /EMBEDDED_ARTIFACT_DELAY_MS/,
    );
  });
});

describe('parseOrganizationList', () => {
  it('reads name:token pairs', () => {
    expect(parseOrganizationList('alpha:tok-alpha,beta:tok-beta')).toEqual([
      { name: 'alpha', token: 'tok-alpha' },
      { name: 'beta', token: 'tok-beta' },
    ]);
    expect(parseOrganizationList(' ')).toEqual([]);
  });

  it.each(['alpha', 'Alpha:tok-alpha', 'alpha:short', ':tok-alpha'])(
    'refuses "%s" with the rule',
    (entry) => {
      expect(() => parseOrganizationList(entry)).toThrow(/must be name:token/);
    },
  );
});

describe('parseFaultSpec', () => {
  it('reads every fault of EMBEDDED_FAULTS', () => {
    expect(
      parseFaultSpec(
        'latency=200, stream-delay=300,read-errors=0.3,cut-stream-after=5,rate-limit,idempotency-down,artifact-failure',
      ),
    ).toEqual({
      latencyMs: 200,
      streamDelayMs: 300,
      readErrorRate: 0.3,
      cutStreamAfterEvents: 5,
      rateLimitStreams: true,
      idempotencyUnavailable: true,
      artifactFailure: true,
    });
    expect(parseFaultSpec('')).toEqual(NO_FAULTS);
  });

  it('refuses an unknown fault or a value out of range', () => {
    expect(() => parseFaultSpec('gremlins')).toThrow(/Unknown fault "gremlins"/);
    expect(() => parseFaultSpec('read-errors=2')).toThrow(/Invalid EMBEDDED_FAULTS/);
  });
});
