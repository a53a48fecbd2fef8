import { readFile } from 'node:fs/promises';
import type { Bundle } from '@medplum/fhirtypes';
import { expect, type Locator, type Page } from '@playwright/test';
import { bundleErrors } from '../../testing/fhir/fhir-validator';

/**
 * Clicks what downloads a FHIR export (a link, or a button that fetches and saves it), then reads the file
 * the browser saved: it must parse and validate as FHIR R4.
 */
export async function downloadValidBundle(page: Page, trigger: Locator): Promise<Bundle> {
  const [download] = await Promise.all([page.waitForEvent('download'), trigger.click()]);
  expect(download.suggestedFilename()).toMatch(/\.fhir\.json$/);
  const bundle = JSON.parse(await readFile((await download.path())!, 'utf8')) as Bundle;
  expect(bundle.resourceType).toBe('Bundle');
  expect(bundleErrors(bundle)).toEqual([]);
  return bundle;
}

export function resourceTypes(bundle: Bundle): string[] {
  return (bundle.entry ?? []).map((entry) => entry.resource!.resourceType);
}
