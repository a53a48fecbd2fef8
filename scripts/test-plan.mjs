// What `npm test` runs, on which lane, and how its summary reads: kept apart from the spawning so it can be
// tested without running anything (scripts/test-plan.test.ts).

/**
 * @typedef {{ name: string, label: string, lane: string, needs?: string[], niceness?: number }} PlannedStep
 * @typedef {{ status: number | null, failures: string[] }} StepRun
 * @typedef {{ name: string, label: string, outcome: 'passed' | 'failed' | 'skipped', seconds: number,
 *   failures: string[], blockedBy?: string[] }} StepResult
 */

/**
 * How far the checks lane's priority is lowered from the run's own (a Unix nice increment). The end-to-end suite is bound by latency: one browser
 * and one server take turns, one step after another, and use well under a core between them, so every
 * moment they wait for a core lengthens the whole run. The checks lane is bound by throughput and takes
 * whatever the browser lane leaves. Its steps (and the workers they start, which inherit it) yield the
 * CPU to the browser lane whenever both want it (ADR 0096).
 */
export const CHECKS_LANE_NICENESS = 10;

/**
 * Every check of `npm test`. Two lanes run side by side, one per core of the two-core machines the suite
 * is sized for: the browser lane's chain (build, then the end-to-end suite, about half of the run) is the
 * longest, so everything else shares the other lane, at a lower priority, but for the conformance suite,
 * which follows the end-to-end suite. Each lane keeps its order; a step
 * with `needs` runs only once those have passed. ADR 0096 gives the figures behind this split.
 */
export const STEPS = [
  {
    name: 'chromium for end-to-end tests',
    label: 'chromium',
    lane: 'browser',
    command: 'node',
    args: ['scripts/ensure-chromium.mjs'],
  },
  {
    name: 'production build',
    label: 'build',
    lane: 'browser',
    command: 'node_modules/.bin/next',
    args: ['build'],
    // The type-check step checks every file the build would, and the tests besides.
    env: { NODE_ENV: 'production', BUILD_TYPES_CHECKED_ELSEWHERE: '1' },
  },
  {
    name: 'end-to-end tests',
    label: 'e2e',
    lane: 'browser',
    command: 'node_modules/.bin/playwright',
    args: ['test'],
    needs: ['chromium for end-to-end tests', 'production build'],
  },
  {
    name: 'conformance suite against the standalone service',
    label: 'conformance',
    // After the end-to-end suite, which ends before the checks lane's unit tests: run beside the remote
    // route tests rather than after them. Its service listens on a port of its own, as theirs do.
    lane: 'browser',
    command: 'node',
    args: ['scripts/conformance.mjs'],
  },
  {
    name: 'type-check',
    label: 'tsc',
    lane: 'checks',
    niceness: CHECKS_LANE_NICENESS,
    command: 'node_modules/.bin/tsc',
    args: ['--noEmit'],
  },
  {
    name: 'lint',
    label: 'lint',
    lane: 'checks',
    niceness: CHECKS_LANE_NICENESS,
    command: 'node_modules/.bin/eslint',
    args: ['--max-warnings', '0', '.'],
  },
  {
    name: 'unit and integration tests',
    label: 'unit',
    lane: 'checks',
    niceness: CHECKS_LANE_NICENESS,
    command: 'node_modules/.bin/vitest',
    args: ['run'],
  },
  {
    name: 'BFF routes against the standalone service over HTTP',
    label: 'remote',
    lane: 'checks',
    niceness: CHECKS_LANE_NICENESS,
    command: 'node_modules/.bin/vitest',
    args: ['run', '--config', 'vitest.remote.config.ts'],
  },
];

/**
 * The steps grouped into lanes, in the order they start. `serial` puts every step on one lane, in the
 * order given, for measuring each step with the machine to itself.
 * @template {PlannedStep} S
 * @param {S[]} steps
 * @param {{ serial?: boolean }} [options]
 * @returns {S[][]}
 */
