import type { Locator, Page } from '@playwright/test';

/** The patient's pharmacy page, /pharmacy: search the directory and choose a preferred pharmacy. */
export class PharmacyPage {
  readonly heading: Locator;
  readonly query: Locator;
  readonly state: Locator;
  readonly searchButton: Locator;
  readonly useMyLocationButton: Locator;
  readonly results: Locator;
  readonly preferred: Locator;
  readonly noneChosen: Locator;
  readonly savedNotice: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Pharmacy' });
    this.query = page.getByLabel('Name, city or ZIP code');
    this.state = page.getByLabel('State');
    this.searchButton = page.getByRole('button', { name: 'Search', exact: true });
    this.useMyLocationButton = page.getByRole('button', { name: 'Use my location' });
    this.results = page.getByRole('list', { name: 'Pharmacies found' });
    this.preferred = page.getByRole('region', { name: 'Preferred pharmacy' });
    this.noneChosen = page.getByText('None chosen yet.');
    this.savedNotice = page.getByText('Saved as your preferred pharmacy.');
  }

  async goto(): Promise<void> {
    await this.page.goto('/pharmacy');
  }

  async search(query: string): Promise<void> {
    await this.query.fill(query);
    await this.searchButton.click();
  }

  nearMyAddressButton(zip: string): Locator {
    return this.page.getByRole('button', { name: `Near my address (${zip})` });
  }

  resultsHeading(name: string): Locator {
    return this.page.getByRole('heading', { name });
  }

  /** The distances the results list shows, in the order shown. */
  async distances(): Promise<number[]> {
    const texts = await this.results.getByText(/mi away/).allTextContents();
    return texts.map((text) => Number(/([\d.]+) mi away/.exec(text)![1]));
  }
}
