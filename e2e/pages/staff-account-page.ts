import type { Locator, Page } from '@playwright/test';
import { ChangePasswordForm } from './change-password-form';

/** The signed-in staff member's own account, /staff/account: who they are, and their password. */
export class StaffAccountPage {
  readonly heading: Locator;
  readonly facts: Locator;
  readonly password: ChangePasswordForm;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Your account' });
    this.facts = page.getByRole('main').getByRole('definition');
    this.password = new ChangePasswordForm(page, page.getByRole('region', { name: 'Change your password' }));
  }

  async goto(): Promise<void> {
    await this.page.goto('/staff/account');
  }
}
