import { expect, expectNoSeriousA11yViolations, test } from '../fixtures';
import { HomePage, SignInPage } from '../pages/account-pages';
import { newPatientDetails, registerPatient } from '../support/patient-api';

// Registering through the pages is registration.spec.ts's.
test.describe('accounts', () => {
  test('signs in after a wrong password, and signs out', async ({ page, playwright }) => {
    const details = newPatientDetails('signin');
    const other = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    await registerPatient(other, details);
    await other.dispose();

    const signIn = new SignInPage(page);
    await signIn.goto();
    await expect(signIn.heading()).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await signIn.signIn({ email: details.email, password: 'not-the-password-at-all' });
    await expect(signIn.alert).toContainText('The e-mail address or password is not correct.');
    await expect(signIn.email).toHaveValue(details.email);

    await signIn.password.fill(details.password);
    await signIn.signInButton.click();
    const home = new HomePage(page);
    await expect(home.greeting('Marge Simpson')).toBeVisible();

    await home.signOutButton.click();
    await expect(page).toHaveURL(/\/sign-in$/);
    await page.goto('/chats');
    await expect(page).toHaveURL(/\/sign-in\?next=%2Fchats$/);
  });

  test('refuses to send anyone off the site after signing in', async ({ page, playwright }) => {
    const details = newPatientDetails('next');
    const other = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    await registerPatient(other, details);
    await other.dispose();

    const signIn = new SignInPage(page);
    await signIn.goto('/sign-in?next=//evil.example/steal');
    await signIn.signIn(details);
    await expect(new HomePage(page).greeting('Marge Simpson')).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/');
  });
});
