import type { Locator, Page } from '@playwright/test';
import type { PatientDetails } from '../support/patient-api';

/**
 * The patient app's registration (ADR 0088): /register asks for the address and the code from the
 * e-mail, /register/details for the rest once the address is confirmed.
 */
export class RegisterPage {
  readonly heading: Locator;
  readonly email: Locator;
  readonly sendCodeButton: Locator;
  readonly answer: Locator;
  readonly code: Locator;
  readonly confirmButton: Locator;
  readonly confirmedAddress: Locator;
  readonly firstName: Locator;
  readonly lastName: Locator;
  /** The date of birth's group; its parts are three boxes, day first. */
  readonly dateOfBirth: Locator;
  readonly dateOfBirthDay: Locator;
  readonly dateOfBirthMonth: Locator;
  readonly dateOfBirthYear: Locator;
  readonly sex: Locator;
  readonly phoneNumber: Locator;
  readonly password: Locator;
  readonly createAccountButton: Locator;
  readonly alert: Locator;
  readonly signInInsteadLink: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Create your account' });
    this.email = page.getByRole('textbox', { name: 'E-mail', exact: true });
    this.sendCodeButton = page.getByRole('button', { name: /^(Send me a code|Send again)$/ });
    this.answer = page.getByRole('status').filter({ hasText: 'Check your e-mail' });
    this.code = page.getByLabel('Code from the e-mail');
    this.confirmButton = page.getByRole('button', { name: 'Confirm and continue' });
    this.confirmedAddress = page.getByText(/Your e-mail address .+ is confirmed/);
    this.firstName = page.getByLabel('First name');
    this.lastName = page.getByLabel('Last name');
    this.dateOfBirth = page.getByRole('group', { name: 'Date of birth' });
    this.dateOfBirthDay = this.dateOfBirth.getByLabel('Day');
    this.dateOfBirthMonth = this.dateOfBirth.getByLabel('Month');
    this.dateOfBirthYear = this.dateOfBirth.getByLabel('Year');
    this.sex = page.getByLabel('Sex');
    this.phoneNumber = page.getByLabel('Phone number');
    this.password = page.getByLabel('Password');
    this.createAccountButton = page.getByRole('button', { name: 'Create account' });
    this.alert = page.getByRole('main').getByRole('alert');
    this.signInInsteadLink = page.getByRole('link', { name: 'Sign in instead' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/register');
  }

  /** The first step: the address, sent; the page then says to check the e-mail. */
  async askForCode(email: string): Promise<void> {
    await this.email.fill(email);
    await this.sendCodeButton.click();
    await this.answer.waitFor();
  }

  /** The rest of the form, once the address is confirmed. */
  async fill(details: Omit<Required<PatientDetails>, 'email'>): Promise<void> {
    await this.firstName.fill(details.firstName);
    await this.lastName.fill(details.lastName);
    await this.fillDateOfBirth(details.dateOfBirth);
    await this.sex.selectOption(details.sex);
    await this.phoneNumber.fill(details.phoneNumber);
    await this.password.fill(details.password);
  }

  /** Types a `YYYY-MM-DD` date as a person does: day, month and year, in their own boxes. */
  async fillDateOfBirth(isoDate: string): Promise<void> {
    const [year = '', month = '', day = ''] = isoDate.split('-');
    await this.dateOfBirthDay.fill(day);
    await this.dateOfBirthMonth.fill(month);
    await this.dateOfBirthYear.fill(year);
  }
}

/** The sign-in page of the patient app (/sign-in) or of the staff dashboard (/staff/sign-in). */
export class SignInPage {
  readonly email: Locator;
  readonly password: Locator;
  readonly signInButton: Locator;
  readonly alert: Locator;

  constructor(readonly page: Page) {
    this.email = page.getByLabel('E-mail');
    this.password = page.getByLabel('Password');
    this.signInButton = page.getByRole('button', { name: 'Sign in' });
    this.alert = page.getByRole('main').getByRole('alert');
  }

  heading(name = 'Sign in'): Locator {
    return this.page.getByRole('heading', { level: 1, name });
  }

  async goto(path = '/sign-in'): Promise<void> {
    await this.page.goto(path);
  }

  async signIn({ email, password }: { email: string; password: string }): Promise<void> {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.signInButton.click();
  }
}

/** The patient app's home page, /, signed out or in. */
export class HomePage {
  readonly heading: Locator;
  readonly startLink: Locator;
  readonly startButton: Locator;
  readonly signInLink: Locator;
  readonly staffLink: Locator;
  readonly bookLink: Locator;
  readonly pharmacyLink: Locator;
  readonly recentChats: Locator;
  readonly signOutButton: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.startLink = page.getByRole('link', { name: 'Start a chat' });
    this.startButton = page.getByRole('button', { name: 'Start a chat' });
    this.signInLink = page.getByRole('main').getByRole('link', { name: 'Sign in', exact: true });
    this.staffLink = page.getByRole('link', { name: /staff dashboard/ });
    this.bookLink = page.getByRole('link', { name: 'Book an appointment' });
    this.pharmacyLink = page.getByRole('link', { name: 'Choose a pharmacy' });
    this.recentChats = page.getByRole('region', { name: 'Recent chats' });
    this.signOutButton = page.getByRole('button', { name: 'Sign out' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/');
  }

  greeting(fullName: string): Locator {
    return this.page.getByRole('heading', { level: 1, name: `Hello, ${fullName}` });
  }

  /** The signed-in patient's name in the page header. */
  headerName(fullName: string): Locator {
    return this.page.getByRole('banner').getByText(fullName);
  }
}

/** "Forgot your password?", /forgot-password or /staff/forgot-password. */
export class ForgotPasswordPage {
  readonly heading: Locator;
  readonly email: Locator;
  readonly sendButton: Locator;
  readonly answer: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Forgot your password?' });
    this.email = page.getByLabel('E-mail');
    this.sendButton = page.getByRole('button', { name: 'Send me a link' });
    this.answer = page.getByRole('status').filter({ hasText: 'If an account uses this address' });
  }
}

/** Choosing a new password, /reset-password or /staff/reset-password: with the link, or the code typed. */
export class ResetPasswordPage {
  readonly heading: Locator;
  readonly linkReady: Locator;
  readonly email: Locator;
  readonly code: Locator;
  readonly newPassword: Locator;
  readonly saveButton: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Choose a new password' });
    this.linkReady = page.getByText('Your link is ready. Choose your new password.');
    // Exact: "Code from the e-mail" holds the words too.
    this.email = page.getByLabel('E-mail', { exact: true });
    this.code = page.getByLabel('Code from the e-mail');
    this.newPassword = page.getByLabel('New password');
    this.saveButton = page.getByRole('button', { name: 'Save new password' });
  }
}

/** What a sign-in page says after a reset sent the person there. */
export const passwordChangedNotice = (page: Page): Locator =>
  page.getByRole('status').filter({ hasText: 'Your password was changed. Sign in with the new one.' });
