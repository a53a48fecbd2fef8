/** Lighthouse runs per page unless --runs says otherwise; the report gives their medians. */
export const DEFAULT_PAGE_RUNS = 3;

/** What one Lighthouse run of one page gave, in the units the report shows. */
export interface PageFigures {
  /** Lighthouse's performance score, 0 to 100, rounded as Lighthouse shows it. */
  performance: number;
  totalBlockingTimeMs: number;
  largestContentfulPaintMs: number;
  cumulativeLayoutShift: number;
  /** Lighthouse's accessibility score, 0 to 100, rounded as Lighthouse shows it. */
  accessibility: number;
  /** Bytes of script transferred (compressed as on the wire), in KB of 1,024 bytes. */
  scriptKb: number;
}

/** The goal for every page, the first two against the floor app measured in the same run. */
export const PAGE_GOALS = {
  /** Performance may be at most this many points under the floor's. */
  performanceBelowFloor: 3,
  /** Total blocking time may be at most this much over the floor's, in ms. */
  blockingTimeOverFloorMs: 100,
  largestContentfulPaintMs: 2_500,
  cumulativeLayoutShift: 0.1,
  accessibility: 100,
} as const;

export interface GoalChecks {
  performance: boolean;
  totalBlockingTime: boolean;
  largestContentfulPaint: boolean;
  cumulativeLayoutShift: boolean;
  accessibility: boolean;
}

/** The limits a page must keep, given the floor's figures of the same run. */
export function goalLimits(floor: PageFigures) {
  return {
    minPerformance: floor.performance - PAGE_GOALS.performanceBelowFloor,
    maxTotalBlockingTimeMs: floor.totalBlockingTimeMs + PAGE_GOALS.blockingTimeOverFloorMs,
    maxLargestContentfulPaintMs: PAGE_GOALS.largestContentfulPaintMs,
    maxCumulativeLayoutShift: PAGE_GOALS.cumulativeLayoutShift,
    accessibility: PAGE_GOALS.accessibility,
  };
}

export function checkGoals(page: PageFigures, floor: PageFigures): GoalChecks {
  const limits = goalLimits(floor);
  return {
    performance: page.performance >= limits.minPerformance,
    totalBlockingTime: page.totalBlockingTimeMs <= limits.maxTotalBlockingTimeMs,
    largestContentfulPaint: page.largestContentfulPaintMs <= limits.maxLargestContentfulPaintMs,
    cumulativeLayoutShift: page.cumulativeLayoutShift <= limits.maxCumulativeLayoutShift,
    accessibility: page.accessibility >= limits.accessibility,
  };
}

export function meetsGoal(checks: GoalChecks): boolean {
  return Object.values(checks).every(Boolean);
}

/** The middle value; the mean of the two middle ones for an even count. */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('The median of no values.');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * Each figure's own median over the runs: a page's figures of different runs vary apart (one run's
 * blocking time and another's paint), so the row is not any single run.
 */
export function medianFigures(runs: readonly PageFigures[]): PageFigures {
  const of = (pick: (figures: PageFigures) => number) => median(runs.map(pick));
  return {
    performance: of((figures) => figures.performance),
    totalBlockingTimeMs: of((figures) => figures.totalBlockingTimeMs),
    largestContentfulPaintMs: of((figures) => figures.largestContentfulPaintMs),
    cumulativeLayoutShift: of((figures) => figures.cumulativeLayoutShift),
    accessibility: of((figures) => figures.accessibility),
    scriptKb: of((figures) => figures.scriptKb),
  };
}
