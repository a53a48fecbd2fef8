import { expect, test } from '../fixtures';
import { ProfilePage } from '../pages/profile-page';
import { downloadValidBundle, resourceTypes } from '../support/fhir-download';

test('a patient downloads their own record from the profile, as a FHIR Bundle that validates', async ({
  page,
  patient,
  completedChatId,
}) => {
  test.setTimeout(180_000);
  void completedChatId;
  const profile = new ProfilePage(page);
  await profile.goto();
  // The page fetches the record and saves it through a temporary <a download>: still a browser download.
  const bundle = await downloadValidBundle(page, profile.downloadRecordButton);
  await expect(profile.downloadRecordStatus).toHaveText('Your record was downloaded as my-record.fhir.json.');
  await expect(profile.downloadRecordAlert).toHaveCount(0);
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
