import { and, desc, eq } from 'drizzle-orm';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as login } from '@/app/api/auth/login/route';
import { POST as confirmReset } from '@/app/api/auth/password-reset/confirm/route';
import { POST as previewRoute } from '@/app/api/auth/staff-invitation/route';
import { POST as acceptRoute } from '@/app/api/auth/staff-invitation/accept/route';
import { GET as listAccounts, POST as oldCreateWithPassword } from '@/app/api/staff/accounts/route';
import { PATCH as updateStaff } from '@/app/api/staff/accounts/[staffId]/route';
import { POST as sendReset } from '@/app/api/staff/accounts/[staffId]/password-reset/route';
import { GET as listInvitations, POST as invite } from '@/app/api/staff/invitations/route';
import { DELETE as revoke } from '@/app/api/staff/invitations/[invitationId]/route';
import { POST as resend } from '@/app/api/staff/invitations/[invitationId]/resend/route';
import { GET as staffSession } from '@/app/api/staff/session/route';
import type { StaffAccount } from '@/lib/bff/accounts';
import { SOCKET_ADDRESS_HEADER } from '@/lib/bff/http/socket-address';
import { getAppDatabase } from '@/lib/bff/records/app-database';
import { INVITATION_LIFETIME_MS } from '@/lib/bff/staff/staff-invitations';
import type { StaffAccountRow, StaffInvitationPreview, StaffInvitationRow } from '@/lib/contract/bff';
import { auditLog, mailMessages, staffAccounts } from '@/lib/db/app-schema';
import {
  actAs,
  callRoute,
  configureTestEnvironment,
  createStaff,
  readEnvelope,
  startTestServices,
  type SignedIn,
} from '@/testing/bff/route-harness';

vi.mock('next/headers', async () => (await import('@/testing/cookie-jar')).nextHeadersMock);
configureTestEnvironment();

const CHOSEN_PASSWORD = 'Quiet-harbour-lantern-42';
const RESET_PASSWORD = 'Amber-orchard-compass-97';
let sequence = 0;
let clientSequence = 0;

const newAddress = (name: string) => `${name}-${Date.now()}-${(sequence += 1)}@plant.test`;
/** A client address of its own per sign-in or reset, so that no throttle counts another test's tries. */
const newClient = () => `198.51.100.${(clientSequence += 1) % 250}`;

let admin: SignedIn<StaffAccount>;
let member: SignedIn<StaffAccount>;

beforeAll(startTestServices, 120_000);

// Fresh sessions for each test: a test that moves the clock days ahead leaves its sessions idle, and an
// idle session's record is gone for good (ADR 0089).
beforeEach(async () => {
  admin = await createStaff('admin');
  member = await createStaff('staff');
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function inviteAs(who: SignedIn<StaffAccount>, body: Record<string, unknown>) {
  actAs(who);
  return readEnvelope<StaffInvitationRow>(
    await callRoute(invite, '/api/staff/invitations', { method: 'POST', body }),
  );
}

async function resendAs(who: SignedIn<StaffAccount>, invitationId: string) {
  actAs(who);
  return readEnvelope<StaffInvitationRow>(
    await callRoute(resend, '/api/staff/invitations/x/resend', { method: 'POST', params: { invitationId } }),
  );
}

async function revokeAs(who: SignedIn<StaffAccount>, invitationId: string) {
  actAs(who);
  return readEnvelope<StaffInvitationRow>(
    await callRoute(revoke, '/api/staff/invitations/x', { method: 'DELETE', params: { invitationId } }),
  );
}

async function invitationsAsAdmin(): Promise<StaffInvitationRow[]> {
  actAs(admin);
  return (
    await readEnvelope<{ items: StaffInvitationRow[] }>(
      await callRoute(listInvitations, '/api/staff/invitations'),
    )
  ).body.data!.items;
}

async function mailsTo(email: string, kind: 'staff-invitation' | 'password-reset') {
  const db = await getAppDatabase();
  return db
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.recipient, email), eq(mailMessages.kind, kind)))
    .orderBy(mailMessages.createdAt);
}

/** The token of the newest e-mail of that kind to the address, read from its link as the person would. */
async function tokenFromNewestMail(email: string, kind: 'staff-invitation' | 'password-reset') {
  const mail = (await mailsTo(email, kind)).at(-1);
  expect(mail, `an e-mail of kind ${kind} to ${email}`).toBeDefined();
  const path = kind === 'staff-invitation' ? '/staff/accept-invitation' : '/staff/reset-password';
  const token = new RegExp(`${path}#token=([A-Za-z0-9_-]+)`).exec(mail!.textBody)?.[1];
  expect(token, 'the e-mail has a link with a token').toBeDefined();
  return token!;
}

