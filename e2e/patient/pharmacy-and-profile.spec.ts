import { expect, expectNoSeriousA11yViolations, test } from '../fixtures';
import { PharmacyPage } from '../pages/pharmacy-page';
import { ProfilePage } from '../pages/profile-page';
import { newPatientDetails, registerPatient, saveHomeAddress } from '../support/patient-api';

// A consultation, the first pharmacy search (the directory loads) and axe take a while on a shared machine.
test.describe.configure({ timeout: 120_000 });

test('a ZIP lists the nearest pharmacies, even where the ZIP has none; a city search; preferred shown on the profile', async ({
  page,
  patient,
}) => {
  void patient;
  const pharmacy = new PharmacyPage(page);
  await pharmacy.goto();
  await expect(pharmacy.heading).toBeFocused();
  await expect(pharmacy.noneChosen).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // 62704 (Springfield, Illinois) has no pharmacy of its own in the directory.
  await pharmacy.search('62704');
  await expect(pharmacy.results.getByRole('listitem').first()).toBeVisible({ timeout: 60_000 });
  const near = await pharmacy.distances();
  expect(near.length).toBeGreaterThan(5);
  expect(near).toEqual([...near].sort((a, b) => a - b));
  expect(near[0]).toBeLessThan(15);
  await expectNoSeriousA11yViolations(page);

  await pharmacy.query.fill('Springfield');
  await pharmacy.state.selectOption('IL');
  await pharmacy.searchButton.click();
  await expect(pharmacy.resultsHeading('Pharmacies for “Springfield”')).toBeVisible();
  const items = pharmacy.results.getByRole('listitem');
  await expect(items.first()).toContainText('Springfield, IL', { timeout: 60_000 });
  const chosen = items.first();
  const name = (await chosen.getByRole('heading').textContent())!;
  await chosen.getByRole('button', { name: `Set ${name} as preferred` }).click();
  await expect(pharmacy.savedNotice).toBeVisible();
  await expect(pharmacy.preferred).toContainText(name);
  await expect(chosen).toContainText('Your preferred pharmacy');

  const profile = new ProfilePage(page);
  await profile.goto();
  await expect(profile.preferredPharmacy).toContainText(name);
  await profile.changePharmacyLink.click();
  await expect(page).toHaveURL(/\/pharmacy$/);
});

test.describe('with the location shared', () => {
  test.use({ permissions: ['geolocation'], geolocation: { latitude: 41.8781, longitude: -87.6298 } });

  test('"Use my location" lists pharmacies nearest first', async ({ page, patient }) => {
    void patient;
    const pharmacy = new PharmacyPage(page);
    await pharmacy.goto();
    await pharmacy.useMyLocationButton.click();
    await expect(pharmacy.resultsHeading('Pharmacies near you')).toBeVisible();
    await expect(pharmacy.results.getByRole('listitem').first()).toContainText(', IL', { timeout: 60_000 });
    const near = await pharmacy.distances();
    expect(near.length).toBeGreaterThan(5);
    expect(near).toEqual([...near].sort((a, b) => a - b));
    expect(near[0]).toBeLessThan(5);
  });
});

test.describe('with the location refused', () => {
  test.use({ permissions: [] });

  test('the search still works by name, city or ZIP', async ({ page, context, patient }) => {
    void patient;
    await context.clearPermissions();
    const pharmacy = new PharmacyPage(page);
    await pharmacy.goto();
    await pharmacy.useMyLocationButton.click();
    await expect(page.getByText(/You can still search by name, city or ZIP code/)).toBeVisible();
    await pharmacy.search('Chicago');
    await expect(pharmacy.results.getByRole('listitem').first()).toContainText('Chicago', { timeout: 60_000 });
  });
});

test('"Near my address" searches around the ZIP code on file', async ({ page, patient }) => {
  void patient;
  await saveHomeAddress(page.request);
  const pharmacy = new PharmacyPage(page);
  await pharmacy.goto();
  await pharmacy.nearMyAddressButton('62704').click();
  await expect(pharmacy.resultsHeading('Pharmacies near 62704')).toBeVisible();
  await expect(pharmacy.results.getByRole('listitem').first()).toBeVisible({ timeout: 60_000 });
  const near = await pharmacy.distances();
  expect(near.length).toBeGreaterThan(0);
  expect(near).toEqual([...near].sort((a, b) => a - b));
});

test('a patient without date of birth and sex is told, in place, what choosing a pharmacy needs', async ({
  page,
}) => {
  await registerPatient(page.request, { ...newPatientDetails(), dateOfBirth: undefined, sex: undefined });
  const pharmacy = new PharmacyPage(page);
  await pharmacy.goto();
  await pharmacy.search('Springfield');
  await pharmacy.results
    .getByRole('button', { name: /as preferred/ })
    .first()
    .click();
  await expect(page.getByRole('alert').filter({ hasText: 'A few details are needed first' })).toContainText(
    'your date of birth and sex must be on file',
  );
  await expect(pharmacy.noneChosen).toBeVisible();
});

test('the profile shows the details on file read-only and edits the address', async ({ page, patient }) => {
  const profile = new ProfilePage(page);
  await profile.goto();
  await expect(profile.heading).toBeFocused();
  await expect(profile.details).toContainText('Marge Simpson');
  await expect(profile.details).toContainText('Friday, March 19, 1982');
  await expect(profile.details).toContainText('Female');
  await expect(profile.details).toContainText(patient.email);
  await expect(profile.details).toContainText(/\+1555\d{7}/);
  await expect(profile.details.getByRole('textbox')).toHaveCount(0);
  await expect(profile.noAddress).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await profile.addAddressButton.click();
  await profile.address.fill({ line1: '1 Main Street', city: 'Shelbyville', state: 'IL', postalCode: '62565' });
  await expectNoSeriousA11yViolations(page);
  await profile.saveAddressButton.click();
  await expect(profile.savedNotice).toBeVisible();
  await expect(profile.homeAddress).toContainText('1 Main Street');
  await expect(profile.homeAddress).toContainText('Shelbyville, Illinois 62565');

  await page.reload();
  await expect(profile.homeAddress).toContainText('1 Main Street');
  await profile.editAddressButton.click();
  await expect(profile.address.city).toHaveValue('Shelbyville');
});
