import type { APIRequest, APIRequestContext, Browser } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from '../fixtures';
import { SignInPage } from '../pages/account-pages';
import { ChatPage } from '../pages/chat-page';
import { IdleWarning } from '../pages/idle-warning';
import { ProfilePage } from '../pages/profile-page';
import { SAME_ORIGIN_HEADERS } from '../support/same-origin';

/** The server's PATIENT_IDLE_TIMEOUT_SECONDS: scripts/e2e-server.mjs passes the environment through. */
const IDLE_MS = Number(process.env.PATIENT_IDLE_TIMEOUT_SECONDS || 1800) * 1000;
const WARNING_MS = 60_000;

/** Another browser of the same patient: its own context, signed in through the sign-in page. */
async function signInElsewhere(browser: Browser, patient: { email: string; password: string }) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  const signIn = new SignInPage(page);
  await signIn.goto('/sign-in?next=%2Fprofile');
  await signIn.signIn(patient);
  // Sign-in loads the profile in full: slow on a busy machine.
  await expect(page).toHaveURL(/\/profile$/, { timeout: 30_000 });
  return { context, page };
}

/** Another device, signed in through the API only: its own cookie jar and User-Agent. */
async function signInFromDevice(
  requests: APIRequest,
  patient: { email: string; password: string },
  userAgent: string,
): Promise<APIRequestContext> {
  const request = await requests.newContext({
    baseURL: test.info().project.use.baseURL,
    userAgent,
  });
  const response = await request.post('/api/auth/login', {
    headers: SAME_ORIGIN_HEADERS,
    data: { email: patient.email, password: patient.password },
  });
  expect(response.status()).toBe(200);
  return request;
}

test.describe('where the patient is signed in', () => {
  test('lists each browser, signs another out, and signs out everywhere else', async ({
    page,
    patient,
    browser,
    playwright,
  }) => {
    test.setTimeout(120_000);
    const laptop = await signInElsewhere(browser, patient);
    const profile = new ProfilePage(page);
    await profile.goto();
    await expect(profile.deviceItems).toHaveCount(2);
    await expect(profile.thisDevice).toHaveCount(1);
    await expect(profile.thisDevice).toContainText(/Signed in .+/);
    await expect(profile.thisDevice).toContainText(/Last active .+/);
    await expectNoSeriousA11yViolations(page);

    await profile.otherDevices.getByRole('button', { name: /^Sign out/ }).click();
    await expect(profile.devicesStatus).toContainText('is signed out.');
    await expect(profile.deviceItems).toHaveCount(1);
    // The other browser is refused from its next request on, and its page sends it to sign in.
    await laptop.page.reload();
    await expect(laptop.page).toHaveURL(/\/sign-in\?next=%2Fprofile$/);
    // This one goes on.
    await page.reload();
    await expect(profile.thisDevice).toHaveCount(1);
    await laptop.context.close();

    const tablet = await signInFromDevice(
      playwright.request,
      patient,
      'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile/15E148 Safari/604.1',
    );
    const phone = await signInFromDevice(
      playwright.request,
      patient,
      'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 <b>bold</b> Chrome/126.0.0.0 Mobile Safari/537.36',
    );
    await page.reload();
    await expect(profile.deviceItems).toHaveCount(3);
    await expect(profile.otherDevices.filter({ hasText: 'Safari 17 on iPad' })).toHaveCount(1);
    await expect(profile.otherDevices.filter({ hasText: 'Chrome 126 on Android' })).toHaveCount(1);
    await profile.signOutEverywhereElseButton.click();
    await expect(profile.devicesStatus).toContainText('2 other devices are signed out.');
    await expect(profile.deviceItems).toHaveCount(1);
    await expect(profile.signOutEverywhereElseButton).toHaveCount(0);
    for (const other of [tablet, phone]) {
      expect((await other.get('/api/auth/me')).status()).toBe(401);
      await other.dispose();
    }

    // Signing this device out from the list is the ordinary sign-out. The page's own reads may notice the
    // ended session first and come back here after sign-in: either way the patient is on the sign-in page.
    await profile.thisDevice.getByRole('button', { name: /^Sign out/ }).click();
    await expect(page).toHaveURL(/\/sign-in(\?next=%2Fprofile)?$/);
    expect((await page.request.get('/api/auth/me')).status()).toBe(401);
  });
});

test.describe('the inactivity sign-out', () => {
  test('warns a minute ahead, keeps the draft, then signs out and comes back', async ({
    page,
    patient,
    chatId,
  }) => {
    test.setTimeout(120_000);
    // The page's clock is fast-forwarded instead of waiting half an hour.
    await page.clock.install();
    const chat = new ChatPage(page);
    const idle = new IdleWarning(page);
    await chat.goto(chatId);
    await chat.composer.click();
    await chat.composer.pressSequentially('My knee hurts when');
    await expect(chat.composer).toHaveValue('My knee hurts when');

    await page.clock.fastForward(IDLE_MS - WARNING_MS - 10_000);
    await expect(idle.dialog).toHaveCount(0);

    // A minute left: the warning, with the time left, and focus on "Stay signed in".
    await page.clock.fastForward(15_000);
    await expect(idle.dialog).toBeVisible();
    await expect(idle.countdown).toHaveText(/signed out in (0:5\d|1:00) for your security/);
    await expect(idle.stayButton).toBeFocused();
    await expect(idle.dialog.getByRole('status')).toHaveText(/signed out in 1 minute/);
    await expectNoSeriousA11yViolations(page);

    // Staying signed in by keyboard: the draft is as it was, with the cursor back in it.
    await page.keyboard.press('Enter');
    await expect(idle.dialog).toHaveCount(0);
    await expect(chat.composer).toBeFocused();
    await expect(chat.composer).toHaveValue('My knee hurts when');

    await page.clock.fastForward(IDLE_MS - WARNING_MS - 10_000);
    await expect(idle.dialog).toHaveCount(0);
    await page.clock.fastForward(15_000);
    await expect(idle.dialog).toBeVisible();

    // No answer: signed out, told why, and back on the chat with its draft after signing in.
    await page.clock.fastForward(WARNING_MS);
    await expect(page).toHaveURL(
      new RegExp(`/sign-in\\?reason=idle&next=${encodeURIComponent(`/chats/${chatId}`)}$`),
    );
    await expect(idle.signedOutNotice).toBeVisible();
    await expect(page).toHaveTitle(/Sign in/);
    await expectNoSeriousA11yViolations(page);
    expect((await page.request.get('/api/auth/me')).status()).toBe(401);

    await new SignInPage(page).signIn(patient);
    await expect(page).toHaveURL(new RegExp(`/chats/${chatId}$`));
    await expect(chat.composer).toHaveValue('My knee hurts when');
  });
});