export function planLanes(steps, { serial = false } = {}) {
  const names = new Set(steps.map((step) => step.name));
  for (const step of steps) {
    for (const need of step.needs ?? []) {
      if (!names.has(need)) throw new Error(`"${step.name}" needs "${need}", which is not a step`);
    }
  }
  if (serial) return [steps];
  /** @type {Map<string, S[]>} */
  const lanes = new Map();
  for (const step of steps) lanes.set(step.lane, [...(lanes.get(step.lane) ?? []), step]);
  return [...lanes.values()];
}

/**
 * Runs the lanes side by side, each one step after another. `runStep(step)` answers `{ status, failures }`;
 * `clock()` answers milliseconds. Answers one result per step, in the order of `steps`.
 * @template {PlannedStep} S
 * @param {S[]} steps
 * @param {{ serial?: boolean, runStep: (step: S) => Promise<StepRun>, clock?: () => number,
 *   onEvent?: (event: { type: 'start' | 'skip' | 'end', step: S, blocked?: string[], result?: StepResult }) => void }} options
 * @returns {Promise<StepResult[]>}
 */
export async function runPlan(steps, { serial = false, runStep, clock = Date.now, onEvent = () => {} }) {
  const lanes = planLanes(steps, { serial });
  /** @type {Map<string, StepResult>} */
  const settled = new Map();
  /** @type {Map<string, { promise: Promise<StepResult>, resolve: (result: StepResult) => void }>} */
  const waiters = new Map();
  /** @param {string} name */
  const finished = (name) => {
    let waiter = waiters.get(name);
    if (!waiter) {
      /** @type {(result: StepResult) => void} */
      let resolve = () => {};
      /** @type {Promise<StepResult>} */
      const promise = new Promise((done) => (resolve = done));
      waiter = { promise, resolve };
      waiters.set(name, waiter);
    }
    return waiter;
  };
  /** @param {S[]} lane */
  const runLane = async (lane) => {
    for (const step of lane) {
      const needs = await Promise.all((step.needs ?? []).map((name) => finished(name).promise));
      const blocked = (step.needs ?? []).filter((_, index) => needs[index].outcome !== 'passed');
      /** @type {StepResult} */
      let result;
      if (blocked.length > 0) {
        result = {
          name: step.name,
          label: step.label,
          outcome: 'skipped',
          seconds: 0,
          failures: [],
          blockedBy: blocked,
        };
        onEvent({ type: 'skip', step, blocked });
      } else {
        onEvent({ type: 'start', step });
        const started = clock();
        const run = await runStep(step);
        const seconds = (clock() - started) / 1000;
        const outcome = run.status === 0 ? 'passed' : 'failed';
        result = {
          name: step.name,
          label: step.label,
          outcome,
          seconds,
          failures: outcome === 'failed' ? run.failures : [],
        };
        onEvent({ type: 'end', step, result });
      }
      settled.set(step.name, result);
      finished(step.name).resolve(result);
    }
  };
  await Promise.all(lanes.map(runLane));
  return steps.map((step) => /** @type {StepResult} */ (settled.get(step.name)));
}

/**
 * 7.3 s → "7.3s", 754 s → "12m34s".
 * @param {number} seconds
 */
export function formatSeconds(seconds) {
  if (seconds < 60) return `${seconds.toFixed(1)}s`;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}m${String(whole % 60).padStart(2, '0')}s`;
}

/**
 * The run's last line: the count of each outcome, the wall-clock total, and each step's own duration.
 * @param {StepResult[]} results
 * @param {number} totalSeconds
 */
export function summaryLine(results, totalSeconds) {
  /** @param {StepResult['outcome']} outcome */
  const count = (outcome) => results.filter((result) => result.outcome === outcome).length;
  const steps = results
    .map(
      (result) =>
        `${result.label ?? result.name} ${result.outcome === 'skipped' ? 'skipped' : formatSeconds(result.seconds)}`,
    )
    .join(', ');
  return (
    `Steps: ${count('passed')} passed, ${count('failed')} failed, ${count('skipped')} skipped` +
    ` in ${formatSeconds(totalSeconds)} (${steps})`
  );
}