async function preview(token: string) {
  actAs(null);
  return readEnvelope<StaffInvitationPreview>(
    await callRoute(previewRoute, '/api/auth/staff-invitation', { method: 'POST', body: { token } }),
  );
}

async function accept(token: string, password = CHOSEN_PASSWORD) {
  actAs(null);
  return readEnvelope<{ email: string; role: string }>(
    await callRoute(acceptRoute, '/api/auth/staff-invitation/accept', {
      method: 'POST',
      body: { token, password },
    }),
  );
}

async function signIn(email: string, password: string) {
  actAs(null);
  const response = await callRoute(login, '/api/auth/login', {
    method: 'POST',
    body: { email, password, kind: 'staff' },
    headers: { [SOCKET_ADDRESS_HEADER]: newClient() },
  });
  return response.status;
}

async function auditRows(action: string) {
  const db = await getAppDatabase();
  return db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id));
}

describe('inviting a staff member', () => {
  it('e-mails a link that makes the account once, with the password the invitee chose, all audited', async () => {
    const email = newAddress('lenny');
    expect((await inviteAs(member, { email, role: 'staff' })).status).toBe(403);

    const invited = await inviteAs(admin, { email: email.toUpperCase(), role: 'staff' });
    expect(invited.status).toBe(201);
    expect(invited.body.data).toMatchObject({
      email,
      role: 'staff',
      state: 'pending',
      invitedByEmail: admin.account.email,
      sendCount: 1,
      acceptedAt: null,
    });
    const invitationId = invited.body.data!.id;
    const token = await tokenFromNewestMail(email, 'staff-invitation');
    // The admin's answers never carry the link.
    expect(JSON.stringify(invited.body)).not.toContain(token);
    expect(JSON.stringify(await invitationsAsAdmin())).not.toContain(token);
    const expiresAt = Date.parse(invited.body.data!.expiresAt);
    expect(expiresAt - Date.parse(invited.body.data!.sentAt)).toBe(INVITATION_LIFETIME_MS);
    // No account exists before the invitee accepts.
    const db = await getAppDatabase();
    expect(await db.select().from(staffAccounts).where(eq(staffAccounts.email, email))).toEqual([]);

    expect((await preview(token)).body.data).toEqual({
      email,
      role: 'staff',
      expiresAt: invited.body.data!.expiresAt,
    });
    // The password rules, with the invitee's address, are checked on the field.
    const weak = await accept(token, `${email.split('@')[0]}-2026`);
    expect(weak.status).toBe(422);
    expect(weak.body.data).toMatchObject({ fields: [{ path: 'password' }] });

    const accepted = await accept(token);
    expect(accepted).toMatchObject({ status: 201, body: { data: { email, role: 'staff' } } });
    // The link works once.
    expect(await accept(token, RESET_PASSWORD)).toMatchObject({
      status: 400,
      body: { code: 'error.staff_invitation.invalid' },
    });
    expect((await preview(token)).status).toBe(400);

    expect(await signIn(email, CHOSEN_PASSWORD)).toBe(200);
    expect((await readEnvelope(await callRoute(staffSession, '/api/staff/session'))).body.data).toMatchObject(
      {
        email,
        role: 'staff',
      },
    );
    expect((await invitationsAsAdmin()).find((row) => row.id === invitationId)).toMatchObject({
      state: 'accepted',
      acceptedAt: expect.any(String),
    });

    const [account] = await db.select().from(staffAccounts).where(eq(staffAccounts.email, email));
    const invitedRow = (await auditRows('staff.invite')).find((row) => row.detail.email === email);
    expect(invitedRow).toMatchObject({
      staffAccountId: admin.account.id,
      detail: { role: 'staff', outcome: 'ok' },
    });
    // The acceptance is the new account's own act, not the admin's.
    expect(
      (await auditRows('staff.invitation.accept')).find((row) => row.staffAccountId === account!.id),
    ).toMatchObject({
      detail: { invitationId, role: 'staff', invitedByStaffId: admin.account.id },
    });
  });

  it('refuses, beside the address, one that has an account or an open invitation; the old path is gone', async () => {
    const email = newAddress('carl');
    expect((await inviteAs(admin, { email, role: 'admin' })).status).toBe(201);
    const again = await inviteAs(admin, { email, role: 'staff' });
    expect(again).toMatchObject({
      status: 409,
      body: { code: 'error.staff.invitation_exists', data: { fields: [{ path: 'email' }] } },
    });
    expect(again.body.message).toMatch(/already open/);
    const taken = await inviteAs(admin, { email: member.account.email, role: 'staff' });
    expect(taken).toMatchObject({
      status: 409,
      body: { code: 'error.account.exists', message: 'A staff account already uses this address.' },
    });
    expect((await inviteAs(admin, { email: 'not an address', role: 'staff' })).status).toBe(422);
    expect((await inviteAs(admin, { email: newAddress('x'), role: 'owner' })).status).toBe(422);
    // Nobody makes an account with a password chosen for someone else.
    expect(
      (await inviteAs(admin, { email: newAddress('y'), role: 'staff', password: CHOSEN_PASSWORD })).status,
    ).toBe(422);
    actAs(admin);
    expect(
      (
        await callRoute(oldCreateWithPassword, '/api/staff/accounts', {
          method: 'POST',
          body: { email, role: 'staff' },
        })
      ).status,
    ).toBe(405);
  });

  it('works until 72 hours have passed, then not, until it is sent again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date();
    vi.setSystemTime(start);
    const email = newAddress('lenford');
    const { body } = await inviteAs(admin, { email, role: 'staff' });
    const token = await tokenFromNewestMail(email, 'staff-invitation');

    vi.setSystemTime(start.getTime() + INVITATION_LIFETIME_MS - 1_000);
    expect((await preview(token)).status).toBe(200);
    vi.setSystemTime(start.getTime() + INVITATION_LIFETIME_MS);
    expect((await preview(token)).status).toBe(400);
    expect((await accept(token)).status).toBe(400);
    // Three days on, the admin's session of then has long ended: an admin signed in now.
    const laterAdmin = await createStaff('admin');
    actAs(laterAdmin);
    const { items } = (
      await readEnvelope<{ items: StaffInvitationRow[] }>(
        await callRoute(listInvitations, '/api/staff/invitations'),
      )
    ).body.data!;
    expect(items.find((row) => row.id === body.data!.id)?.state).toBe('expired');

    // An expired invitation still holds the address: it is sent again, with a new 72 hours.
    expect((await inviteAs(laterAdmin, { email, role: 'staff' })).status).toBe(409);
    const resent = await resendAs(laterAdmin, body.data!.id);
    expect(resent.body.data).toMatchObject({ state: 'pending', sendCount: 2 });
    const fresh = await tokenFromNewestMail(email, 'staff-invitation');
    expect((await accept(fresh)).status).toBe(201);
  });

  it('sent again, the old link is dead; revoked, no link works; closed ones stay closed; all audited', async () => {
    const email = newAddress('moe');
    const { body } = await inviteAs(admin, { email, role: 'staff' });
    const invitationId = body.data!.id;
    const first = await tokenFromNewestMail(email, 'staff-invitation');
    expect((await resendAs(member, invitationId)).status).toBe(403);
    expect((await resendAs(admin, invitationId)).status).toBe(200);
    const second = await tokenFromNewestMail(email, 'staff-invitation');
    expect(second).not.toBe(first);
    expect((await preview(first)).status).toBe(400);
    expect((await accept(first)).status).toBe(400);
    // The first e-mail, if it had not left yet, is not sent with its dead link.
    const mails = await mailsTo(email, 'staff-invitation');
    expect(mails).toHaveLength(2);
    expect(['sent', 'withdrawn']).toContain(mails[0]!.status);
    expect((await preview(second)).status).toBe(200);

    const revoked = await revokeAs(admin, invitationId);
    expect(revoked.body.data).toMatchObject({ state: 'revoked', revokedAt: expect.any(String) });
    expect((await preview(second)).status).toBe(400);
    expect((await accept(second)).status).toBe(400);
    expect(await resendAs(admin, invitationId)).toMatchObject({
      status: 409,
      body: { code: 'error.staff.invitation_closed' },
    });
    expect((await revokeAs(admin, invitationId)).status).toBe(409);
    expect((await revokeAs(admin, 'inv_nothing')).status).toBe(404);
    // Revoked, the address can be invited again.
    expect((await inviteAs(admin, { email, role: 'admin' })).status).toBe(201);

    const mine = (rows: Awaited<ReturnType<typeof auditRows>>) =>
      rows.filter((row) => row.detail.invitationId === invitationId).map((row) => row.detail.outcome);
    expect(mine(await auditRows('staff.invitation.resend'))).toEqual(['failed', 'ok']);
    expect(mine(await auditRows('staff.invitation.revoke'))).toEqual(['failed', 'ok']);
  });
});

