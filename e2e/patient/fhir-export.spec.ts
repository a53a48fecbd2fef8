import { expect, test } from '../fixtures';
import { downloadValidBundle, resourceTypes } from '../support/fhir-download';

test('a patient downloads their own record from the profile, as a FHIR Bundle that validates', async ({
  page,
  patient,
  completedChatId,
}) => {
  test.setTimeout(180_000);
  void completedChatId;
  await page.goto('/profile');
  const bundle = await downloadValidBundle(page, page.getByRole('link', { name: 'Download my record' }));
  expect(bundle.type).toBe('collection');
  expect(resourceTypes(bundle).filter((type) => type === 'Patient')).toHaveLength(1);
  expect(resourceTypes(bundle)).toEqual(
    expect.arrayContaining(['Encounter', 'Composition', 'DocumentReference']),
  );
  const ownPatient = JSON.stringify(
    bundle.entry!.find((entry) => entry.resource!.resourceType === 'Patient'),
  );
  expect(ownPatient).toContain(patient.email);
});
