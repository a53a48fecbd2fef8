import { expect, expectNoSeriousA11yViolations, test } from '../fixtures';
import { HomePage, RegisterPage } from '../pages/account-pages';
import { newPatientDetails, registerPatient } from '../support/patient-api';
import { confirmAddressApi, newestMailText, registrationLinkAndCode } from '../support/registration-mail';

// Registration confirms the address before the account exists (ADR 0088): the address, then the code
// or the link from the e-mail (read from the outbox, where e-mail goes without SMTP), then the rest.
test.describe('registration', () => {
  test.describe.configure({ timeout: 120_000 });

  test('with the code: a wrong one keeps what was typed, the right one leads to the form, and the account is made', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    const { email, ...details } = newPatientDetails('register-code');
    const register = new RegisterPage(page);
    await register.goto();
    await expect(register.heading).toBeFocused();
    await expect(register.password).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await register.askForCode(email);
    await expect(register.answer).toContainText('We have sent an e-mail to this address');
    await expect(register.email).toHaveValue(email);

    await register.code.fill('ZZZZ-ZZZZ');
    await register.confirmButton.click();
    await expect(register.code).toBeFocused();
    await expect(register.code).toHaveAttribute('aria-invalid', 'true');
    await expect(register.code).toHaveAccessibleDescription(/not right for this address/);
    await expect(register.code).toHaveValue('ZZZZ-ZZZZ');
    await expectNoSeriousA11yViolations(page);

    const { code } = await registrationLinkAndCode(email);
    // Typed as people do: lower case, without the dash.
    await register.code.fill(code.toLowerCase().replace('-', ''));
    await register.code.press('Enter');
    await expect(page).toHaveURL(/\/register\/details$/);
    await expect(register.confirmedAddress).toContainText(email);
    await expect(register.email).toHaveCount(0);
    await expect(page.getByText('At least 10 characters')).toBeVisible();
    // Nothing wider than a small phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoSeriousA11yViolations(page);

    await register.createAccountButton.click();
    await expect(register.firstName).toBeFocused();
    await expect(page.getByText('Enter your first name.')).toBeVisible();
    await register.fill(details);
    await expect(register.password).toHaveAttribute('autocomplete', 'new-password');
    await register.createAccountButton.click();

    const home = new HomePage(page);
    await expect(page).toHaveURL(/\/$/);
    await expect(home.greeting('Marge Simpson')).toBeVisible();
  });

  test('with the link from the e-mail, once, in the same browser', async ({ page }) => {
    const { email, ...details } = newPatientDetails('register-link');
    const register = new RegisterPage(page);
    await register.goto();
    await register.askForCode(email);
    const { link } = await registrationLinkAndCode(email);

    await page.goto(link);
    await expect(page).toHaveURL(/\/register\/details$/);
    await expect(register.confirmedAddress).toContainText(email);
    await register.fill(details);
    await register.createAccountButton.click();
    await expect(new HomePage(page).greeting('Marge Simpson')).toBeVisible();

    // Used: the page says so, and where to ask again.
    await page.goto(link);
    await expect(page.getByRole('main').getByRole('alert')).toContainText('This link does not work any more');
    await expect(page.getByRole('link', { name: 'Ask for a new code and link' })).toHaveAttribute(
      'href',
      '/register',
    );
    await expect(page).toHaveURL(/\/register\/confirm$/);
    await expectNoSeriousA11yViolations(page);
  });

  test('says the same for an address that has an account, and its owner gets an e-mail with the ways in', async ({
    page,
    playwright,
  }) => {
    const details = newPatientDetails('register-exists');
    const other = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    await registerPatient(other, details);
    await other.dispose();

    const register = new RegisterPage(page);
    await register.goto();
    await register.askForCode(details.email);
    await expect(register.answer).toContainText('We have sent an e-mail to this address');
    const text = await newestMailText(details.email, 'account-exists');
    expect(text).toMatch(/You already have one/);
    expect(text).toMatch(/Sign in: http\S+\/sign-in/);
    expect(text).toMatch(/Choose a new password: http\S+\/forgot-password/);

    await register.code.fill('ABCD-EFGH');
    await register.confirmButton.click();
    await expect(register.code).toHaveAccessibleDescription(/not right for this address/);
  });

  test('the rest of the form keeps what was typed when the details are refused', async ({ page }) => {
    const { email, ...details } = newPatientDetails('register-young');
    await confirmAddressApi(page.request, email);
    const register = new RegisterPage(page);
    await page.goto('/register/details');
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
    await expect(register.password).toHaveValue(details.password);
    await expectNoSeriousA11yViolations(page);
  });

  test('without a confirmed address, the form is not offered', async ({ page }) => {
    await page.goto('/register/details');
    await expect(page.getByText('Confirm your e-mail address first')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start again' })).toHaveAttribute('href', '/register');
    await expect(new RegisterPage(page).password).toHaveCount(0);
  });
});
