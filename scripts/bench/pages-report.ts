import {
  checkGoals,
  firstPaintWasHeld,
  goalLimits,
  isJudged,
  JUDGED_THROTTLING,
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
  /** Absent for the floor and the reference, for a page without figures, and for a run that is not judged. */
  checks?: GoalChecks;
  meetsGoal: boolean;
}

export interface PagesResult {
  runsPerPage: number;
  throttling: ThrottlingMethod;
  /** Whether the goal was judged: only under JUDGED_THROTTLING. */
  judged: boolean;
  floor: PageResult;
  /** The page the goal is set against (FLOOR_REFERENCE); judged like a page when the run is, not counted. */
  reference: PageResult;
  pages: PageResult[];
}

/** Every page's runs, by the part it plays in the report. */
export interface MeasuredPages {
  floor: PageRuns;
  reference: PageRuns;
  pages: readonly PageRuns[];
}

const medianOf = (page: PageRuns) => (page.runs.length > 0 ? medianFigures(page.runs) : undefined);

/**
 * Each page's medians; under the judged throttling, each page's goals (the reference's own included) against
 * the reference's medians. A simulated run keeps its figures and has no checks. Throws when a judged run's
 * reference has no figures.
 */
export function evaluatePages(
  { runsPerPage, throttling }: Pick<PagesResult, 'runsPerPage' | 'throttling'>,
  { floor, reference, pages }: MeasuredPages,
): PagesResult {
  const judged = isJudged(throttling);
  const referenceMedian = medianOf(reference);
  if (judged && !referenceMedian) {
    throw new Error(
      `The reference page gave no figures, so no page can be judged: ${reference.failures.join('; ')}`,
    );
  }
  const judge = (page: PageRuns): PageResult => {
    const median = medianOf(page);
    const checks = judged && median && referenceMedian ? checkGoals(median, referenceMedian) : undefined;
    return { ...page, median, checks, meetsGoal: checks !== undefined && meetsGoal(checks) };
  };
  return {
    runsPerPage,
    throttling,
    judged,
    floor: { ...floor, median: medianOf(floor), meetsGoal: false },
    reference: judge(reference),
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
 * The floor first, then the reference, then every page; a figure that misses its goal is marked ✗, and a run
 * that is not judged marks nothing. "Paint held" counts the runs whose first paint the browser held back
 * past the load event (HELD_FIRST_PAINT_MS).
 */
export function formatPagesTable(result: PagesResult): string {
  const header = ['Page', 'Perf', 'TBT ms', 'LCP s', 'CLS', 'A11y', 'Script KB', 'Paint held', 'Meets goal'];
  const goal = (page: PageResult) =>
    page.median === undefined
      ? 'not measured'
      : !result.judged
        ? 'not judged'
        : page.meetsGoal
          ? 'yes'
          : 'no';
  return markdownTable(header, [
    row(result.floor, 'floor'),
    row(result.reference, result.judged ? `${goal(result.reference)} (reference)` : 'reference'),
    ...result.pages.map((page) => row(page, goal(page))),
  ]);
}

/** The goal's limits as this run's reference sets them; a run that is not judged says so instead. */
export function formatGoalLimits(result: PagesResult): string {
  const reference = result.reference.median;
  if (!result.judged || !reference) {
    return `Not judged: the goal is judged with the slowdown applied (--throttling ${JUDGED_THROTTLING}).`;
  }
  const limits = goalLimits(reference);
  return (
    `Goal against this run's reference: performance ≥ ${score(limits.minPerformance)}, ` +
    `TBT ≤ ${limits.maxTotalBlockingTimeMs.toFixed(0)} ms, LCP ≤ ${limits.maxLargestContentfulPaintMs / 1000} s, ` +
    `CLS ≤ ${limits.maxCumulativeLayoutShift}, accessibility ${limits.accessibility}.`
  );
}

/** Runs that gave no figures, by page: a page with some failed runs is judged on the others. */
export function formatFailures(result: PagesResult): string[] {
  return [result.floor, result.reference, ...result.pages].flatMap((page) =>
    page.failures.map((failure) => `${page.name} (${page.path}): a run failed: ${failure}`),
  );
}

export function formatPagesVerdict(result: PagesResult): string {
  if (!result.judged) {
    return `Pages: not judged (${result.throttling} throttling; the goal is judged with ${JUDGED_THROTTLING})`;
  }
  const meeting = result.pages.filter((page) => page.meetsGoal).length;
  return `Pages: ${meeting} of ${result.pages.length} meet the goal`;
}
