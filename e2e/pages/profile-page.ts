import type { Locator, Page } from '@playwright/test';
import { AddressForm } from './address-form';
import { ChangePasswordForm } from './change-password-form';

/**
 * The patient's profile, /profile: details on file, home address, preferred pharmacy, their record, their
 * password, where the account is signed in.
 */
export class ProfilePage {
  readonly heading: Locator;
  readonly details: Locator;
  readonly homeAddress: Locator;
  readonly preferredPharmacy: Locator;
  readonly noAddress: Locator;
  readonly address: AddressForm;
  readonly addAddressButton: Locator;
  readonly editAddressButton: Locator;
  readonly saveAddressButton: Locator;
  readonly savedNotice: Locator;
  readonly changePharmacyLink: Locator;
  /** A button, not a link: the page fetches the record and saves it, so that a refusal is shown. */
  readonly downloadRecordButton: Locator;
  readonly downloadRecordStatus: Locator;
  readonly downloadRecordAlert: Locator;
  readonly password: ChangePasswordForm;
  /** Where the account is signed in: one list item per browser. */
  readonly devices: Locator;
  readonly deviceItems: Locator;
  readonly thisDevice: Locator;
  readonly otherDevices: Locator;
  readonly signOutEverywhereElseButton: Locator;
  readonly devicesStatus: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Profile' });
    this.details = page.getByRole('region', { name: 'Your details' });
    this.homeAddress = page.getByRole('region', { name: 'Home address' });
    this.preferredPharmacy = page.getByRole('region', { name: 'Preferred pharmacy' });
    this.noAddress = page.getByText('No address on file yet.');
    this.address = new AddressForm(page);
    this.addAddressButton = page.getByRole('button', { name: 'Add address' });
    this.editAddressButton = page.getByRole('button', { name: 'Edit address' });
    this.saveAddressButton = page.getByRole('button', { name: 'Save address' });
    this.savedNotice = page.getByText('Address saved.');
    this.changePharmacyLink = page.getByRole('link', { name: 'Change pharmacy' });
    this.downloadRecordButton = page.getByRole('button', { name: 'Download my record' });
    const record = page.getByRole('region', { name: 'Your record' });
    this.downloadRecordStatus = record.getByRole('status');
    this.downloadRecordAlert = record.getByRole('alert');
    this.password = new ChangePasswordForm(page, page.getByRole('region', { name: 'Password' }));
    this.devices = page.getByRole('region', { name: 'Where you are signed in' });
    this.deviceItems = this.devices.getByRole('listitem');
    this.thisDevice = this.deviceItems.filter({ hasText: '(this device)' });
    this.otherDevices = this.deviceItems.filter({ hasNotText: '(this device)' });
    this.signOutEverywhereElseButton = this.devices.getByRole('button', { name: 'Sign out everywhere else' });
    this.devicesStatus = this.devices.getByRole('status');
  }

  async goto(): Promise<void> {
    await this.page.goto('/profile');
  }
}
