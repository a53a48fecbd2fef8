import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';

const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** axe-core as @axe-core/playwright itself loads it: the same engine and rules, whatever else is installed. */
const axeSource = (
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))('axe-core') as {
    source: string;
  }
).source;

/**
 * Runs axe on the page. AxeBuilder injects the 1.3 MB engine on every call and finishes every run in a
 * new blank page; the app's pages have no frames, so the engine goes in once per document and runs
 * there with the same tags. A page with frames still goes through AxeBuilder, which checks each frame.
 */
async function analyze(page: Page): Promise<AxeResults> {
  if (page.frames().length > 1) return new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  const injected = await page.evaluate(
    () => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function',
  );
  if (!injected) await page.evaluate(axeSource);
  return page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResults> } }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
      }),
    WCAG_21_AA,
  );
}

/** Every page's accessibility check: no serious or critical violation of WCAG 2.1 A/AA. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // After a navigation within the app, the page's content can be drawn a moment before its new title is
  // set: the check is of the page as it settles, so it waits for a title first (and fails without one).
  await expect(page, 'the page has a title').toHaveTitle(/\S/);
  const results = await analyze(page);
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  expect(serious, `${page.url()}\n${JSON.stringify(serious, null, 2)}`).toEqual([]);
}
