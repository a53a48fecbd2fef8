import type { Locator, Page } from '@playwright/test';

/** A chat's document in the patient app, /documents/[id]. */
export class DocumentPage {
  readonly downloadButton: Locator;
  readonly printButton: Locator;

  constructor(readonly page: Page) {
    this.downloadButton = page.getByRole('button', { name: 'Download .md' });
    this.printButton = page.getByRole('button', { name: 'Print' });
  }

  async goto(documentId: string): Promise<void> {
    await this.page.goto(`/documents/${encodeURIComponent(documentId)}`);
  }

  heading(title: string): Locator {
    return this.page.getByRole('heading', { level: 1, name: title });
  }

  article(title: string): Locator {
    return this.page.getByRole('article', { name: title });
  }
}
