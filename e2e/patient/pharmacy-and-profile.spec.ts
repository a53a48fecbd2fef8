import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, registerPatient, saveHomeAddress, test } from '../support/booking-fixtures';

// A consultation, the first pharmacy search (the directory loads) and axe take a while on a shared machine.
test.describe.configure({ timeout: 120_000 });

const results = (page: Page) => page.getByRole('list', { name: 'Pharmacies found' });

async function distances(page: Page): Promise<number[]> {
  const texts = await results(page)
    .getByText(/mi away/)
    .allTextContents();
  return texts.map((text) => Number(/([\d.]+) mi away/.exec(text)![1]));
}

test('a ZIP lists the nearest pharmacies, even where the ZIP has none; a city search; preferred shown on the profile', async ({
  page,
  patient,
}) => {
  void patient;
  await page.goto('/pharmacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Pharmacy' })).toBeFocused();
  await expect(page.getByText('None chosen yet.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // 62704 (Springfield, Illinois) has no pharmacy of its own in the directory.
  await page.getByLabel('Name, city or ZIP code').fill('62704');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(results(page).getByRole('listitem').first()).toBeVisible({ timeout: 60_000 });
  const near = await distances(page);
  expect(near.length).toBeGreaterThan(5);
  expect(near).toEqual([...near].sort((a, b) => a - b));
  expect(near[0]).toBeLessThan(15);
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Name, city or ZIP code').fill('Springfield');
  await page.getByLabel('State').selectOption('IL');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Pharmacies for “Springfield”' })).toBeVisible();
  const items = results(page).getByRole('listitem');
  await expect(items.first()).toContainText('Springfield, IL', { timeout: 60_000 });
  const chosen = items.first();
  const name = (await chosen.getByRole('heading').textContent())!;
  await chosen.getByRole('button', { name: `Set ${name} as preferred` }).click();
  await expect(page.getByText('Saved as your preferred pharmacy.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Preferred pharmacy' })).toContainText(name);
  await expect(chosen).toContainText('Your preferred pharmacy');

  await page.goto('/profile');
  await expect(page.getByRole('region', { name: 'Preferred pharmacy' })).toContainText(name);
  await page.getByRole('link', { name: 'Change pharmacy' }).click();
  await expect(page).toHaveURL(/\/pharmacy$/);
});

test.describe('with the location shared', () => {
  test.use({ permissions: ['geolocation'], geolocation: { latitude: 41.8781, longitude: -87.6298 } });

  test('"Use my location" lists pharmacies nearest first', async ({ page, patient }) => {
    void patient;
    await page.goto('/pharmacy');
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(page.getByRole('heading', { name: 'Pharmacies near you' })).toBeVisible();
    await expect(results(page).getByRole('listitem').first()).toContainText(', IL', { timeout: 60_000 });
    const near = await distances(page);
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
    await page.goto('/pharmacy');
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(page.getByText(/You can still search by name, city or ZIP code/)).toBeVisible();
    await page.getByLabel('Name, city or ZIP code').fill('Chicago');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(results(page).getByRole('listitem').first()).toContainText('Chicago', { timeout: 60_000 });
  });
});

test('"Near my address" searches around the ZIP code on file', async ({ page, patient }) => {
  void patient;
  await saveHomeAddress(page.request);
  await page.goto('/pharmacy');
  await page.getByRole('button', { name: 'Near my address (62704)' }).click();
  await expect(page.getByRole('heading', { name: 'Pharmacies near 62704' })).toBeVisible();
  await expect(results(page).getByRole('listitem').first()).toBeVisible({ timeout: 60_000 });
  const near = await distances(page);
  expect(near.length).toBeGreaterThan(0);
  expect(near).toEqual([...near].sort((a, b) => a - b));
});

test('a patient without date of birth and sex is told, in place, what choosing a pharmacy needs', async ({
  page,
}) => {
  await registerPatient(page, { dateOfBirth: undefined, sex: undefined });
  await page.goto('/pharmacy');
  await page.getByLabel('Name, city or ZIP code').fill('Springfield');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await results(page)
    .getByRole('button', { name: /as preferred/ })
    .first()
    .click();
  await expect(page.getByRole('alert').filter({ hasText: 'A few details are needed first' })).toContainText(
    'your date of birth and sex must be on file',
  );
  await expect(page.getByText('None chosen yet.')).toBeVisible();
});

test('the profile shows the details on file read-only and edits the address', async ({ page, patient }) => {
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeFocused();
  const details = page.getByRole('region', { name: 'Your details' });
  await expect(details).toContainText('Marge Simpson');
  await expect(details).toContainText('Friday, March 19, 1982');
  await expect(details).toContainText('Female');
  await expect(details).toContainText(patient.email);
  await expect(details).toContainText(/\+1555\d{7}/);
  await expect(details.getByRole('textbox')).toHaveCount(0);
  await expect(page.getByText('No address on file yet.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Add address' }).click();
  await page.getByLabel('Street address').fill('1 Main Street');
  await page.getByLabel('City').fill('Shelbyville');
  await page.getByLabel('State').selectOption('IL');
  await page.getByLabel('ZIP code').fill('62565');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('Address saved.')).toBeVisible();
  const address = page.getByRole('region', { name: 'Home address' });
  await expect(address).toContainText('1 Main Street');
  await expect(address).toContainText('Shelbyville, Illinois 62565');

  await page.reload();
  await expect(page.getByRole('region', { name: 'Home address' })).toContainText('1 Main Street');
  await page.getByRole('button', { name: 'Edit address' }).click();
  await expect(page.getByLabel('City')).toHaveValue('Shelbyville');
});
