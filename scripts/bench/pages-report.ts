import {
  checkGoals,
  firstPaintWasHeld,
  goalLimits,
  medianFigures,
  meetsGoal,
  type GoalChecks,
  type PageFigures,
  type ThrottlingMethod,
} from './pages-goals';
import { markdownTable } from './report';

/** One page's runs. `path` names ids by what they are (`/chats/{id}`), never the ids of one run. */
export interface PageRuns {
  name: string;
  path: string;
  runs: PageFigures[];
  /** Why runs failed (Lighthouse's runtime error, a page that did not load), one entry a failed run. */
  failures: string[];
}

export interface PageResult extends PageRuns {
  /** Absent when no run gave figures. */
  median?: PageFigures;
  /** Absent for the floor itself and for a page without figures. */
  checks?: GoalChecks;
  meetsGoal: boolean;
}

export interface PagesResult {
  runsPerPage: number;
  throttling: ThrottlingMethod;
  floor: PageResult;
  /** Pages of the floor app judged like the app's pages, not counted among them (FLOOR_REFERENCES). */
  references: PageResult[];
  pages: PageResult[];
}

/** Every page's runs, by the part it plays in the report. */
export interface MeasuredPages {
  floor: PageRuns;
  references: readonly PageRuns[];
  pages: readonly PageRuns[];
}

const medianOf = (page: PageRuns) => (page.runs.length > 0 ? medianFigures(page.runs) : undefined);

/**
 * Each page's medians, and its goals against the floor's medians; the references are judged the same way.
 * Throws when the floor has no figures.
 */
export function evaluatePages(
  { runsPerPage, throttling }: Pick<PagesResult, 'runsPerPage' | 'throttling'>,
  { floor, references, pages }: MeasuredPages,
): PagesResult {
  const floorMedian = medianOf(floor);
  if (!floorMedian) {
    throw new Error(`The floor app gave no figures, so no page can be judged: ${floor.failures.join('; ')}`);
  }
  const judge = (page: PageRuns): PageResult => {
    const median = medianOf(page);
    const checks = median && checkGoals(median, floorMedian);
    return { ...page, median, checks, meetsGoal: checks !== undefined && meetsGoal(checks) };
  };
  return {
    runsPerPage,
    throttling,
    floor: { ...floor, median: floorMedian, meetsGoal: true },
    references: references.map(judge),
    pages: pages.map(judge),
  };
}

const score = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));
const failing = (text: string, holds: boolean | undefined) => (holds === false ? `${text} ✗` : text);

function row(page: PageResult, goal: string): string[] {
  const { median, checks } = page;
  const label = `${page.name}: ${page.path}`;
  if (!median) return [label, '-', '-', '-', '-', '-', '-', '-', goal];
  return [
    label,
    failing(score(median.performance), checks?.performance),
    failing(median.totalBlockingTimeMs.toFixed(0), checks?.totalBlockingTime),
    failing((median.largestContentfulPaintMs / 1000).toFixed(2), checks?.largestContentfulPaint),
    failing(median.cumulativeLayoutShift.toFixed(3), checks?.cumulativeLayoutShift),
    failing(score(median.accessibility), checks?.accessibility),
    median.scriptKb.toFixed(1),
    `${page.runs.filter(firstPaintWasHeld).length} of ${page.runs.length}`,
    goal,
  ];
}

/**
 * The floor first, then its references, then every page; a figure that misses its goal is marked ✗. "Paint
 * held" counts the runs whose first paint the browser held back past the load event (HELD_FIRST_PAINT_MS).
 */
export function formatPagesTable(result: PagesResult): string {
  const header = ['Page', 'Perf', 'TBT ms', 'LCP s', 'CLS', 'A11y', 'Script KB', 'Paint held', 'Meets goal'];
  const goal = (page: PageResult) =>
    page.median === undefined ? 'not measured' : page.meetsGoal ? 'yes' : 'no';
  return markdownTable(header, [
    row(result.floor, 'floor'),
    ...result.references.map((reference) => row(reference, `${goal(reference)} (reference)`)),
    ...result.pages.map((page) => row(page, goal(page))),
  ]);
}

/** The goal's limits as this run's floor sets them. */
export function formatGoalLimits(floor: PageFigures): string {
  const limits = goalLimits(floor);
  return (
    `Goal against this run's floor: performance ≥ ${score(limits.minPerformance)}, ` +
    `TBT ≤ ${limits.maxTotalBlockingTimeMs.toFixed(0)} ms, LCP ≤ ${limits.maxLargestContentfulPaintMs / 1000} s, ` +
    `CLS ≤ ${limits.maxCumulativeLayoutShift}, accessibility ${limits.accessibility}.`
  );
}

/** Runs that gave no figures, by page: a page with some failed runs is judged on the others. */
export function formatFailures(result: PagesResult): string[] {
  return [result.floor, ...result.references, ...result.pages].flatMap((page) =>
    page.failures.map((failure) => `${page.name} (${page.path}): a run failed: ${failure}`),
  );
}

export function formatPagesVerdict(result: PagesResult): string {
  const meeting = result.pages.filter((page) => page.meetsGoal).length;
  const verdict = `Pages: ${meeting} of ${result.pages.length} meet the goal`;
  // The goal is judged on simulated runs; applied ones answer another question (docs/benchmark.md).
  return result.throttling === 'simulate' ? verdict : `${verdict} (slowdown applied, not simulated)`;
}
