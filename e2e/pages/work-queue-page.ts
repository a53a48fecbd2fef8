import { expect, type Locator, type Page } from '@playwright/test';

/** The staff console's first page, /staff: the work queue. */
export class WorkQueuePage {
  readonly heading: Locator;
  readonly liveStatus: Locator;
  readonly reconnectingStatus: Locator;
  readonly showNewButton: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Work queue' });
    this.liveStatus = page.getByRole('status').filter({ hasText: /^Live: changes appear/ });
    this.reconnectingStatus = page.getByRole('status').filter({ hasText: /^Reconnecting…/ });
    this.showNewButton = page.getByRole('button', { name: /new — show$/ });
  }

  section(title: RegExp | string): Locator {
    return this.page.getByRole('region', { name: title });
  }

  /** A patient's item in a section; patients' names are unique per test. */
  item(section: RegExp | string, patientName: string): Locator {
    return this.section(section)
      .getByRole('listitem')
      .filter({
        has: this.page.getByRole('heading', { name: patientName }),
      });
  }

  async waitUntilLive(): Promise<void> {
    await expect(this.heading).toBeVisible();
    await expect(this.liveStatus).toBeVisible({ timeout: 15_000 });
  }

  /**
   * Whether the item is on the page, showing the held new items when there are some: the list holds still
   * while it is read, and other people's items arrive as well.
   */
  async itemArrived(item: Locator): Promise<boolean> {
    if (await item.isVisible()) return true;
    if (await this.showNewButton.isVisible()) await this.showNewButton.click();
    return item.isVisible();
  }
}
