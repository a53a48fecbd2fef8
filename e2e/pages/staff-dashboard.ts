import { expect, type Locator, type Page } from '@playwright/test';
import { twoFactorKeyFor, type StaffCredentials } from '../support/staff-fixtures';
import { nextCode } from '../support/two-factor';
import { SignInPage } from './account-pages';

/** The staff dashboard's frame: its sign-in page, navigation, page headings and refusals. */
export class StaffDashboard {
  readonly signInPage: SignInPage;
  readonly signInHeading: Locator;
  readonly nav: Locator;
  /** The disclosure over the admin pages (admins only). */
  readonly adminMenuButton: Locator;
  readonly adminLinks: Locator;
  readonly patientsHeading: Locator;
  readonly queueHeading: Locator;
  readonly patientList: Locator;
  readonly adminsOnlyHeading: Locator;
  readonly idleWarning: Locator;
  readonly stayButton: Locator;
  readonly signedOutIdleNotice: Locator;
  readonly couldNotSignIn: Locator;

  constructor(readonly page: Page) {
    this.signInPage = new SignInPage(page);
    this.signInHeading = this.signInPage.heading('Staff sign-in');
    this.nav = page.getByRole('navigation', { name: 'Staff dashboard' });
    this.adminMenuButton = this.nav.getByRole('button', { name: 'Admin' });
    this.adminLinks = this.nav.getByRole('list', { name: 'Admin pages' }).getByRole('link');
    this.patientsHeading = this.heading('Patients');
    this.queueHeading = this.heading('Work queue');
    this.patientList = page.getByRole('table').or(page.getByText('No patients found'));
    this.adminsOnlyHeading = this.heading('Admins only');
    this.idleWarning = page.getByRole('dialog', { name: 'Are you still there?' });
    this.stayButton = this.idleWarning.getByRole('button', { name: 'Stay signed in' });
    this.signedOutIdleNotice = page
      .getByRole('status')
      .filter({ hasText: 'signed out after a period of inactivity' });
    this.couldNotSignIn = page.getByRole('alert').filter({ hasText: 'Could not sign in' });
  }

  heading(name: string): Locator {
    return this.page.getByRole('heading', { level: 1, name });
  }

  navLink(name: string): Locator {
    return this.nav.getByRole('link', { name });
  }

  async gotoSignIn(): Promise<void> {
    await this.page.goto('/staff/sign-in');
  }

  /** The code step of sign-in, with a code made from the key as the person's app would. */
  async enterCode(key: string): Promise<void> {
    await this.page.getByLabel('Code from your app').fill(await nextCode(key));
    await this.page.getByRole('button', { name: 'Continue' }).click();
  }

  /**
   * Signs in through the staff sign-in page (with the code step when two-factor sign-in is on: always for
   * an admin, ADR 0092) and waits for the console's first page, the work queue.
   */
  async signInToQueue(credentials: StaffCredentials): Promise<void> {
    const key = await twoFactorKeyFor(credentials);
    await this.gotoSignIn();
    await this.signInPage.signIn(credentials);
    if (key) await this.enterCode(key);
    await expect(this.queueHeading).toBeVisible();
  }

  /** Signs in through the staff sign-in page, then opens the patient list and waits for the list itself. */
  async signIn(credentials: StaffCredentials): Promise<void> {
    await this.signInToQueue(credentials);
    await this.navLink('Patients').click();
    await expect(this.patientsHeading).toBeVisible();
    // The sign-in form replaces the page and refreshes it: wait for the patient list (not for an idle
    // network, which links prefetching on a narrow screen may never give) before axe reads the DOM.
    await expect(this.patientList).toBeVisible();
  }

  /** Opens a page from the navigation, from under "Admin" if it is one of those, and waits for its heading. */
  async open(name: string, heading = name): Promise<void> {
    if (!(await this.navLink(name).isVisible()) && (await this.adminMenuButton.isVisible())) {
      if ((await this.adminMenuButton.getAttribute('aria-expanded')) !== 'true')
        await this.adminMenuButton.click();
    }
    await this.navLink(name).click();
    await expect(this.heading(heading)).toBeVisible();
  }
}
