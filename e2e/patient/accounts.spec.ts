import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, newPatientDetails, registerPatient, test } from '../support/fixtures';

test.describe('accounts', () => {
  test('registers through the form and lands on the home page signed in', async ({ page }) => {
    const details = newPatientDetails('register');
    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeFocused();
    await expect(page.getByText('At least 10 characters')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('First name').fill(details.firstName);
    await page.getByLabel('Last name').fill(details.lastName);
    await page.getByLabel('Date of birth').fill(details.dateOfBirth);
    await page.getByLabel('Sex').selectOption(details.sex);
    await page.getByLabel('E-mail').fill(details.email);
    await page.getByLabel('Phone number').fill(details.phoneNumber);
    await page.getByLabel('Password').fill(details.password);
    await expect(page.getByLabel('Password')).toHaveAttribute('autocomplete', 'new-password');
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Marge Simpson' })).toBeVisible();
    await expect(page.getByRole('banner').getByText('Marge Simpson')).toBeVisible();
  });

  test('shows field errors beside the fields and moves focus to the first', async ({ page }) => {
    const details = newPatientDetails('young');
    await page.goto('/register');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByLabel('First name')).toBeFocused();
    await expect(page.getByText('Enter your first name.')).toBeVisible();

    const lastYear = new Date().getUTCFullYear() - 10;
    await page.getByLabel('First name').fill('Bart');
    await page.getByLabel('Last name').fill('Simpson');
    await page.getByLabel('Date of birth').fill(`${lastYear}-04-01`);
    await page.getByLabel('Sex').selectOption('male');
    await page.getByLabel('E-mail').fill(details.email);
    await page.getByLabel('Phone number').fill('12ab');
    await page.getByLabel('Password').fill(details.password);
    await page.getByRole('button', { name: 'Create account' }).click();

    const dateOfBirth = page.getByLabel('Date of birth');
    await expect(dateOfBirth).toBeFocused();
    await expect(dateOfBirth).toHaveAttribute('aria-invalid', 'true');
    await expect(dateOfBirth).toHaveAccessibleDescription(/Age must be from 18 through 120 years/);
    await expect(page.getByLabel('Phone number')).toHaveAccessibleDescription(/Must be a phone number/);
    await expect(page.getByLabel('First name')).toHaveValue('Bart');
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

    await page.goto('/register');
    await page.getByLabel('First name').fill('Marjorie');
    await page.getByLabel('Last name').fill(details.lastName);
    await page.getByLabel('Date of birth').fill(details.dateOfBirth);
    await page.getByLabel('Sex').selectOption(details.sex);
    await page.getByLabel('E-mail').fill(details.email);
    await page.getByLabel('Phone number').fill(details.phoneNumber);
    await page.getByLabel('Password').fill(details.password);
    await page.getByRole('button', { name: 'Create account' }).click();

    const alert = page.getByRole('main').getByRole('alert');
    await expect(alert).toContainText('If you already have one, sign in instead.');
    await expect(page.getByRole('link', { name: 'Sign in instead' })).toHaveAttribute('href', '/sign-in');
    await expect(page.getByLabel('First name')).toHaveValue('Marjorie');
    await expect(page.getByLabel('E-mail')).toHaveValue(details.email);
    await expect(page.getByLabel('Password')).toHaveValue(details.password);
    await expectNoSeriousA11yViolations(page);
  });

  test('signs in after a wrong password, and signs out', async ({ page, playwright }) => {
    const details = newPatientDetails('signin');
    const other = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    await registerPatient(other, details);
    await other.dispose();

    await page.goto('/sign-in');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('E-mail').fill(details.email);
    await page.getByLabel('Password').fill('not-the-password-at-all');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toContainText(
      'The e-mail address or password is not correct.',
    );
    await expect(page.getByLabel('E-mail')).toHaveValue(details.email);

    await page.getByLabel('Password').fill(details.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Marge Simpson' })).toBeVisible();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
    await page.goto('/chats');
    await expect(page).toHaveURL(/\/sign-in\?next=%2Fchats$/);
  });

  test('refuses to send anyone off the site after signing in', async ({ page, playwright }) => {
    const details = newPatientDetails('next');
    const other = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    await registerPatient(other, details);
    await other.dispose();

    await page.goto('/sign-in?next=//evil.example/steal');
    await page.getByLabel('E-mail').fill(details.email);
    await page.getByLabel('Password').fill(details.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Marge Simpson' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/');
  });
});
