/**
 * Lighthouse runs per page unless --runs says otherwise; the report gives their medians. Five, as Lighthouse's
 * own guidance on variability advises: on this two-core machine one page's TBT moved by 400 to 700 ms between
 * runs minutes apart, and a median of three moved by more than the 100 ms the goal allows.
 */
export const DEFAULT_PAGE_RUNS = 5;

/**
 * How Lighthouse slows the load to a phone's. `devtools` (the goal's, and the default) slows the network
 * and the CPU for real while the page loads (Lighthouse's "applied" throttling), so the page's own order of
 * events (a stylesheet arriving long before the scripts, say) is what is measured; `simulate` (Lighthouse's
 * own default) loads the page at full speed and works out from what it observed what slow 4G and a 4×
 * slower CPU would have taken. Simulated runs are reported, not judged: see docs/benchmark.md.
 */
export const THROTTLING_METHODS = ['devtools', 'simulate'] as const;
export type ThrottlingMethod = (typeof THROTTLING_METHODS)[number];

/** The throttling the goal is judged under. */
export const JUDGED_THROTTLING: ThrottlingMethod = 'devtools';

export function isJudged(throttling: ThrottlingMethod): boolean {
  return throttling === JUDGED_THROTTLING;
}

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
  /**
   * The observed (unthrottled) first contentful paint less the observed load event, in ms: negative when
   * the page painted before it finished loading. Not a goal; see HELD_FIRST_PAINT_MS.
   */
  firstPaintAfterLoadMs: number;
}

/**
 * A first paint this long after the load event was held back by the browser, not waiting on the page. In
 * headless Chromium the compositor stops offering frames for a while to a renderer it finds unresponsive
 * during the load, so the page's first paint waits for the next frame it is offered, about one or two whole
 * seconds later (Lighthouse issue #17148). In 240 runs of our pages and the floor the gap was either under
 * 0 ms (painted before load) or 600 ms and more, nothing in between. Lighthouse simulates LCP from what the
 * page did up to its observed paint, so a held paint counts every script the page ran by then: the median
 * LCP of our pages' held runs was 2.68 s, of the others 2.51 s.
 */
export const HELD_FIRST_PAINT_MS = 500;

export function firstPaintWasHeld(figures: PageFigures): boolean {
  return figures.firstPaintAfterLoadMs > HELD_FIRST_PAINT_MS;
}

/**
 * The goal for every page, the first two against the floor's reference page (FLOOR_REFERENCE: the floor's
 * paragraph, per request, under the app's stylesheet) measured in the same run.
 */
export const PAGE_GOALS = {
  /** Performance may be at most this many points under the reference's. */
  performanceBelowReference: 3,
  /** Total blocking time may be at most this much over the reference's, in ms. */
  blockingTimeOverReferenceMs: 100,
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

/** The limits a page must keep, given the reference's figures of the same run. */
export function goalLimits(reference: PageFigures) {
  return {
    minPerformance: reference.performance - PAGE_GOALS.performanceBelowReference,
    maxTotalBlockingTimeMs: reference.totalBlockingTimeMs + PAGE_GOALS.blockingTimeOverReferenceMs,
    maxLargestContentfulPaintMs: PAGE_GOALS.largestContentfulPaintMs,
    maxCumulativeLayoutShift: PAGE_GOALS.cumulativeLayoutShift,
    accessibility: PAGE_GOALS.accessibility,
  };
}

export function checkGoals(page: PageFigures, reference: PageFigures): GoalChecks {
  const limits = goalLimits(reference);
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
    firstPaintAfterLoadMs: of((figures) => figures.firstPaintAfterLoadMs),
  };
}
