import { expect, expectNoSeriousA11yViolations, test } from '../fixtures';
import { HomePage, RegisterPage, SignInPage } from '../pages/account-pages';
import { newPatientDetails, registerPatient } from '../support/patient-api';

test.describe('accounts', () => {
  test('registers through the form and lands on the home page signed in', async ({ page }) => {
    const details = newPatientDetails('register');
    const register = new RegisterPage(page);
    await register.goto();
    await expect(register.heading).toBeFocused();
    await expect(page.getByText('At least 10 characters')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await register.fill(details);
    await expect(register.password).toHaveAttribute('autocomplete', 'new-password');
    await register.createAccountButton.click();

    const home = new HomePage(page);
    await expect(page).toHaveURL(/\/$/);
    await expect(home.greeting('Marge Simpson')).toBeVisible();
    await expect(home.headerName('Marge Simpson')).toBeVisible();
  });

  test('shows field errors beside the fields and moves focus to the first', async ({ page }) => {
    const details = newPatientDetails('young');
    const register = new RegisterPage(page);
    await register.goto();
    await register.createAccountButton.click();
    await expect(register.firstName).toBeFocused();
    await expect(page.getByText('Enter your first name.')).toBeVisible();

    const lastYear = new Date().getUTCFullYear() - 10;
    await register.fill({
      ...details,
      firstName: 'Bart',
      dateOfBirth: `${lastYear}-04-01`,
      sex: 'male',
      phoneNumber: '12ab',
    });
    await register.fillDateOfBirth(`${lastYear}-02-30`);
    await register.createAccountButton.click();
    // Not a date at all: said before anything is sent, in the words of the three boxes.
    await expect(register.dateOfBirthDay).toBeFocused();
    await expect(register.dateOfBirthDay).toHaveAccessibleDescription(/a real day, month and year/);

    await register.fillDateOfBirth(`${lastYear}-04-01`);
    await register.createAccountButton.click();
    await expect(register.dateOfBirthDay).toBeFocused();
    for (const part of [register.dateOfBirthDay, register.dateOfBirthMonth, register.dateOfBirthYear]) {
      await expect(part).toHaveAttribute('aria-invalid', 'true');
      await expect(part).toHaveAccessibleDescription(/Age must be from 18 through 120 years/);
    }
    await expect(register.phoneNumber).toHaveAccessibleDescription(/Must be a phone number/);
    await expect(register.firstName).toHaveValue('Bart');
    await expectNoSeriousA11yViolations(page);
  });

  test('an existing account gets one message with "Sign in instead", keeping what was typed', async ({
    page,
    playwright,
  }) => {
    const details = newPatientDetails('exists');
    const other = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    await registerPatient(other, details);
    await other.dispose();

    const register = new RegisterPage(page);
    await register.goto();
    await register.fill({ ...details, firstName: 'Marjorie' });
    await register.createAccountButton.click();

    await expect(register.alert).toContainText('If you already have one, sign in instead.');
    await expect(register.signInInsteadLink).toHaveAttribute('href', '/sign-in');
    await expect(register.firstName).toHaveValue('Marjorie');
    await expect(register.email).toHaveValue(details.email);
    await expect(register.password).toHaveValue(details.password);
    await expectNoSeriousA11yViolations(page);
  });

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
