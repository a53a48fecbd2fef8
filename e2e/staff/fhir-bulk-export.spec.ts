import { expect, expectNoSeriousA11yViolations, test } from '../fixtures';
import { StaffDashboard } from '../pages/staff-dashboard';

test('an admin exports the organization as Bulk Data NDJSON, watching the progress, and gets one file per type', async ({
  page,
  appPatient,
  consoleAdmin,
}) => {
  test.setTimeout(180_000);
  // At least one patient of the organization to export.
  void appPatient;
  const dashboard = new StaffDashboard(page);
  await dashboard.signIn(consoleAdmin);
  await dashboard.open('EHR export');
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
