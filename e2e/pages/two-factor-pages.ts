import { expect, type Locator, type Page } from '@playwright/test';
import { nextCode } from '../support/two-factor';

/** Two-factor sign-in: its set-up (account page, profile, the admins' set-up page) and the code step of sign-in. */
export class TwoFactorPage {
  readonly setupHeading: Locator;
  readonly setupButton: Locator;
  readonly qrCode: Locator;
  readonly key: Locator;
  readonly codeField: Locator;
  readonly turnOnButton: Locator;
  readonly recoveryCodes: Locator;
  readonly downloadCodesButton: Locator;
  readonly statusOn: Locator;
  readonly continueButton: Locator;
  readonly useRecoveryCodeButton: Locator;
  readonly recoveryCodeField: Locator;

  constructor(readonly page: Page) {
    this.setupHeading = page.getByRole('heading', { level: 1, name: 'Set up two-factor sign-in' });
    this.setupButton = page.getByRole('button', { name: 'Set up two-factor sign-in' });
    this.qrCode = page.getByRole('img', { name: /QR code of your two-factor key/ });
    this.key = page.getByTestId('two-factor-key');
    this.codeField = page.getByLabel('Code from your app');
    this.turnOnButton = page.getByRole('button', { name: 'Turn on two-factor sign-in' });
    this.recoveryCodes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    this.downloadCodesButton = page.getByRole('button', { name: 'Download as a text file' });
    this.statusOn = page.getByRole('status').filter({ hasText: 'Two-factor sign-in is on' });
    this.continueButton = page.getByRole('button', { name: 'Continue' });
    this.useRecoveryCodeButton = page.getByRole('button', { name: 'Lost your device? Use a recovery code' });
    this.recoveryCodeField = page.getByLabel('Recovery code');
  }

  doneButton(name: string | RegExp = /I have saved/): Locator {
    return this.page.getByRole('button', { name });
  }

  /** Starts the set-up, reads the key as a person typing it by hand would, and confirms it with a code. */
  async enrol(): Promise<{ key: string; recoveryCodes: string[] }> {
    await this.setupButton.click();
    await expect(this.qrCode).toBeVisible();
    const key = ((await this.key.textContent()) ?? '').replace(/\s/g, '');
    expect(key).toMatch(/^[A-Z2-7]{32}$/);
    await this.codeField.fill(await nextCode(key));
    await this.turnOnButton.click();
    await expect(this.recoveryCodes).toHaveCount(10);
    const recoveryCodes = (await this.recoveryCodes.allTextContents()).map((code) => code.trim());
    return { key, recoveryCodes };
  }

  async enterCode(key: string): Promise<void> {
    await this.codeField.fill(await nextCode(key));
    await this.continueButton.click();
  }

  async enterRecoveryCode(code: string): Promise<void> {
    await this.useRecoveryCodeButton.click();
    await this.recoveryCodeField.fill(code);
    await this.continueButton.click();
  }
}
