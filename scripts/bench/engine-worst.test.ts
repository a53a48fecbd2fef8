import { describe, expect, it } from 'vitest';
import {
  formatProbeTable,
  formatTurnTable,
  formatVerdict,
  median,
  PROBE_GOAL_MS,
  TURN_BUDGET_MS,
  type EngineWorstResult,
} from './engine-worst-report';
import { parseCommandLine } from './options';

const result: EngineWorstResult = {
  turns: [
    { message: 'whitespace run', characters: 10_000, worstCpuMs: 0.84, worstAt: 'opening' },
    { message: 'allergy list', characters: 9_998, worstCpuMs: 31.2, worstAt: 'allergies' },
  ],
  idleProbeMs: 1.25,
  probes: [
    { message: 'allergy list (allergies)', turnMs: 140.4, worstProbeMs: 42.6, probes: 17, serviceCpuMs: 60 },
  ],
};

describe('the worst-case turns report', () => {
  it('lists the messages heaviest first, with their length and where the worst turn was', () => {
    expect(formatTurnTable(result.turns).split('\n')).toEqual([
      '| Message | Characters | Worst turn CPU (ms) | Question pending |',
      '| --- | ---: | ---: | --- |',
      '| allergy list | 9,998 | 31 | allergies |',
      '| whitespace run | 10,000 | 0.8 | opening |',
    ]);
  });

  it('sets each probed turn beside the idle probe', () => {
    expect(formatProbeTable(result).split('\n')[2]).toBe(
      '| allergy list (allergies) | 140 | 60 | 17 | 43 | 1.3 |',
    );
    expect(formatProbeTable({ idleProbeMs: null, probes: [] }).split('\n')).toHaveLength(2);
  });

  it('says whether each goal is met, by the worst figure', () => {
    expect(formatVerdict(result)).toEqual([
      `Turn budget (${TURN_BUDGET_MS} ms): met; worst 31 ms (allergy list, allergies).`,
      `Probe wait goal (${PROBE_GOAL_MS} ms): met; longest 43 ms (allergy list (allergies)).`,
    ]);
    const slow = { ...result, turns: [{ ...result.turns[1]!, worstCpuMs: 75 }] };
    expect(formatVerdict(slow)[0]).toMatch(/^Turn budget \(50 ms\): NOT met; worst 75 ms/);
    expect(formatVerdict({ turns: [], idleProbeMs: null, probes: [] })).toEqual([]);
  });

  it('takes the median of odd and even counts, and none of nothing', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
  });

  it('is a suite of the bench command', () => {
    expect(parseCommandLine(['--suite', 'engine-worst']).suite).toBe('engine-worst');
  });
});
