import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCommandLine } from './options';
import {
  checkGoals,
  firstPaintWasHeld,
  median,
  medianFigures,
  meetsGoal,
  type PageFigures,
} from './pages-goals';
import { figuresOf } from './pages-lighthouse-result';
import { floorBuildIsCurrent } from './pages-servers';
import { reportFileName } from './pages-suite';
import {
  evaluatePages,
  formatFailures,
  formatGoalLimits,
  formatPagesTable,
  formatPagesVerdict,
  type PageRuns,
} from './pages-report';

const REFERENCE: PageFigures = {
  performance: 98,
  totalBlockingTimeMs: 40,
  largestContentfulPaintMs: 1_200,
  cumulativeLayoutShift: 0,
  accessibility: 100,
  scriptKb: 140,
  firstPaintAfterLoadMs: -120,
};

/** A page exactly at every limit the reference above sets. */
const AT_THE_LIMITS: PageFigures = {
  performance: 95,
  totalBlockingTimeMs: 140,
  largestContentfulPaintMs: 2_500,
  cumulativeLayoutShift: 0.1,
  accessibility: 100,
  scriptKb: 220,
  firstPaintAfterLoadMs: -40,
};

const runsOf = (name: string, runs: PageFigures[], failures: string[] = []): PageRuns => ({
  name,
  path: `/${name.toLowerCase()}`,
  runs,
  failures,
});

describe('median', () => {
  it('is the middle value of an odd count, the mean of the middle two of an even one, whatever the order', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([40, 10, 30, 20])).toBe(25);
    expect(median([7])).toBe(7);
    expect(() => median([])).toThrow(/no values/);
  });

  it('takes each figure over the runs on its own', () => {
    const slowPaint = { ...REFERENCE, largestContentfulPaintMs: 3_000, totalBlockingTimeMs: 10 };
    const blocked = { ...REFERENCE, largestContentfulPaintMs: 1_000, totalBlockingTimeMs: 500 };
    expect(medianFigures([REFERENCE, slowPaint, blocked])).toEqual({
      ...REFERENCE,
      largestContentfulPaintMs: 1_200,
      totalBlockingTimeMs: 40,
    });
  });
});

describe('a held first paint', () => {
  it('is one the browser showed more than half a second after the load event', () => {
    expect(firstPaintWasHeld({ ...REFERENCE, firstPaintAfterLoadMs: -300 })).toBe(false);
    expect(firstPaintWasHeld({ ...REFERENCE, firstPaintAfterLoadMs: 500 })).toBe(false);
    expect(firstPaintWasHeld({ ...REFERENCE, firstPaintAfterLoadMs: 501 })).toBe(true);
  });

  it('does not count towards the goal', () => {
    expect(meetsGoal(checkGoals({ ...AT_THE_LIMITS, firstPaintAfterLoadMs: 1_800 }, REFERENCE))).toBe(true);
  });
});

describe('the goal against the reference', () => {
  it('holds at every limit', () => {
    const checks = checkGoals(AT_THE_LIMITS, REFERENCE);
    expect(Object.values(checks).every(Boolean)).toBe(true);
    expect(meetsGoal(checks)).toBe(true);
  });

  it('fails each figure just past its limit, and the goal with it', () => {
    const past: Array<[keyof PageFigures, number, string]> = [
      ['performance', 94, 'performance'],
      ['totalBlockingTimeMs', 141, 'totalBlockingTime'],
      ['largestContentfulPaintMs', 2_501, 'largestContentfulPaint'],
      ['cumulativeLayoutShift', 0.101, 'cumulativeLayoutShift'],
      ['accessibility', 99, 'accessibility'],
    ];
    for (const [figure, value, check] of past) {
      const checks = checkGoals({ ...AT_THE_LIMITS, [figure]: value }, REFERENCE);
      expect(Object.entries(checks).filter(([, holds]) => !holds)).toEqual([[check, false]]);
      expect(meetsGoal(checks)).toBe(false);
    }
  });

  it('moves with the reference of the same run', () => {
    const slowerReference = { ...REFERENCE, performance: 90, totalBlockingTimeMs: 300 };
    const page = { ...AT_THE_LIMITS, performance: 88, totalBlockingTimeMs: 390 };
    expect(meetsGoal(checkGoals(page, REFERENCE))).toBe(false);
    expect(meetsGoal(checkGoals(page, slowerReference))).toBe(true);
  });
});

