import { expect, expectNoSeriousA11yViolations, test } from '../fixtures';
import { ForgotPasswordPage, passwordChangedNotice, ResetPasswordPage } from '../pages/account-pages';
import { OutboxPage, resetLinkAndCode } from '../pages/staff-admin-pages';
import { StaffDashboard } from '../pages/staff-dashboard';

const NEW_PASSWORD = 'Quiet-harbour-lantern-42';

test.describe('forgot your password (staff)', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the link from the e-mail sets a new password, ends the old session, and the new one signs in', async ({
    page,
    staffMember,
    browser,
    baseURL,
    consoleAdmin,
  }) => {
    // The staff member is signed in here; the reset happens in another browser.
    const dashboard = new StaffDashboard(page);
    await dashboard.signIn(staffMember);

    const elsewhere = await (await browser.newContext({ baseURL })).newPage();
    const signedOut = new StaffDashboard(elsewhere);
    await signedOut.gotoSignIn();
    await elsewhere.getByRole('link', { name: 'Forgot your password?' }).click();
    const forgot = new ForgotPasswordPage(elsewhere);
    await expect(forgot.heading).toBeVisible();
    await expect(elsewhere).toHaveURL(/\/staff\/forgot-password$/);
    await forgot.email.fill(staffMember.email);
    await forgot.sendButton.click();
    await expect(forgot.answer).toBeVisible();
    await expectNoSeriousA11yViolations(elsewhere);

    // The demo admin reads the outbox, where e-mails go without SMTP.
    const adminPage = await (await browser.newContext({ baseURL })).newPage();
    const admin = new StaffDashboard(adminPage);
    await admin.signIn(consoleAdmin);
    await admin.open('Outbox');
    const outbox = new OutboxPage(adminPage);
    const mail = outbox.messagesTo(staffMember.email).filter({ hasText: 'Choose a new password' });
    await expect(mail).toHaveCount(1);
    await expect(mail).toContainText('Password reset');
    const { link } = resetLinkAndCode(await outbox.textOf(mail));
    expect(link).toContain('/staff/reset-password#token=');

    await elsewhere.goto(link);
    const reset = new ResetPasswordPage(elsewhere);
    await expect(reset.heading).toBeVisible();
    await expect(reset.linkReady).toBeVisible();
    await expect(elsewhere).toHaveURL(/\/staff\/reset-password$/);
    await expectNoSeriousA11yViolations(elsewhere);
    await reset.newPassword.fill(NEW_PASSWORD);
    await reset.saveButton.click();

    // Sent to sign in, not signed in.
    await expect(elsewhere).toHaveURL(/\/staff\/sign-in\?reset=done$/);
    await expect(passwordChangedNotice(elsewhere)).toBeVisible();
    await expect(signedOut.signInHeading).toBeVisible();

    // The session from before the reset is over.
    await page.reload();
    await expect(dashboard.signInHeading).toBeVisible();

    // The old password no longer works; the new one does.
    await signedOut.signInPage.signIn(staffMember);
    await expect(signedOut.signInPage.alert).toBeVisible();
    await signedOut.signIn({ email: staffMember.email, password: NEW_PASSWORD });
    await expect(elsewhere.getByText(`${staffMember.email} (staff)`)).toBeVisible();

    // The staff member was told.
    await adminPage.reload();
    await expect(
      outbox.messagesTo(staffMember.email).filter({ hasText: 'Your password was changed' }),
    ).toHaveCount(1);
  });
});
