import { writeFileSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';

export interface ConformanceSummary {
  passed: number;
  failed: number;
  skipped: number;
}

/**
 * Counts checks as a person reads them: a check that could not run because its set-up failed is a
 * failure, not a skip; only checks skipped on purpose (e.g. embedded-only ones) are skipped.
 */
export function summarize(modules: ReadonlyArray<TestModule>): ConformanceSummary {
  const summary: ConformanceSummary = { passed: 0, failed: 0, skipped: 0 };
  for (const testModule of modules) {
    const tests = [...testModule.children.allTests()];
    if (tests.length === 0 && testModule.errors().length > 0) summary.failed += 1;
    for (const test of tests) {
      const { state } = test.result();
      if (state === 'passed') summary.passed += 1;
      else if (state === 'failed') summary.failed += 1;
      else if (test.options.mode === 'skip' || test.options.mode === 'todo') summary.skipped += 1;
      else summary.failed += 1;
    }
  }
  return summary;
}

export const formatSummary = ({ passed, failed, skipped }: ConformanceSummary) =>
  `Conformance: ${passed} passed, ${failed} failed, ${skipped} skipped`;

/** Hands the counts to `scripts/conformance.mjs` through CONFORMANCE_SUMMARY_FILE, or prints them. */
export default class ConformanceSummaryReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const summary = summarize(modules);
    const file = process.env.CONFORMANCE_SUMMARY_FILE;
    if (file) writeFileSync(file, JSON.stringify(summary));
    else console.info(formatSummary(summary));
  }
}
