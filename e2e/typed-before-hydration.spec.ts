import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { SignInPage } from './pages/account-pages';

/**
 * Holds the page's scripts until the returned function is called, as a slow phone's network does: the
 * server's HTML is on screen and can be typed into, but nothing of the page runs yet.
 */
async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/**', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Whether React has taken `control` over (hydrated it). */
async function expectHydrated(control: Locator): Promise<void> {
  await expect
    .poll(() => control.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__react'))))
    .toBe(true);
}

test('an e-mail address typed before the sign-in page is interactive is kept and signs in', async ({
  page,
  patient,
}) => {
  await page.context().clearCookies();
  const release = await holdScripts(page);
  await page.goto('/sign-in?next=%2Fchats', { waitUntil: 'commit' });
  const signIn = new SignInPage(page);
  await signIn.email.fill(patient.email);

  release();
  await expectHydrated(signIn.email);
  await signIn.password.fill(patient.password);
  await expect(signIn.email).toHaveValue(patient.email);
  await signIn.signInButton.click();
  await expect(page).toHaveURL(/\/chats$/);
});
