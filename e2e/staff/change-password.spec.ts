import { expect, expectNoSeriousA11yViolations, test } from '../fixtures';
import { StaffAccountPage } from '../pages/staff-account-page';
import { StaffDashboard } from '../pages/staff-dashboard';
import { SAME_ORIGIN_HEADERS } from '../support/same-origin';

const NEW_PASSWORD = 'Quiet-harbour-lantern-42';

test('a staff member changes their password on "Your account": other devices are signed out, and the audit log has it', async ({
  page,
  playwright,
  staffMember,
  adminRequest,
}) => {
  test.setTimeout(60_000);
  // Not the demo admin: other specs sign in with its password.
  const dashboard = new StaffDashboard(page);
  await dashboard.signIn(staffMember);

  // A second device, signed in with the same account.
  const tablet = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const login = await tablet.post('/api/auth/login', {
    headers: SAME_ORIGIN_HEADERS,
    data: { ...staffMember, kind: 'staff' },
  });
  expect(login.status()).toBe(200);
  expect((await tablet.get('/api/staff/session')).status()).toBe(200);

  await dashboard.open('Your account');
  const account = new StaffAccountPage(page);
  await expect(account.facts.filter({ hasText: staffMember.email })).toHaveCount(1);
  await expect(account.facts.filter({ hasText: /^Staff/ })).toHaveCount(1);
  await expectNoSeriousA11yViolations(page);
  const form = account.password;

  // A wrong current password: said beside that field, focus there, and nothing typed is lost.
  await form.change({ current: 'not-my-password-at-all', next: NEW_PASSWORD });
  await expect(form.currentPassword).toHaveAttribute('aria-invalid', 'true');
  await expect(form.currentPassword).toBeFocused();
  await expect(form.fieldError('This is not your current password.')).toBeVisible();
  await expect(form.newPassword).toHaveValue(NEW_PASSWORD);

  await form.currentPassword.fill(staffMember.password);
  await form.currentPassword.press('Enter');
  await expect(form.status).toBeVisible();
  await expect(form.currentPassword).toHaveValue('');
  await expect(form.newPassword).toHaveValue('');
  await expect(form.confirmPassword).toHaveValue('');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
  await expectNoSeriousA11yViolations(page);

  // The tablet is signed out; this browser is not, and the new password signs in.
  expect((await tablet.get('/api/staff/session')).status()).toBe(401);
  const again = await tablet.post('/api/auth/login', {
    headers: SAME_ORIGIN_HEADERS,
    data: { email: staffMember.email, password: NEW_PASSWORD, kind: 'staff' },
  });
  expect(again.status()).toBe(200);
  await tablet.dispose();
  await page.reload();
  await expect(account.heading).toBeVisible();

  // Both attempts are in the audit log, newest first, with the staff member's address.
  const audit = await adminRequest.get('/api/staff/audit-log?action=account.password_change&size=20');
  expect(audit.status()).toBe(200);
  const entries = (
    (await audit.json()).data.items as Array<{ staffEmail: string; detail: { outcome: string } }>
  )
    .filter((entry) => entry.staffEmail === staffMember.email)
    .map((entry) => entry.detail.outcome);
  expect(entries).toEqual(['ok', 'failed']);
});
