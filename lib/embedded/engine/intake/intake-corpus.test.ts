import { describe, expect, it } from 'vitest';
import { INTAKE_CORPUS, SEVERITY_PHRASING } from '@/testing/embedded/engine/intake-corpus/index';
import {
  accuracyTable,
  formatAccuracyTable,
  runCorpusConversation,
} from '@/testing/embedded/engine/intake-corpus/score-corpus';

// The intake corpus: conversations written as patients talk, each with the facts the documents must
// state. The figures printed here are the ones recorded in docs/benchmark.md.

const results = INTAKE_CORPUS.map(runCorpusConversation);
const checks = results.flatMap((result) => result.checks);
const table = accuracyTable(checks);
const overall = table.find((row) => row.kind === 'all');

describe('intake corpus', () => {
  it('has at least 70 conversations with distinct ids', () => {
    expect(INTAKE_CORPUS.length).toBeGreaterThanOrEqual(70);
    expect(new Set(INTAKE_CORPUS.map((conversation) => conversation.id)).size).toBe(INTAKE_CORPUS.length);
  });

  it('completes every conversation', () => {
    expect(results.filter((result) => !result.completed).map((result) => result.id)).toEqual([]);
  });

  it('puts only warning signs the patient stated in the SOAP note', () => {
    const unstated = results
      .filter((result) => result.unstatedRedFlags.length > 0)
      .map((result) => `${result.id}: ${result.unstatedRedFlags.join(', ')}`);
    expect(unstated).toEqual([]);
  });

  it('records at least 95% of stated facts in the right section of each document', () => {
    console.info(
      `Intake corpus: ${results.length} conversations, ${checks.length} fact checks\n${formatAccuracyTable(table)}`,
    );
    const misses = checks.filter((check) => check.expectation === 'stated' && !check.ok);
    expect(overall?.stated).toBeGreaterThan(0);
    expect(
      (overall?.statedRight ?? 0) / (overall?.stated ?? 1),
      misses.map((miss) => `${miss.conversation} ${miss.document} ${miss.kind}: ${miss.value}`).join('\n'),
    ).toBeGreaterThanOrEqual(0.95);
  });

  it('records every severity said as patients say it (ranges, hedges, words), a range as a range', () => {
    const phrasingIds = new Set(SEVERITY_PHRASING.map((conversation) => conversation.id));
    const severityChecks = checks.filter(
      (check) => phrasingIds.has(check.conversation) && check.kind === 'severity',
    );
    console.info(
      `Severity phrasing: ${phrasingIds.size} conversations\n${formatAccuracyTable(accuracyTable(severityChecks))}`,
    );
    expect(phrasingIds.size).toBeGreaterThanOrEqual(10);
    expect(severityChecks.filter((check) => check.expectation === 'stated').length).toBeGreaterThanOrEqual(
      3 * phrasingIds.size,
    );
    expect(
      severityChecks
        .filter((check) => !check.ok)
        .map((check) => `${check.conversation} ${check.document}: ${check.value}`),
    ).toEqual([]);
  });

  it('never states what the patient did not say', () => {
    const violations = checks
      .filter((check) => check.expectation === 'never' && !check.ok)
      .map((check) => `${check.conversation} ${check.document} ${check.kind}: ${check.value}`);
    expect(violations).toEqual([]);
  });
});
