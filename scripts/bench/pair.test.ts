import { describe, expect, it } from 'vitest';
import { parseCommandLine } from './options';
import { formatPairTable, pairFailed, type PairFigure, type PairSide } from './pair';
import { summarizeLatencies } from './stats';

function side(throughput: number, latencies: number[], errors = 0): PairSide {
  return { count: latencies.length + errors, errors, throughput, latencyMs: summarizeLatencies(latencies) };
}

describe('the BFF pair on the command line', () => {
  it('runs both suites by default, only the service one against --base-url, and refuses a BFF pair there', () => {
    expect(parseCommandLine([]).suite).toBe('all');
    expect(parseCommandLine(['--suite', 'bff', '--build'])).toMatchObject({ suite: 'bff', build: true });
    expect(parseCommandLine(['--base-url', 'http://127.0.0.1:4010/api/v1', '--token', 't']).suite).toBe(
      'service',
    );
    expect(() =>
      parseCommandLine(['--suite', 'bff', '--base-url', 'http://127.0.0.1:4010/api/v1', '--token', 't']),
    ).toThrow(/only with --suite service/);
    expect(() => parseCommandLine(['--suite', 'everything'])).toThrow(/--suite must be one of/);
  });

  it('turns telemetry on for the BFF pair only when asked', () => {
    expect(parseCommandLine(['--suite', 'bff']).tracing).toBe(false);
    expect(parseCommandLine(['--suite', 'bff', '--tracing']).tracing).toBe(true);
    expect(() => parseCommandLine(['--suite', 'service', '--tracing'])).toThrow(
      /--tracing is for the BFF pair/,
    );
  });
});

describe('the BFF pair table', () => {
  const figures: PairFigure[] = [
    {
      id: 'throughput',
      label: 'req/s at 8',
      direct: side(400, [10, 20]),
      bff: side(340, [12, 24]),
      value: 0.85,
      goal: 'ratio ≥ 0.8',
      met: true,
    },
    {
      id: 'latency',
      label: 'p50 at 1',
      direct: side(300, [3, 3.5, 4]),
      bff: side(200, [5, 6, 7], 1),
      value: 2.5,
      goal: 'added ≤ 2 ms',
      met: false,
    },
  ];

  it('shows each side, the ratio or the added milliseconds, the goal and whether it is met', () => {
    const table = formatPairTable(figures).split('\n');
    expect(table[0]).toMatch(/^\| Figure +\| +Direct \| Through the BFF \| BFF vs direct \| +Goal \| Met \|/);
    expect(table[2]).toMatch(/400\.0 req\/s \|\s+340\.0 req\/s \|\s+0\.85× \|\s+ratio ≥ 0\.8 \|\s+yes \|/);
    expect(table[3]).toMatch(
      /3\.50 ms \|\s+6\.00 ms \|\s+\+2\.50 ms \|\s+added ≤ 2 ms \|\s+no \|\s+3 \/ 4 \|\s+0 \/ 1 \|$/,
    );
  });

  it('reads the bare route rows as the throughput and latency rows are read', () => {
    const overBareRoute: PairFigure[] = [
      {
        ...figures[0]!,
        id: 'throughput-over-bare-route',
        direct: side(360, [10]),
        value: 0.94,
        goal: 'ratio ≥ 0.9',
      },
      {
        ...figures[1]!,
        id: 'latency-over-bare-route',
        direct: side(300, [6.2]),
        value: -0.2,
        goal: 'added ≤ 0.6 ms',
      },
    ];
    const table = formatPairTable(overBareRoute).split('\n');
    expect(table[2]).toMatch(/360\.0 req\/s \|\s+340\.0 req\/s \|\s+0\.94× \|\s+ratio ≥ 0\.9 \|/);
    expect(table[3]).toMatch(/6\.20 ms \|\s+6\.00 ms \|\s+-0\.20 ms \|\s+added ≤ 0\.6 ms \|/);
  });

  it('counts the run as failed when either side had an error, not when a goal is missed', () => {
    expect(pairFailed({ settings: {} as never, figures })).toBe(true);
    expect(pairFailed({ settings: {} as never, figures: [figures[0]!] })).toBe(false);
  });
});
