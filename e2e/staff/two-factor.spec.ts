import fs from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from '../fixtures';
import { SignInPage } from '../pages/account-pages';
import { StaffDashboard } from '../pages/staff-dashboard';
import { TwoFactorPage } from '../pages/two-factor-pages';
import { SAME_ORIGIN_HEADERS } from '../support/same-origin';
import { inviteStaff } from '../support/staff-fixtures';

// Each test signs in several times and checks several pages: the work of a few tests in one.
test.describe.configure({ timeout: 120_000 });

const CONSOLE_PAGES = [
  '/staff',
  '/staff/health',
  '/staff/account',
  '/staff/admin/accounts',
  '/staff/admin/audit-log',
  '/staff/admin/fhir-export',
];

/** Whether the audit log holds `action` by this staff member (written before the action's answer). */
async function audited(adminRequest: APIRequestContext, email: string, action: string) {
  const response = await adminRequest.get(`/api/staff/audit-log?action=${encodeURIComponent(action)}`);
  expect(response.status(), await response.text()).toBe(200);
  const { data } = (await response.json()) as { data: { items: Array<{ staffEmail: string }> } };
  return data.items.some((row) => row.staffEmail === email);
}

test('an admin without two-factor reaches no console page or API until it is set up', async ({
  page,
  adminRequest,
}) => {
  const admin = await inviteStaff(adminRequest, 'admin');
  const dashboard = new StaffDashboard(page);
  const twoFactor = new TwoFactorPage(page);
  await dashboard.gotoSignIn();
  const signInColumn = await page.getByRole('main').boundingBox();
  await dashboard.signInPage.signIn(admin);
  await expect(twoFactor.setupHeading).toBeVisible();
  // The one page open to them reads in the sign-in's narrow column, not across the window.
  expect((await page.getByRole('main').boundingBox())?.width).toBeCloseTo(signInColumn!.width, 0);
  await expectNoSeriousA11yViolations(page);

  for (const path of CONSOLE_PAGES) {
    await page.goto(path);
    await expect(twoFactor.setupHeading, path).toBeVisible();
    await expect(page).toHaveURL(/\/staff\/two-factor$/);
  }
  for (const path of ['/api/staff/patients', '/api/staff/session', '/api/staff/accounts']) {
    const refused = await page.request.get(path);
    expect(refused.status(), path).toBe(403);
    expect(((await refused.json()) as { code: string }).code).toBe('error.auth.second_factor_setup_required');
  }
  const bulkExport = await page.request.post('/api/staff/fhir-export', { headers: SAME_ORIGIN_HEADERS });
  expect(bulkExport.status()).toBe(403);

  await twoFactor.enrol();
  await twoFactor.doneButton(/open the dashboard/).click();
  await expect(dashboard.queueHeading).toBeVisible();
  expect((await page.request.get('/api/staff/patients')).status()).toBe(200);
});

