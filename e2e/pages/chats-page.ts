import type { Locator, Page } from '@playwright/test';

/** The patient's list of consultations, /chats, and the app's main navigation. */
export class ChatsPage {
  readonly heading: Locator;
  readonly emptyHeading: Locator;
  readonly startButton: Locator;
  readonly list: Locator;
  readonly loadOlderButton: Locator;
  readonly navLink: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Your consultations' });
    this.emptyHeading = page.getByRole('heading', { name: 'No consultations yet' });
    this.startButton = page.getByRole('button', { name: 'Start a consultation' });
    this.list = page.getByRole('list', { name: 'Consultations, newest first' });
    this.loadOlderButton = page.getByRole('button', { name: 'Load older' });
    this.navLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Chats' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/chats');
  }
}
