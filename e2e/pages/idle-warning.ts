import type { Locator, Page } from '@playwright/test';

/** The patient pages' inactivity warning and what sign-in says after an inactivity sign-out. */
export class IdleWarning {
  readonly dialog: Locator;
  readonly stayButton: Locator;
  readonly countdown: Locator;
  readonly signedOutNotice: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Are you still there?' });
    this.stayButton = this.dialog.getByRole('button', { name: 'Stay signed in' });
    this.countdown = this.dialog.getByText(/You will be signed out in \d+:\d\d for your security\./);
    this.signedOutNotice = page
      .getByRole('status')
      .filter({ hasText: 'signed out after a time without activity' });
  }
}
