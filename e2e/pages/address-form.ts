import type { Locator, Page } from '@playwright/test';

/** The home address fields, asked for by booking and edited on the profile. */
export class AddressForm {
  readonly street: Locator;
  readonly city: Locator;
  readonly state: Locator;
  readonly zip: Locator;

  constructor(readonly page: Page) {
    this.street = page.getByLabel('Street address');
    this.city = page.getByLabel('City');
    this.state = page.getByLabel('State');
    this.zip = page.getByLabel('ZIP code');
  }

  async fill(address: { line1: string; city: string; state: string; postalCode: string }): Promise<void> {
    await this.street.fill(address.line1);
    await this.city.fill(address.city);
    await this.state.selectOption(address.state);
    await this.zip.fill(address.postalCode);
  }
}
