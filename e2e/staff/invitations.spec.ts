import type { Browser } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from '../fixtures';
import {
  AcceptInvitationPage,
  invitationLink,
  OutboxPage,
  StaffAccountsPage,
} from '../pages/staff-admin-pages';
import { StaffDashboard } from '../pages/staff-dashboard';
import { uniqueEmail } from '../support/same-origin';

const CHOSEN_PASSWORD = 'Quiet-harbour-lantern-42';

/** A person of their own, with their own cookies, at the project's screen size. */
async function newPerson(
  browser: Browser,
  baseURL: string | undefined,
  viewport: { width: number; height: number } | null,
) {
  const context = await browser.newContext({ baseURL, viewport: viewport ?? undefined });
  return { context, page: await context.newPage() };
}

test.describe('staff invitations', () => {
  // Three people, the outbox and a production build on a busy machine: well over the default 30 s.
  test.describe.configure({ timeout: 300_000 });

  test('an admin invites by e-mail; the invitee chooses a password from the link, which works once, and signs in', async ({
    page,
    browser,
    baseURL,
    consoleAdmin,
  }) => {
    const admin = new StaffDashboard(page);
    const accounts = new StaffAccountsPage(page);
    const outbox = new OutboxPage(page);
    await admin.signIn(consoleAdmin);
    await admin.open('Staff accounts');
    const email = uniqueEmail('lenny');
    await accounts.invite(email, 'staff');
    await expect(accounts.invitationSent).toContainText(email);
    await expect(accounts.invitation(email)).toContainText('Waiting; the link works until');
    await expectNoSeriousA11yViolations(page);

    // Sent again: the first e-mail's link is dead, the second one works.
    await accounts
      .invitation(email)
      .getByRole('button', { name: `Send again: ${email}` })
      .click();
    await expect(page.getByText(`A new link was sent to ${email}`)).toBeVisible();
    await admin.open('Outbox');
    const mails = outbox.messagesTo(email).filter({ hasText: 'You are invited to the staff dashboard' });
    await expect(mails).toHaveCount(2);
    const newest = invitationLink(await outbox.textOf(mails.first()));
    const oldest = invitationLink(await outbox.textOf(mails.last()));
    expect(newest).not.toBe(oldest);

    const invitee = await newPerson(browser, baseURL, page.viewportSize());
    try {
      const join = new AcceptInvitationPage(invitee.page);
      await invitee.page.goto(oldest);
      await expect(join.unusable).toContainText('Ask an admin to send it again');

      // A new document for each link: the same page at another fragment would not load again.
      await invitee.page.goto('about:blank');
      await invitee.page.goto(newest);
      await expect(join.heading).toBeVisible();
      await expect(join.email).toHaveValue(email);
      // The token leaves the address bar once read.
      await expect(invitee.page).toHaveURL(/\/staff\/accept-invitation$/);
      await expectNoSeriousA11yViolations(invitee.page);
      await join.password.fill(CHOSEN_PASSWORD);
      await join.createButton.click();
      await expect(join.ready).toBeVisible();
      await expectNoSeriousA11yViolations(invitee.page);

      // The link works once.
      await invitee.page.goto('about:blank');
      await invitee.page.goto(newest);
      await expect(join.unusable).toBeVisible();

      const dashboard = new StaffDashboard(invitee.page);
      await dashboard.signIn({ email, password: CHOSEN_PASSWORD });
      await expect(invitee.page.getByText(`${email} (staff)`)).toBeVisible();
    } finally {
      await invitee.context.close();
    }

    await admin.open('Staff accounts');
    await expect(accounts.invitation(email)).toContainText('Accepted on');
    await expect(accounts.row(email)).toContainText('Active');
  });

  test('disabling ends an open console at once; enabling brings back neither it nor the password', async ({
    page,
    browser,
    baseURL,
    staffMember,
    consoleAdmin,
  }) => {
    const member = await newPerson(browser, baseURL, page.viewportSize());
    try {
      const memberConsole = new StaffDashboard(member.page);
      await memberConsole.signIn(staffMember);
      await expect(memberConsole.navLink('Patients')).toBeVisible();

      const admin = new StaffDashboard(page);
      const accounts = new StaffAccountsPage(page);
      await admin.signIn(consoleAdmin);
      await admin.open('Staff accounts');
      await accounts.disableButton(staffMember.email).click();
      await accounts.confirmDisableButton().click();
      await expect(accounts.row(staffMember.email)).toContainText('Disabled since');

      // The console's very next request is refused: it goes back to sign-in.
      await memberConsole.navLink('Integration health').click();
      await expect(member.page).toHaveURL(/sign-in\?next=%2Fstaff%2Fhealth$/);

      await accounts
        .row(staffMember.email)
        .getByRole('button', { name: `Enable: ${staffMember.email}` })
        .click();
      await expect(accounts.enableDialog).toContainText('link to choose a new password');
      await expectNoSeriousA11yViolations(page);
      await accounts.enableDialog.getByRole('button', { name: 'Enable and send a reset link' }).click();
      await expect(page.getByText(`${staffMember.email} is enabled`)).toBeVisible();
      await expect(accounts.row(staffMember.email)).toContainText('Active');

      // The old password was voided when the account was disabled.
      await memberConsole.gotoSignIn();
      await memberConsole.signInPage.signIn(staffMember);
      await expect(memberConsole.couldNotSignIn).toBeVisible();
      await admin.open('Outbox');
      await expect(
        new OutboxPage(page).messagesTo(staffMember.email).filter({ hasText: 'Choose a new password' }),
      ).toHaveCount(1);
    } finally {
      await member.context.close();
    }
  });
});
