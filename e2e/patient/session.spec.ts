import { expect, newPatientDetails, registerPatient, test } from '../support/fixtures';

test.describe('the session', () => {
  test('a signed-out visit to /chats goes to sign-in and back to /chats afterwards', async ({
    page,
    playwright,
  }) => {
    const details = newPatientDetails('return');
    const other = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    await registerPatient(other, details);
    await other.dispose();

    await page.goto('/chats');
    await expect(page).toHaveURL(/\/sign-in\?next=%2Fchats$/);
    await page.getByLabel('E-mail').fill(details.email);
    await page.getByLabel('Password').fill(details.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/chats$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your consultations' })).toBeFocused();
  });

  test('a session that ends while the page is open sends the patient to sign in and back', async ({
    page,
    patient,
  }) => {
    await page.goto('/chats');
    await expect(page.getByRole('heading', { name: 'No consultations yet' })).toBeVisible();
    await page.context().clearCookies();

    await page.getByRole('button', { name: 'Start a consultation' }).click();
    await expect(page).toHaveURL(/\/sign-in\?next=%2Fchats$/);

    await page.getByLabel('E-mail').fill(patient.email);
    await page.getByLabel('Password').fill(patient.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/chats$/);
  });
});
