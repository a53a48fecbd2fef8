import { expect, test } from '../fixtures';
import { StaffDashboard } from '../pages/staff-dashboard';
import { StaffPatientsPage } from '../pages/staff-patient-pages';
import { downloadValidBundle, resourceTypes } from '../support/fhir-download';
import { completeConsultationAs } from '../support/staff-fixtures';

test("staff download a patient's Bundle and a consultation's document Bundle; both validate and are audited", async ({
  page,
  appPatient: patient,
  consoleAdmin,
}) => {
  // A consultation on a production build, two downloads validated against the R4 definitions.
  test.setTimeout(240_000);
  await completeConsultationAs(patient);
  await new StaffDashboard(page).signIn(consoleAdmin);
  const patientId = await new StaffPatientsPage(page).openPatient(patient);

  const patientBundle = await downloadValidBundle(
    page,
    page.getByRole('link', { name: 'Export for the EHR' }),
  );
  expect(patientBundle.type).toBe('collection');
  expect(resourceTypes(patientBundle)).toEqual(
    expect.arrayContaining([
      'Patient',
      'Organization',
      'Encounter',
      'Composition',
      'DocumentReference',
      'Provenance',
    ]),
  );
  const patientResource = patientBundle.entry!.find((entry) => entry.resource!.resourceType === 'Patient')!;
  expect(JSON.stringify(patientResource)).toContain(patient.details.lastName);

  const consultation = page
    .getByRole('region', { name: 'Timeline' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: 'Chat completed' }) });
  const documentBundle = await downloadValidBundle(
    page,
    consultation.getByRole('link', { name: 'Export this chat for the EHR' }),
  );
  expect(documentBundle.type).toBe('document');
  expect(resourceTypes(documentBundle)[0]).toBe('Composition');

  await page.goto('/staff/admin/audit-log');
  await page.getByRole('textbox', { name: 'Patient id' }).fill(patientId);
  await expect(page.getByRole('row').filter({ hasText: 'patient.fhir.export' })).toHaveCount(1);
  await expect(page.getByRole('row').filter({ hasText: 'patient.consultation.fhir.export' })).toHaveCount(1);
});
