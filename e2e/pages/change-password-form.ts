import type { Locator, Page } from '@playwright/test';

/**
 * The change-password form, in the patient's profile (its "Password" region) or on the staff member's
 * "Your account" page. Labels are matched exactly: "New password" is also part of "Confirm new password".
 */
export class ChangePasswordForm {
  readonly currentPassword: Locator;
  readonly newPassword: Locator;
  readonly confirmPassword: Locator;
  readonly submitButton: Locator;
  /** The live region the success is announced in. */
  readonly status: Locator;
  readonly alert: Locator;

  constructor(
    readonly page: Page,
    readonly scope: Locator,
  ) {
    this.currentPassword = scope.getByLabel('Current password', { exact: true });
    this.newPassword = scope.getByLabel('New password', { exact: true });
    this.confirmPassword = scope.getByLabel('Confirm new password', { exact: true });
    this.submitButton = scope.getByRole('button', { name: 'Change password' });
    this.status = scope.getByRole('status').filter({ hasText: 'Your password is changed.' });
    this.alert = scope.getByRole('alert');
  }

  /** A message beside a field. */
  fieldError(message: string): Locator {
    return this.scope.getByText(message, { exact: true });
  }

  async change({ current, next }: { current: string; next: string }): Promise<void> {
    await this.currentPassword.fill(current);
    await this.newPassword.fill(next);
    await this.confirmPassword.fill(next);
    await this.submitButton.click();
  }
}
