import { z } from 'zod';
import type { PageFigures } from './pages-goals';

const scoredCategory = z.object({ score: z.number().nullable() });
const numericAudit = z.object({ numericValue: z.number() });

const AUDITS = [
  'total-blocking-time',
  'largest-contentful-paint',
  'cumulative-layout-shift',
  'resource-summary',
  'metrics',
] as const;

/** What says whether a run worked: a failed run, or a failed audit, has an error and no figures. */
const runOutcomeSchema = z.object({
  mainDocumentUrl: z.string().optional(),
  runtimeError: z.object({ code: z.string(), message: z.string() }).optional(),
  audits: z.record(z.string(), z.looseObject({ errorMessage: z.string().optional() })),
});

/** The parts of a Lighthouse result (LHR) the benchmark reads. */
const lighthouseResultSchema = z.object({
  categories: z.object({ performance: scoredCategory, accessibility: scoredCategory }),
  audits: z.object({
    'total-blocking-time': numericAudit,
    'largest-contentful-paint': numericAudit,
    'cumulative-layout-shift': numericAudit,
    'resource-summary': z.object({
      details: z.object({
        items: z.array(z.object({ resourceType: z.string(), transferSize: z.number() })),
      }),
    }),
    // The timings Lighthouse saw in the page's own (unthrottled) load, beside the simulated ones.
    metrics: z.object({
      details: z.object({
        items: z.tuple(
          [z.object({ observedFirstContentfulPaint: z.number(), observedLoad: z.number() })],
          z.unknown(),
        ),
      }),
    }),
  }),
});

/** Lighthouse shows a score of 0 to 1 as a whole number of 100. */
function shownScore(category: string, score: number | null): number {
  if (score === null) throw new Error(`Lighthouse gave no ${category} score.`);
  return Math.round(score * 100);
}

/**
 * A run's figures; throws with Lighthouse's reason when the run or one of its audits failed, and when the
 * page Lighthouse measured is not the one asked for (a signed-in page that redirected to the sign-in page
 * would otherwise be measured as itself).
 */
export function figuresOf(result: unknown, expectedPath: string): PageFigures {
  const outcome = runOutcomeSchema.parse(result);
  if (outcome.runtimeError) {
    throw new Error(`Lighthouse: ${outcome.runtimeError.code} ${outcome.runtimeError.message}`);
  }
  const measuredPath = outcome.mainDocumentUrl && new URL(outcome.mainDocumentUrl).pathname;
  if (measuredPath !== expectedPath) {
    throw new Error(`Lighthouse measured ${measuredPath ?? 'no page'} instead of ${expectedPath}.`);
  }
  for (const audit of AUDITS) {
    const error = outcome.audits[audit]?.errorMessage;
    if (error) throw new Error(`Lighthouse's ${audit} audit failed: ${error}`);
  }
  const lhr = lighthouseResultSchema.parse(result);
  const scripts = lhr.audits['resource-summary'].details.items.find((item) => item.resourceType === 'script');
  const [observed] = lhr.audits.metrics.details.items;
  return {
    performance: shownScore('performance', lhr.categories.performance.score),
    totalBlockingTimeMs: lhr.audits['total-blocking-time'].numericValue,
    largestContentfulPaintMs: lhr.audits['largest-contentful-paint'].numericValue,
    cumulativeLayoutShift: lhr.audits['cumulative-layout-shift'].numericValue,
    accessibility: shownScore('accessibility', lhr.categories.accessibility.score),
    scriptKb: (scripts?.transferSize ?? 0) / 1024,
    firstPaintAfterLoadMs: observed.observedFirstContentfulPaint - observed.observedLoad,
  };
}