describe('an admin and a staff member’s password', () => {
  async function patch(staffId: string, body: Record<string, unknown>) {
    actAs(admin);
    return readEnvelope<StaffAccountRow>(
      await callRoute(updateStaff, '/api/staff/accounts/x', { method: 'PATCH', params: { staffId }, body }),
    );
  }

  async function sendResetAs(who: SignedIn<StaffAccount>, staffId: string) {
    actAs(who);
    return readEnvelope<{ sentTo: string }>(
      await callRoute(sendReset, '/api/staff/accounts/x/password-reset', {
        method: 'POST',
        params: { staffId },
      }),
    );
  }

  async function useReset(token: string, password: string) {
    actAs(null);
    return (
      await callRoute(confirmReset, '/api/auth/password-reset/confirm', {
        method: 'POST',
        body: { kind: 'staff', token, password },
        headers: { [SOCKET_ADDRESS_HEADER]: newClient() },
      })
    ).status;
  }

  it('an admin sends a reset e-mail the admin never sees; it works; it is audited', async () => {
    const target = await createStaff('staff');
    expect((await sendResetAs(member, target.account.id)).status).toBe(403);
    expect((await sendResetAs(admin, 'stf_nobody')).status).toBe(404);
    const sent = await sendResetAs(admin, target.account.id);
    expect(sent).toMatchObject({ status: 200, body: { data: { sentTo: target.account.email } } });
    const token = await tokenFromNewestMail(target.account.email, 'password-reset');
    expect(JSON.stringify(sent.body)).not.toContain(token);
    expect(await useReset(token, RESET_PASSWORD)).toBe(200);
    expect(await signIn(target.account.email, RESET_PASSWORD)).toBe(200);
    const rows = (await auditRows('staff.password_reset.send')).filter(
      (row) => row.detail.staffId === target.account.id,
    );
    expect(rows.map((row) => [row.staffAccountId, row.detail.outcome])).toEqual([[admin.account.id, 'ok']]);
  });

  it('disabling ends the sessions and voids the password; enabling needs the reset it sends', async () => {
    const target = await createStaff('staff');
    actAs(target);
    expect((await callRoute(staffSession, '/api/staff/session')).status).toBe(200);
    // A reset sent before the account is disabled dies with it.
    await sendResetAs(admin, target.account.id);
    const before = await tokenFromNewestMail(target.account.email, 'password-reset');

    expect((await patch(target.account.id, { disabled: true })).body.data).toMatchObject({
      disabledAt: expect.any(String),
    });
    actAs(target);
    expect((await callRoute(staffSession, '/api/staff/session')).status).toBe(401);
    expect((await sendResetAs(admin, target.account.id)).body.code).toBe('error.staff.account_disabled');
    expect(await useReset(before, RESET_PASSWORD)).toBe(400);

    expect((await patch(target.account.id, { disabled: false })).body.data).toMatchObject({
      disabledAt: null,
    });
    // Neither the old cookie nor the old password comes back.
    actAs(target);
    expect((await callRoute(staffSession, '/api/staff/session')).status).toBe(401);
    expect(await signIn(target.account.email, 'correct-horse-battery')).toBe(401);
    const token = await tokenFromNewestMail(target.account.email, 'password-reset');
    expect(token).not.toBe(before);
    expect(await useReset(token, RESET_PASSWORD)).toBe(200);
    expect(await signIn(target.account.email, RESET_PASSWORD)).toBe(200);

    const updates = (await auditRows('staff.update'))
      .filter((row) => row.detail.staffId === target.account.id)
      .map((row) => [row.detail.disabled, row.detail.passwordResetSent]);
    expect(updates).toEqual([
      [false, true],
      [true, false],
    ]);
    actAs(admin);
    const { items } = (
      await readEnvelope<{ items: StaffAccountRow[] }>(await callRoute(listAccounts, '/api/staff/accounts'))
    ).body.data!;
    expect(items.find((row) => row.id === target.account.id)).toMatchObject({ disabledAt: null });
  });
});
