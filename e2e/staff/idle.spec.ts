import { expect, expectNoSeriousA11yViolations, test } from '../fixtures';
import { StaffDashboard } from '../pages/staff-dashboard';

/** The server's STAFF_IDLE_TIMEOUT_SECONDS: scripts/e2e-server.mjs passes the environment through. */
const IDLE_MS = Number(process.env.STAFF_IDLE_TIMEOUT_SECONDS || 1800) * 1000;

test('after inactivity the dashboard warns a minute ahead, then signs its user out', async ({
  page,
  consoleAdmin,
}) => {
  test.setTimeout(120_000);
  // The page's clock is fast-forwarded instead of waiting half an hour.
  await page.clock.install();
  const dashboard = new StaffDashboard(page);
  await dashboard.signIn(consoleAdmin);
  const warning = dashboard.idleWarning;

  await page.clock.fastForward(IDLE_MS - 90_000);
  await expect(dashboard.patientsHeading).toBeVisible();
  await expect(warning).toHaveCount(0);

  // Less than a minute left: the warning, with the time left.
  await page.clock.fastForward(35_000);
  await expect(warning).toBeVisible();
  await expect(warning).toContainText(/signed out in (5[0-9]|60) seconds/);
  await expectNoSeriousA11yViolations(page);

  // Staying signed in starts the clock again from now.
  await dashboard.stayButton.click();
  await expect(warning).toHaveCount(0);
  await page.clock.fastForward(IDLE_MS - 90_000);
  await expect(warning).toHaveCount(0);
  await page.clock.fastForward(35_000);
  await expect(warning).toBeVisible();

  // No answer: signed out, told why, and the session is gone on the server too.
  await page.clock.fastForward(60_000);
  await expect(page).toHaveURL(/\/staff\/sign-in\?reason=idle$/);
  await expect(dashboard.signedOutIdleNotice).toBeVisible();
  await expect(dashboard.signInHeading).toBeVisible();
  // After a client-side navigation Next sets the title a moment after the page shows (under the page's
  // fast-forwarded clock, sometimes after axe had looked): the scan waits for it.
  await expect(page).toHaveTitle(/Staff sign-in/);
  await expectNoSeriousA11yViolations(page);
  expect((await page.request.get('/api/staff/session')).status()).toBe(401);
  await page.goto('/staff');
  await expect(page).toHaveURL(/\/staff\/sign-in/);
});