describe('the pages report', () => {
  /** The bare floor: faster than the reference, and not what any page is held to. */
  const BARE_FLOOR: PageFigures = { ...REFERENCE, performance: 100, totalBlockingTimeMs: 0 };
  const measured = {
    floor: runsOf('Floor', [BARE_FLOOR]),
    reference: runsOf('Styled', [REFERENCE, REFERENCE, { ...REFERENCE, performance: 90 }]),
    pages: [
      runsOf('Good', [AT_THE_LIMITS, AT_THE_LIMITS, { ...AT_THE_LIMITS, firstPaintAfterLoadMs: 1_700 }]),
      runsOf('Heavy', [{ ...AT_THE_LIMITS, totalBlockingTimeMs: 600, accessibility: 96 }], ['timed out']),
      runsOf('Broken', [], ['no page']),
    ],
  };
  const result = evaluatePages({ runsPerPage: 3, throttling: 'devtools' }, measured);
  const simulated = evaluatePages({ runsPerPage: 3, throttling: 'simulate' }, measured);

  it("judges each page, and the reference, on its medians against the reference's, not the floor's", () => {
    expect(result.judged).toBe(true);
    expect(result.reference.median).toEqual(REFERENCE);
    expect(result.reference.meetsGoal).toBe(true);
    expect(result.floor.checks).toBeUndefined();
    expect(result.pages.map((page) => page.meetsGoal)).toEqual([true, false, false]);
    expect(result.pages[1]!.checks).toMatchObject({
      totalBlockingTime: false,
      accessibility: false,
      performance: true,
    });
    expect(result.pages[2]!.median).toBeUndefined();
  });

  it('prints the floor, then the reference, marks each missed figure, and counts only the pages', () => {
    const lines = formatPagesTable(result).split('\n');
    expect(lines[0]).toMatch(
      /^\| Page +\| Perf \| TBT ms \| +LCP s \| +CLS \| A11y \| Script KB \| Paint held \| +Meets goal \|$/,
    );
    expect(lines[2]).toMatch(
      /^\| Floor: \/floor +\|\s+100 \|\s+0 \|\s+1\.20 \|\s+0\.000 \|\s+100 \|\s+140\.0 \|\s+0 of 1 \|\s+floor \|$/,
    );
    expect(lines[3]).toMatch(/^\| Styled: \/styled +\|\s+98 \|\s+40 \|.*\|\s+yes \(reference\) \|$/);
    expect(lines[4]).toMatch(
      /^\| Good: \/good +\|\s+95 \|\s+140 \|\s+2\.50 \|\s+0\.100 \|\s+100 \|\s+220\.0 \|\s+1 of 3 \|\s+yes \|$/,
    );
    expect(lines[5]).toMatch(
      /^\| Heavy: \/heavy +\|\s+95 \|\s+600 ✗ \|.*\|\s+96 ✗ \|\s+220\.0 \|\s+0 of 1 \|\s+no \|$/,
    );
    expect(lines[6]).toMatch(/^\| Broken: \/broken +\|\s+- \|.*\|\s+not measured \|$/);
    expect(formatPagesVerdict(result)).toBe('Pages: 1 of 3 meet the goal');
    expect(formatGoalLimits(result)).toBe(
      "Goal against this run's reference: performance ≥ 95, TBT ≤ 140 ms, LCP ≤ 2.5 s, CLS ≤ 0.1, accessibility 100.",
    );
    expect(formatFailures(result)).toEqual([
      'Heavy (/heavy): a run failed: timed out',
      'Broken (/broken): a run failed: no page',
    ]);
  });

  it('gives a simulated run its figures and no verdict: no checks, no ✗, not judged', () => {
    expect(simulated.judged).toBe(false);
    expect([simulated.reference, ...simulated.pages].map((page) => page.checks)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(simulated.pages[1]!.median?.totalBlockingTimeMs).toBe(600);
    const table = formatPagesTable(simulated);
    expect(table).not.toContain('✗');
    const lines = table.split('\n');
    expect(lines[3]).toMatch(/^\| Styled: \/styled +\|\s+98 \|.*\|\s+reference \|$/);
    expect(lines[5]).toMatch(/^\| Heavy: \/heavy +\|\s+95 \|\s+600 \|.*\|\s+96 \|.*\|\s+not judged \|$/);
    expect(lines[6]).toMatch(/^\| Broken: \/broken +\|\s+- \|.*\|\s+not measured \|$/);
    expect(formatPagesVerdict(simulated)).toBe(
      'Pages: not judged (simulate throttling; the goal is judged with devtools)',
    );
    expect(formatGoalLimits(simulated)).toBe(
      'Not judged: the goal is judged with the slowdown applied (--throttling devtools).',
    );
  });

  it('refuses to judge anything without the reference, and reports a simulated run without one', () => {
    const noReference = {
      floor: runsOf('Floor', [BARE_FLOOR]),
      reference: runsOf('Styled', [], ['refused']),
      pages: [],
    };
    expect(() => evaluatePages({ runsPerPage: 1, throttling: 'devtools' }, noReference)).toThrow(
      /reference page gave no figures, so no page can be judged: refused/,
    );
    expect(
      evaluatePages({ runsPerPage: 1, throttling: 'simulate' }, noReference).reference.median,
    ).toBeUndefined();
  });
});

describe('a Lighthouse result', () => {
  const lhr = (overrides: Record<string, unknown> = {}) => ({
    mainDocumentUrl: 'http://127.0.0.1:4000/chats/c%201',
    categories: { performance: { score: 0.874 }, accessibility: { score: 0.96 } },
    audits: {
      'total-blocking-time': { numericValue: 412.5 },
      'largest-contentful-paint': { numericValue: 2_310 },
      'cumulative-layout-shift': { numericValue: 0.02 },
      'resource-summary': {
        details: {
          items: [
            { resourceType: 'total', transferSize: 400_000 },
            { resourceType: 'script', transferSize: 215_040 },
          ],
        },
      },
      metrics: {
        details: {
          items: [{ observedFirstContentfulPaint: 2_290, observedLoad: 540 }, { lcpInvalidated: false }],
        },
      },
    },
    ...overrides,
  });

  it('gives the scores as Lighthouse shows them and the script bytes in KB', () => {
    expect(figuresOf(lhr(), '/chats/c%201')).toEqual({
      performance: 87,
      totalBlockingTimeMs: 412.5,
      largestContentfulPaintMs: 2_310,
      cumulativeLayoutShift: 0.02,
      accessibility: 96,
      scriptKb: 210,
      firstPaintAfterLoadMs: 1_750,
    });
  });

  it('refuses a page that redirected elsewhere, and a run without a score', () => {
    expect(() =>
      figuresOf(lhr({ mainDocumentUrl: 'http://127.0.0.1:4000/sign-in' }), '/chats/c%201'),
    ).toThrow('Lighthouse measured /sign-in instead of /chats/c%201.');
    const failed = lhr({
      runtimeError: { code: 'NO_FCP', message: 'The page did not paint any content.' },
      categories: { performance: { score: null }, accessibility: { score: 1 } },
    });
    expect(() => figuresOf(failed, '/chats/c%201')).toThrow(
      'Lighthouse: NO_FCP The page did not paint any content.',
    );
    const auditFailed = lhr();
    auditFailed.audits['total-blocking-time'] = { errorMessage: 'Required trace missing' } as never;
    expect(() => figuresOf(auditFailed, '/chats/c%201')).toThrow(
      "Lighthouse's total-blocking-time audit failed: Required trace missing",
    );
    const unscored = lhr({ categories: { performance: { score: null }, accessibility: { score: 1 } } });
    expect(() => figuresOf(unscored, '/chats/c%201')).toThrow('Lighthouse gave no performance score.');
  });
});

describe('the pages suite on the command line', () => {
  it('takes --runs, only for the pages suite', () => {
    expect(parseCommandLine(['--suite', 'pages'])).toMatchObject({ suite: 'pages', runs: 5 });
    expect(parseCommandLine(['--suite', 'pages', '--runs', '3', '--build'])).toMatchObject({
      runs: 3,
      build: true,
    });
    expect(() => parseCommandLine(['--suite', 'pages', '--runs', '0'])).toThrow(
      /--runs must be a whole number/,
    );
    expect(() => parseCommandLine(['--runs', '2'])).toThrow('--runs is for --suite pages.');
    expect(parseCommandLine([]).suite).toBe('all');
  });

  it('takes --reports, a folder for the whole Lighthouse reports, named by page and round', () => {
    expect(parseCommandLine(['--suite', 'pages']).reportsDirectory).toBeUndefined();
    expect(parseCommandLine(['--suite', 'pages', '--reports', ' lh ']).reportsDirectory).toBe('lh');
    expect(() => parseCommandLine(['--suite', 'pages', '--reports', ' '])).toThrow(
      '--reports needs a folder.',
    );
    expect(() => parseCommandLine(['--reports', 'lh'])).toThrow('--reports is for --suite pages.');
    expect(reportFileName('Document (SOAP note)', 2)).toBe('document-soap-note.2.json');
    expect(reportFileName('Floor (bare Next.js)', 1)).toBe('floor-bare-next-js.1.json');
  });

  it('takes --throttling, applied (devtools) unless simulate is asked for, only for the pages suite', () => {
    expect(parseCommandLine(['--suite', 'pages']).throttling).toBe('devtools');
    expect(parseCommandLine(['--suite', 'pages', '--throttling', 'simulate']).throttling).toBe('simulate');
    expect(() => parseCommandLine(['--suite', 'pages', '--throttling', 'provided'])).toThrow(
      '--throttling must be one of devtools, simulate, got "provided".',
    );
    expect(() => parseCommandLine(['--throttling', 'devtools'])).toThrow(
      '--throttling is for --suite pages.',
    );
  });
});

describe("the floor app's build", () => {
  it('is built again when any of its own files is newer than the build', () => {
    const floor = mkdtempSync(join(tmpdir(), 'floor-'));
    try {
      const page = join(floor, 'app', '(bare)', 'page.tsx');
      const buildId = join(floor, '.next', 'BUILD_ID');
      mkdirSync(join(floor, 'app', '(bare)'), { recursive: true });
      writeFileSync(page, 'export default function Page() {}');
      expect(floorBuildIsCurrent(floor)).toBe(false);

      mkdirSync(join(floor, '.next'));
      writeFileSync(buildId, 'build');
      expect(floorBuildIsCurrent(floor)).toBe(true);

      const later = new Date(Date.now() + 60_000);
      utimesSync(page, later, later);
      expect(floorBuildIsCurrent(floor)).toBe(false);
    } finally {
      rmSync(floor, { recursive: true, force: true });
    }
  });
});
