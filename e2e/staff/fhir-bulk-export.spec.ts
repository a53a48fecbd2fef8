import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, signInAsStaff, test } from '../support/staff-fixtures';

test('an admin exports the organization as Bulk Data NDJSON, watching the progress, and gets one file per type', async ({
  page,
  patient,
}) => {
  test.setTimeout(180_000);
  void patient;
  await signInAsStaff(page);
  await page
    .getByRole('navigation', { name: 'Staff dashboard' })
    .getByRole('link', { name: 'EHR export' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'EHR export' })).toBeVisible();
  await page.getByRole('button', { name: 'Export the organization' }).click();
  await expect(page.getByRole('progressbar', { name: 'Patients exported' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^All \d+ patients exported\.$/ })).toBeVisible({
    timeout: 120_000,
  });
  const files = page.getByRole('list', { name: 'Exported files' });
  await expect(files.getByRole('link', { name: 'Patient.ndjson' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    files.getByRole('link', { name: 'Patient.ndjson' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Patient.ndjson');
});
