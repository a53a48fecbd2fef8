import { expect, test } from '../fixtures';
import { SignInPage } from '../pages/account-pages';
import { ChatsPage } from '../pages/chats-page';
import { newPatientDetails, registerPatient } from '../support/patient-api';

test.describe('the session', () => {
  test('a signed-out visit to /chats goes to sign-in and back to /chats afterwards', async ({
    page,
    playwright,
  }) => {
    const details = newPatientDetails('return');
    const other = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    await registerPatient(other, details);
    await other.dispose();

    const chats = new ChatsPage(page);
    await chats.goto();
    await expect(page).toHaveURL(/\/sign-in\?next=%2Fchats$/);
    await new SignInPage(page).signIn(details);
    await expect(page).toHaveURL(/\/chats$/);
    await expect(chats.heading).toBeFocused();
  });

  test('a session that ends while the page is open sends the patient to sign in and back', async ({
    page,
    patient,
  }) => {
    const chats = new ChatsPage(page);
    await chats.goto();
    await expect(chats.emptyHeading).toBeVisible();
    await page.context().clearCookies();

    await chats.startButton.click();
    await expect(page).toHaveURL(/\/sign-in\?next=%2Fchats$/);

    await new SignInPage(page).signIn(patient);
    await expect(page).toHaveURL(/\/chats$/);
  });
});
