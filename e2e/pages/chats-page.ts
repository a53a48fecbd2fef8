import type { Locator, Page } from '@playwright/test';

/** The patient's list of chats, /chats, and the app's main navigation. */
export class ChatsPage {
  readonly heading: Locator;
  readonly emptyHeading: Locator;
  readonly startButton: Locator;
  readonly list: Locator;
  readonly loadOlderButton: Locator;
  readonly navLink: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Your chats' });
    this.emptyHeading = page.getByRole('heading', { name: 'No chats yet' });
    this.startButton = page.getByRole('button', { name: 'Start a chat' });
    this.list = page.getByRole('list', { name: 'Chats, newest first' });
    this.loadOlderButton = page.getByRole('button', { name: 'Load older' });
    this.navLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Chats' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/chats');
  }
}
