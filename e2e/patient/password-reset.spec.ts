import type { Browser, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from '../fixtures';
import {
  ForgotPasswordPage,
  HomePage,
  passwordChangedNotice,
  ResetPasswordPage,
  SignInPage,
} from '../pages/account-pages';
import { ChatsPage } from '../pages/chats-page';
import { OutboxPage, resetLinkAndCode } from '../pages/staff-admin-pages';
import { StaffDashboard } from '../pages/staff-dashboard';
import type { StaffCredentials } from '../support/staff-fixtures';

const NEW_PASSWORD = 'Quiet-harbour-lantern-42';

/** An admin's outbox, in a browser context of its own: where e-mails go without SMTP. */
async function openOutbox(
  browser: Browser,
  baseURL: string | undefined,
  admin: StaffCredentials,
): Promise<OutboxPage> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const dashboard = new StaffDashboard(page);
  await dashboard.signIn(admin);
  await dashboard.open('Outbox');
  return new OutboxPage(page);
}

/** The newest reset e-mail to `email`, as its recipient would read it. */
async function readResetMail(outbox: OutboxPage, email: string) {
  await outbox.page.reload();
  const mail = outbox.messagesTo(email).filter({ hasText: 'Choose a new password' }).first();
  await expect(mail).toBeVisible();
  return resetLinkAndCode(await outbox.textOf(mail));
}

async function askForReset(page: Page, email: string) {
  await new SignInPage(page).goto();
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  const forgot = new ForgotPasswordPage(page);
  await expect(forgot.heading).toBeVisible();
  await forgot.email.fill(email);
  await forgot.sendButton.click();
  await expect(forgot.answer).toBeVisible();
  // What was typed is still there, to send again.
  await expect(forgot.email).toHaveValue(email);
  await expectNoSeriousA11yViolations(page);
}

test.describe('forgot your password (patient)', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the link from the e-mail sets a new password, ends the old session, and the new one signs in', async ({
    page,
    patient,
    browser,
    baseURL,
    consoleAdmin,
  }) => {
    // The patient is signed in here; the reset happens in another browser.
    const chats = new ChatsPage(page);
    await chats.goto();
    await expect(page).toHaveURL(/\/chats$/);

    const elsewhere = await (await browser.newContext({ baseURL })).newPage();
    await askForReset(elsewhere, patient.email);

    const outbox = await openOutbox(browser, baseURL, consoleAdmin);
    const { link } = await readResetMail(outbox, patient.email);

    await elsewhere.goto(link);
    const reset = new ResetPasswordPage(elsewhere);
    await expect(reset.linkReady).toBeVisible();
    // The token leaves the address bar once the page has it.
    await expect(elsewhere).toHaveURL(/\/reset-password$/);
    await expect(reset.email).toHaveCount(0);
    await expectNoSeriousA11yViolations(elsewhere);

    // A password the policy refuses is said on its field, and what was typed stays.
    await reset.newPassword.fill('short');
    await reset.saveButton.click();
    await expect(reset.newPassword).toHaveAttribute('aria-invalid', 'true');
    await expect(reset.newPassword).toBeFocused();
    await expect(reset.newPassword).toHaveValue('short');

    await reset.newPassword.fill(NEW_PASSWORD);
    await reset.saveButton.click();
    await expect(elsewhere).toHaveURL(/\/sign-in\?reset=done$/);
    await expect(passwordChangedNotice(elsewhere)).toBeVisible();

    // The session from before the reset is over.
    await chats.goto();
    await expect(page).toHaveURL(/\/sign-in\?next=%2Fchats$/);

    // The old password no longer works; the new one does.
    const signIn = new SignInPage(elsewhere);
    await signIn.signIn({ email: patient.email, password: patient.password });
    await expect(signIn.alert).toContainText('not correct');
    await signIn.signIn({ email: patient.email, password: NEW_PASSWORD });
    await expect(new HomePage(elsewhere).greeting(`${patient.firstName} ${patient.lastName}`)).toBeVisible();

    // The link worked once.
    const again = await (await browser.newContext({ baseURL })).newPage();
    await again.goto(link);
    const second = new ResetPasswordPage(again);
    await expect(second.linkReady).toBeVisible();
    await second.newPassword.fill('Amber-orchard-compass-97');
    await second.saveButton.click();
    await expect(again.getByRole('main').getByRole('alert')).toContainText('does not work any more');
    await expect(again.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();

    // And the patient was told.
    await outbox.page.reload();
    await expect(
      outbox.messagesTo(patient.email).filter({ hasText: 'Your password was changed' }),
    ).toHaveCount(1);
  });

  test('the code from the e-mail, typed with the address, sets a new password', async ({
    page,
    patient,
    browser,
    baseURL,
    consoleAdmin,
  }) => {
    await page.context().clearCookies();
    await askForReset(page, patient.email);
    const outbox = await openOutbox(browser, baseURL, consoleAdmin);
    const { code } = await readResetMail(outbox, patient.email);

    await page.goto('/reset-password');
    const reset = new ResetPasswordPage(page);
    await reset.email.fill(patient.email);
    // A wrong code is said on its field, and nothing typed is lost.
    await reset.code.fill(code.startsWith('A') ? 'BBBB-BBBB' : 'AAAA-AAAA');
    await reset.newPassword.fill(NEW_PASSWORD);
    await reset.saveButton.click();
    await expect(reset.code).toHaveAttribute('aria-invalid', 'true');
    await expect(reset.code).toBeFocused();
    await expect(reset.email).toHaveValue(patient.email);
    await expect(reset.newPassword).toHaveValue(NEW_PASSWORD);
    await expectNoSeriousA11yViolations(page);

    await reset.code.fill(code.toLowerCase());
    await reset.saveButton.click();
    await expect(page).toHaveURL(/\/sign-in\?reset=done$/);
    await new SignInPage(page).signIn({ email: patient.email, password: NEW_PASSWORD });
    await expect(new HomePage(page).greeting(`${patient.firstName} ${patient.lastName}`)).toBeVisible();
  });
});