test('an admin enrols, signs out, signs in with a code; a recovery code works once', async ({
  page,
  adminRequest,
}) => {
  const admin = await inviteStaff(adminRequest, 'admin');
  const dashboard = new StaffDashboard(page);
  const twoFactor = new TwoFactorPage(page);
  const signOut = page.getByRole('button', { name: 'Sign out' });

  await dashboard.gotoSignIn();
  await dashboard.signInPage.signIn(admin);
  await expect(twoFactor.setupHeading).toBeVisible();
  const { key, recoveryCodes } = await twoFactor.enrol();
  await expectNoSeriousA11yViolations(page);

  // The codes go home as a text file, and are never shown again.
  const download = page.waitForEvent('download');
  await twoFactor.downloadCodesButton.click();
  const file = await (await download).path();
  const text = fs.readFileSync(file, 'utf8');
  for (const code of recoveryCodes) expect(text).toContain(code);
  await twoFactor.doneButton(/open the dashboard/).click();
  await expect(dashboard.queueHeading).toBeVisible();
  await page.goto('/staff/account');
  await expect(twoFactor.statusOn).toContainText('10 of 10 recovery codes left');
  expect(await page.content()).not.toContain(recoveryCodes[0]);

  // Signed out, the password alone opens nothing: the code step follows.
  await signOut.click();
  // The queue has an "E-mails" section too: wait for the sign-in form before typing into it.
  await expect(page).toHaveURL(/\/staff\/sign-in/);
  await expect(dashboard.signInHeading).toBeVisible();
  await dashboard.signInPage.signIn(admin);
  await expect(twoFactor.codeField).toBeVisible();
  await expect(twoFactor.codeField).toHaveAttribute('autocomplete', 'one-time-code');
  expect((await page.request.get('/api/staff/patients')).status()).toBe(401);
  await expectNoSeriousA11yViolations(page);
  await twoFactor.codeField.fill('000000');
  await twoFactor.continueButton.click();
  await expect(page.getByText('This code is not correct, or was already used.')).toBeVisible();
  await twoFactor.enterCode(key);
  await expect(dashboard.queueHeading).toBeVisible();

  // A recovery code instead of a code, once.
  await signOut.click();
  // The queue has an "E-mails" section too: wait for the sign-in form before typing into it.
  await expect(page).toHaveURL(/\/staff\/sign-in/);
  await dashboard.signInPage.signIn(admin);
  await twoFactor.enterRecoveryCode(recoveryCodes[0]!);
  await expect(dashboard.queueHeading).toBeVisible();
  await signOut.click();
  // The queue has an "E-mails" section too: wait for the sign-in form before typing into it.
  await expect(page).toHaveURL(/\/staff\/sign-in/);
  await dashboard.signInPage.signIn(admin);
  await twoFactor.enterRecoveryCode(recoveryCodes[0]!);
  await expect(page.getByText('This recovery code is not correct, or was already used.')).toBeVisible();
  await expect(dashboard.queueHeading).toHaveCount(0);

  expect(await audited(adminRequest, admin.email, 'account.two_factor.enabled')).toBe(true);
  expect(await audited(adminRequest, admin.email, 'account.two_factor.recovery_code_used')).toBe(true);
});

test('another admin resets a lost second factor: the admin sets it up again at the next sign-in', async ({
  page,
  adminRequest,
}) => {
  const admin = await inviteStaff(adminRequest, 'admin');
  const dashboard = new StaffDashboard(page);
  const twoFactor = new TwoFactorPage(page);
  await dashboard.gotoSignIn();
  await dashboard.signInPage.signIn(admin);
  await twoFactor.enrol();
  await twoFactor.doneButton(/open the dashboard/).click();
  await expect(dashboard.queueHeading).toBeVisible();

  // Off the queue first: its reads would notice the ended session and leave for sign-in themselves.
  await page.goto('about:blank');
  const accounts = await adminRequest.get('/api/staff/accounts');
  const { data } = (await accounts.json()) as { data: { items: Array<{ id: string; email: string }> } };
  const id = data.items.find((row) => row.email === admin.email)!.id;
  const reset = await adminRequest.delete(`/api/staff/accounts/${id}/two-factor`, {
    headers: SAME_ORIGIN_HEADERS,
  });
  expect(reset.status()).toBe(200);

  await page.goto('/staff');
  await expect(page).toHaveURL(/\/staff\/sign-in/);
  await dashboard.signInPage.signIn(admin);
  await expect(twoFactor.setupHeading).toBeVisible();
  await expect
    .poll(async () => {
      const response = await adminRequest.get('/api/staff/audit-log?size=100');
      const body = (await response.json()) as {
        data: { items: Array<{ action: string; detail: { staffId?: string } }> };
      };
      return body.data.items.some(
        (row) => row.action === 'account.two_factor.reset_by_admin' && row.detail.staffId === id,
      );
    })
    .toBe(true);
});

test('a patient opts in from the profile, then signs in with a code', async ({ page, patient }) => {
  const twoFactor = new TwoFactorPage(page);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 2, name: 'Two-factor sign-in' })).toBeVisible();
  const { key } = await twoFactor.enrol();
  await expectNoSeriousA11yViolations(page);
  await twoFactor.doneButton().click();
  await expect(twoFactor.statusOn).toBeVisible();

  await page.context().clearCookies();
  const signIn = new SignInPage(page);
  await signIn.goto('/sign-in');
  await signIn.signIn(patient);
  await expect(twoFactor.codeField).toBeVisible();
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);
  await twoFactor.enterCode(key);
  await expect(page.getByRole('heading', { level: 1, name: /Hello/ })).toBeVisible();
});
