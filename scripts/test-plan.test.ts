import { describe, expect, it } from 'vitest';
import { CHECKS_LANE_NICENESS, formatSeconds, planLanes, runPlan, STEPS, summaryLine } from './test-plan.mjs';

interface Step {
  name: string;
  label: string;
  lane: string;
  needs?: string[];
}

const step = (name: string, lane: string, needs?: string[]): Step => ({ name, label: name, lane, needs });

/** A runner whose steps end when the test says so, recording what started and the fake clock's time. */
function controlledRunner() {
  let now = 0;
  const started: string[] = [];
  const pending = new Map<string, (status: number) => void>();
  return {
    clock: () => now,
    advance: (seconds: number) => (now += seconds * 1000),
    started,
    runStep: (s: Step) =>
      new Promise<{ status: number; failures: string[] }>((resolve) => {
        started.push(s.name);
        pending.set(s.name, (status) =>
          resolve({ status, failures: status === 0 ? [] : [`${s.name} broke`] }),
        );
      }),
    finish: async (name: string, status = 0) => {
      const end = pending.get(name);
      if (!end) throw new Error(`${name} is not running`);
      pending.delete(name);
      end(status);
      // Let the lanes take their next step.
      for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
    },
  };
}

const settle = async () => {
  for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
};

describe("npm test's plan", () => {
  it('runs every check once, each with a label of its own, the browser chain apart from the rest', () => {
    const labels = STEPS.map((s) => s.label);
    expect(new Set(labels).size).toBe(labels.length);
    expect(labels.sort()).toEqual([
      'build',
      'chromium',
      'conformance',
      'e2e',
      'lint',
      'remote',
      'tsc',
      'unit',
    ]);
    const lanes = planLanes(STEPS).map((lane) => lane.map((s) => s.label));
    expect(lanes).toEqual([
      ['chromium', 'build', 'e2e', 'conformance'],
      ['tsc', 'lint', 'unit', 'remote'],
    ]);
    expect(STEPS.find((s) => s.label === 'e2e')?.needs).toEqual([
      'chromium for end-to-end tests',
      'production build',
    ]);
  });

  it("skips the build's type check only because the type-check step checks every file", () => {
    const build = STEPS.find((s) => s.label === 'build');
    const typeCheck = STEPS.find((s) => s.label === 'tsc');
    expect(build?.env).toMatchObject({ BUILD_TYPES_CHECKED_ELSEWHERE: '1' });
    expect([typeCheck?.command, ...(typeCheck?.args ?? [])]).toEqual(['node_modules/.bin/tsc', '--noEmit']);
  });

  it('runs the checks lane at a lower priority than the browser lane, which waits on every step', () => {
    const [browser, checks] = planLanes(STEPS);
    expect(browser!.map((s) => s.niceness ?? 0)).toEqual([0, 0, 0, 0]);
    expect(CHECKS_LANE_NICENESS).toBeGreaterThan(0);
    expect(checks!.every((s) => s.niceness === CHECKS_LANE_NICENESS)).toBe(true);
  });

  it('puts every step on one lane, in the order given, when asked to run serially', () => {
    const steps = [step('a', 'x'), step('b', 'y'), step('c', 'x')];
    expect(planLanes(steps, { serial: true }).map((lane) => lane.map((s) => s.name))).toEqual([
      ['a', 'b', 'c'],
    ]);
  });

  it('refuses a step that needs one the plan does not have', () => {
    expect(() => planLanes([step('e2e', 'x', ['build'])])).toThrow(
      '"e2e" needs "build", which is not a step',
    );
  });

  it('runs the lanes side by side and each lane one step after another, timing each step', async () => {
    const runner = controlledRunner();
    const steps = [step('build', 'browser'), step('e2e', 'browser', ['build']), step('lint', 'checks')];
    const done = runPlan(steps, { runStep: runner.runStep, clock: runner.clock });
    await settle();
    expect(runner.started).toEqual(['build', 'lint']);
    runner.advance(50);
    await runner.finish('build');
    expect(runner.started).toEqual(['build', 'lint', 'e2e']);
    runner.advance(10);
    await runner.finish('lint');
    runner.advance(600);
    await runner.finish('e2e');
    const results = await done;
    expect(results.map(({ name, outcome, seconds }) => [name, outcome, seconds])).toEqual([
      ['build', 'passed', 50],
      ['e2e', 'passed', 610],
      ['lint', 'passed', 60],
    ]);
  });

  it('waits for a need on another lane, and skips the step when that need failed', async () => {
    const runner = controlledRunner();
    const steps = [step('build', 'one'), step('e2e', 'two', ['build']), step('after', 'two')];
    const done = runPlan(steps, { runStep: runner.runStep, clock: runner.clock });
    await settle();
    expect(runner.started).toEqual(['build']);
    await runner.finish('build', 1);
    await runner.finish('after');
    const results = await done;
    expect(results.map(({ name, outcome }) => [name, outcome])).toEqual([
      ['build', 'failed'],
      ['e2e', 'skipped'],
      ['after', 'passed'],
    ]);
    expect(results[0]?.failures).toEqual(['build broke']);
    expect(results[1]?.blockedBy).toEqual(['build']);
  });

  it("ends with one line giving the outcomes, the total and each step's duration", () => {
    expect(
      summaryLine(
        [
          { name: 'type-check', label: 'tsc', outcome: 'passed', seconds: 41.24, failures: [] },
          {
            name: 'unit and integration tests',
            label: 'unit',
            outcome: 'failed',
            seconds: 754.4,
            failures: [],
          },
          { name: 'end-to-end tests', label: 'e2e', outcome: 'skipped', seconds: 0, failures: [] },
        ],
        800,
      ),
    ).toBe('Steps: 1 passed, 1 failed, 1 skipped in 13m20s (tsc 41.2s, unit 12m34s, e2e skipped)');
    expect(formatSeconds(59.96)).toBe('60.0s');
    expect(formatSeconds(60)).toBe('1m00s');
  });
});
