import type { Locator, Page } from '@playwright/test';

/** The admin's safety guidance page, /staff/admin/safety-guidance. */
export class SafetyGuidancePage {
  readonly message: Locator;
  readonly addNumberButton: Locator;
  readonly saveButton: Locator;
  readonly savedNotice: Locator;
  readonly defaultsButton: Locator;

  constructor(readonly page: Page) {
    this.message = page.getByLabel('Guidance shown with every safety event');
    this.addNumberButton = page.getByRole('button', { name: 'Add a number' });
    this.saveButton = page.getByRole('button', { name: 'Save guidance' });
    this.savedNotice = page.getByRole('status').filter({ hasText: 'Safety guidance saved' });
    this.defaultsButton = page.getByRole('button', { name: 'Start from the defaults (911 and 988)' });
  }

  number(position: number): Locator {
    return this.page.getByLabel(`Number ${position}`, { exact: true });
  }

  numberName(position: number): Locator {
    return this.page.getByLabel(`Name of number ${position}`);
  }
}

/** The admin's staff accounts page, /staff/admin/accounts: invitations and accounts. */
export class StaffAccountsPage {
  readonly list: Locator;
  readonly invitations: Locator;
  readonly email: Locator;
  readonly role: Locator;
  readonly inviteButton: Locator;
  readonly invitationSent: Locator;
  readonly notChangedAlert: Locator;
  readonly disableDialog: Locator;
  readonly enableDialog: Locator;

  constructor(readonly page: Page) {
    this.list = page.getByRole('list', { name: 'Staff accounts' });
    this.invitations = page.getByRole('list', { name: 'Invitations' });
    this.email = page.getByLabel('E-mail');
    this.role = page.getByLabel('Role');
    this.inviteButton = page.getByRole('button', { name: 'Send invitation' });
    this.invitationSent = page.getByText(/^Invitation sent to /);
    this.notChangedAlert = page.getByRole('alert').filter({ hasText: 'Not changed' });
    this.disableDialog = page.getByRole('dialog', { name: 'Disable this account?' });
    this.enableDialog = page.getByRole('dialog', { name: 'Enable this account?' });
  }

  async invite(email: string, role: 'staff' | 'admin'): Promise<void> {
    await this.email.fill(email);
    await this.role.selectOption(role);
    await this.inviteButton.click();
  }

  row(email: string): Locator {
    return this.list.getByRole('listitem').filter({ hasText: email });
  }

  invitation(email: string): Locator {
    return this.invitations.getByRole('listitem').filter({ hasText: email });
  }

  disableButton(email: string): Locator {
    return this.page.getByRole('button', { name: `Disable: ${email}` });
  }

  confirmDisableButton(): Locator {
    return this.page.getByRole('dialog').getByRole('button', { name: 'Disable account' });
  }
}

/** The invitee's page, opened from the invitation e-mail's link. */
export class AcceptInvitationPage {
  readonly heading: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly createButton: Locator;
  readonly ready: Locator;
  readonly unusable: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Join the staff dashboard' });
    this.email = page.getByLabel('E-mail');
    this.password = page.getByLabel('Password', { exact: true });
    this.createButton = page.getByRole('button', { name: 'Create my account' });
    this.ready = page.getByRole('status').filter({ hasText: 'Your account is ready' });
    this.unusable = page.getByRole('alert').filter({ hasText: 'This invitation cannot be used' });
  }
}

/** The link of an invitation's e-mail, read from its text. */
export function invitationLink(text: string): string {
  const link = /https?:\/\/\S+\/staff\/accept-invitation#token=[\w-]+/.exec(text)?.[0];
  if (!link) throw new Error(`No invitation link in: ${text}`);
  return link;
}

/** The audit log (/staff/admin/audit-log) and the request log (/staff/admin/request-log). */
export class StaffLogPages {
  readonly patientIdFilter: Locator;
  readonly requestIdFilter: Locator;
  readonly table: Locator;
  /** The table's rows with cells, not its header row. */
  readonly rows: Locator;
  readonly noCalls: Locator;

  constructor(readonly page: Page) {
    this.patientIdFilter = page.getByRole('textbox', { name: 'Patient id' });
    this.requestIdFilter = page.getByRole('textbox', { name: 'Request id' });
    this.table = page.getByRole('table');
    this.rows = this.table.getByRole('row').filter({ has: page.getByRole('cell') });
    this.noCalls = page.getByText('No calls match');
  }

  /** The rows that mention an action or any other text. */
  rowsWith(text: string): Locator {
    return this.page.getByRole('row').filter({ hasText: text });
  }
}

/** The admin's fault panel, /staff/admin/faults. */
export class FaultPanelPage {
  readonly rateLimit: Locator;
  readonly faultsInForce: Locator;

  constructor(readonly page: Page) {
    this.rateLimit = page.getByRole('checkbox', { name: 'Rate-limit every chat turn' });
    this.faultsInForce = page.getByRole('group', { name: 'Faults in force' });
  }
}

/** The admin's booking policy page, /staff/admin/booking-policy. */
export class BookingPolicyPage {
  readonly noticeHours: Locator;
  readonly contactText: Locator;
  readonly firstReminder: Locator;
  readonly secondReminder: Locator;
  readonly organizationName: Locator;
  readonly saveButton: Locator;
  readonly savedNotice: Locator;

  constructor(readonly page: Page) {
    this.noticeHours = page.getByLabel('Notice window (hours before the visit)');
    this.contactText = page.getByLabel('What patients are told to do instead');
    this.firstReminder = page.getByLabel('First reminder (hours before)');
    this.secondReminder = page.getByLabel('Second reminder (hours before)');
    this.organizationName = page.getByLabel('Organization name in e-mails');
    this.saveButton = page.getByRole('button', { name: 'Save policy' });
    this.savedNotice = page.getByRole('status').filter({ hasText: 'Booking policy saved' });
  }
}

/** The admin's outbox of e-mails to patients, /staff/admin/outbox. */
export class OutboxPage {
  readonly list: Locator;
  readonly status: Locator;

  constructor(readonly page: Page) {
    this.list = page.getByRole('list', { name: 'Messages, newest first' });
    this.status = page.getByLabel('Status');
  }

  /** The messages to one recipient. */
  messagesTo(email: string): Locator {
    return this.list.getByRole('listitem').filter({ hasText: email });
  }

  /** A message's text as the recipient reads it: opened from its summary. */
  async textOf(message: Locator): Promise<string> {
    await message.getByText('Show the message').click();
    return (await message.locator('pre').textContent()) ?? '';
  }
}

/** The link and the code of a password reset's e-mail, read from its text. */
export function resetLinkAndCode(text: string): { link: string; code: string } {
  const link = /https?:\/\/\S+#token=[\w-]+/.exec(text)?.[0];
  const code = /\b[A-Z0-9]{4}-[A-Z0-9]{4}\b/.exec(text)?.[0];
  if (!link || !code) throw new Error(`No reset link and code in: ${text}`);
  return { link, code };
}
