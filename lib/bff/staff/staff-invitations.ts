import 'server-only';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  BFF_ERROR_CODES,
  STAFF_INVITATION_LIFETIME_HOURS,
  type StaffInvitationPreview,
  type StaffInvitationRow,
  type StaffInvitationState,
  type StaffRole,
} from '@/lib/contract/bff';
import { auditLog, mailMessages, staffAccounts, staffInvitations } from '@/lib/db/app-schema';
import type { Database } from '@/lib/db/connection';
import { assertPasswordAcceptable } from '@/lib/bff/accounts/account-errors';
import { normalizeEmail, type StaffAccount } from '@/lib/bff/accounts/account-types';
import { hashPassword } from '@/lib/bff/accounts/password';
import { getBookingPolicy } from '@/lib/bff/booking/booking-policy';
import { getAppConfig } from '@/lib/bff/config/current-app-config';
import { newId, newSecret } from '@/lib/bff/crypto/random-values';
import { sha256Hex } from '@/lib/bff/crypto/sha256';
import { ApiError, notFound } from '@/lib/bff/http/api-error';
import { renderStaffInvitationMail } from '@/lib/bff/mail/mail-content';
import { getAppDatabase } from '@/lib/bff/records/app-database';
import { getOrganizationKey } from '@/lib/bff/service/service-target';

/**
 * Invitations to join the staff (ADR 0090). An admin names an address and a role; the invitee receives a
 * link that works once, for 72 hours, and chooses their own password on it. The account is made then, and
 * only then: nobody else ever chooses, sees or holds its password.
 */

export const INVITATION_LIFETIME_MS = STAFF_INVITATION_LIFETIME_HOURS * 3_600_000;
/** The newest invitations are what an admin checks; older ones stay in the table. */
export const INVITATION_LIST_LIMIT = 200;
const ACCEPT_PATH = '/staff/accept-invitation';

/** 256 random bits need no slow hash: the link's token is stored as its SHA-256. */
const hashInvitationToken = (token: string) => sha256Hex(`staff-invitation:${token}`);

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type InvitationRecord = typeof staffInvitations.$inferSelect;

const ROLE_NAMES: Record<StaffRole, string> = { staff: 'staff', admin: 'an admin' };

function stateOf(invitation: InvitationRecord, now: Date): StaffInvitationState {
  if (invitation.acceptedAt) return 'accepted';
  if (invitation.revokedAt) return 'revoked';
  return invitation.expiresAt > now ? 'pending' : 'expired';
}

function toRow(invitation: InvitationRecord, invitedByEmail: string | null, now: Date): StaffInvitationRow {
  return {
    id: invitation.id,
    email: invitation.email,
    role: invitation.role,
    state: stateOf(invitation, now),
    invitedByEmail,
    createdAt: invitation.createdAt.toISOString(),
    sentAt: invitation.sentAt.toISOString(),
    sendCount: invitation.sendCount,
    expiresAt: invitation.expiresAt.toISOString(),
    acceptedAt: invitation.acceptedAt?.toISOString() ?? null,
    revokedAt: invitation.revokedAt?.toISOString() ?? null,
  };
}

/** Neither accepted nor revoked: waiting, or expired and waiting to be sent again. */
const isOpen = and(isNull(staffInvitations.acceptedAt), isNull(staffInvitations.revokedAt));

const fieldError = (status: number, code: string, message: string) =>
  new ApiError({ status, code, message, data: { fields: [{ path: 'email', message }] } });

const addressHasAccount = () =>
  fieldError(409, BFF_ERROR_CODES.accountExists, 'A staff account already uses this address.');

const addressHasInvitation = () =>
  fieldError(
    409,
    BFF_ERROR_CODES.staffInvitationExists,
    'An invitation to this address is already open. Send it again or revoke it in the list of invitations.',
  );

const invitationClosed = (state: StaffInvitationState | 'accepted or revoked') =>
  new ApiError({
    status: 409,
    code: BFF_ERROR_CODES.staffInvitationClosed,
    message: `This invitation was already ${state}: it cannot be sent again or revoked.`,
  });

export const invitationLinkInvalid = () =>
  new ApiError({
    status: 400,
    code: BFF_ERROR_CODES.staffInvitationInvalid,
    message: `This invitation link does not work any more: it was used, replaced by a newer one, revoked, or is more than ${STAFF_INVITATION_LIFETIME_HOURS} hours old. Ask an admin to send it again.`,
  });

/** The organization's invitations, newest first, with who sent each. */
export async function listInvitations(
  organizationKey: string,
  now = new Date(),
): Promise<StaffInvitationRow[]> {
  const db = await getAppDatabase();
  const inviter = alias(staffAccounts, 'inviter');
  const rows = await db
    .select({ invitation: staffInvitations, invitedByEmail: inviter.email })
    .from(staffInvitations)
    .leftJoin(inviter, eq(inviter.id, staffInvitations.invitedByStaffId))
    .where(eq(staffInvitations.organizationKey, organizationKey))
    .orderBy(desc(staffInvitations.createdAt), desc(staffInvitations.id))
    .limit(INVITATION_LIST_LIMIT);
  return rows.map(({ invitation, invitedByEmail }) => toRow(invitation, invitedByEmail, now));
}

async function withInviter(invitation: InvitationRecord, now: Date): Promise<StaffInvitationRow> {
  if (!invitation.invitedByStaffId) return toRow(invitation, null, now);
  const db = await getAppDatabase();
  const [inviter] = await db
    .select({ email: staffAccounts.email })
    .from(staffAccounts)
    .where(eq(staffAccounts.id, invitation.invitedByStaffId));
  return toRow(invitation, inviter?.email ?? null, now);
}

/** The e-mail with a new link, planned in the caller's transaction; an unsent one for the address is withdrawn. */
async function prepareInvitationMail() {
  const { organizationName } = await getBookingPolicy();
  const appUrl = getAppConfig().mail.appUrl;
  return async ({
    db,
    invitation,
    token,
    now,
  }: {
    db: Transaction;
    invitation: InvitationRecord;
    token: string;
    now: Date;
  }): Promise<string> => {
    // In the fragment: browsers send it to no server, so no log or Referer carries it.
    const link = `${appUrl}${ACCEPT_PATH}#token=${token}`;
    const content = renderStaffInvitationMail({
      organizationName,
      roleName: ROLE_NAMES[invitation.role],
      invitationUrl: link,
      validHours: STAFF_INVITATION_LIFETIME_HOURS,
    });
    await withdrawPendingInvitationMail(db, invitation);
    await db.insert(mailMessages).values({
      id: newId('msg'),
      organizationKey: invitation.organizationKey,
      dedupeKey: `staff-invitation:${invitation.id}:${invitation.sendCount}`,
      kind: 'staff-invitation',
      // To an address that has no account yet.
      patientAccountId: null,
      staffAccountId: null,
      appointmentId: null,
      recipient: invitation.email,
      subject: content.subject,
      textBody: content.text,
      htmlBody: content.html,
      dueAt: now,
    });
    return link;
  };
}

/** One open invitation per address: a message to it still waiting carries a link that no longer works. */
async function withdrawPendingInvitationMail(
  db: Transaction,
  invitation: Pick<InvitationRecord, 'organizationKey' | 'email'>,
) {
  await db
    .update(mailMessages)
    .set({ status: 'withdrawn', leaseUntil: null, leaseToken: null })
    .where(
      and(
        eq(mailMessages.organizationKey, invitation.organizationKey),
        eq(mailMessages.kind, 'staff-invitation'),
        eq(mailMessages.status, 'pending'),
        eq(mailMessages.recipient, invitation.email),
      ),
    );
}

/**
 * Invites an address with a role and plans the e-mail with its link. Refused, beside the address, when a
 * staff account already uses it or an invitation to it is open. `invitedBy` is null for the operator's
 * command line. Answers the link too, which only that command line shows: the admin's API never does.
 */
export async function inviteStaff({
  email: rawEmail,
  role,
  invitedBy,
  now = new Date(),
}: {
  email: string;
  role: StaffRole;
  invitedBy: StaffAccount | null;
  now?: Date;
}): Promise<{ invitation: StaffInvitationRow; link: string }> {
  const email = normalizeEmail(rawEmail);
  const organizationKey = await getOrganizationKey();
  const db = await getAppDatabase();
  const [existing] = await db
    .select({ id: staffAccounts.id })
    .from(staffAccounts)
    .where(and(eq(staffAccounts.organizationKey, organizationKey), eq(staffAccounts.email, email)))
    .limit(1);
  if (existing) throw addressHasAccount();

  const planMail = await prepareInvitationMail();
  const token = newSecret(32);
  const result = await db.transaction(async (tx) => {
    const [invitation] = await tx
      .insert(staffInvitations)
      .values({
        id: newId('inv'),
        organizationKey,
        email,
        role,
        tokenHash: hashInvitationToken(token),
        expiresAt: new Date(now.getTime() + INVITATION_LIFETIME_MS),
        invitedByStaffId: invitedBy?.id ?? null,
        sentAt: now,
        createdAt: now,
      })
      // The partial unique index: another open invitation to this address, made first or at the same time.
      .onConflictDoNothing()
      .returning();
    if (!invitation) return undefined;
    const link = await planMail({ db: tx, invitation, token, now });
    return { invitation, link };
  });
  if (!result) throw addressHasInvitation();
  return { invitation: toRow(result.invitation, invitedBy?.email ?? null, now), link: result.link };
}

async function findOpenInvitation(organizationKey: string, invitationId: string, now: Date) {
  const db = await getAppDatabase();
  const [invitation] = await db
    .select()
    .from(staffInvitations)
    .where(and(eq(staffInvitations.organizationKey, organizationKey), eq(staffInvitations.id, invitationId)))
    .limit(1);
  if (!invitation) throw notFound();
  const state = stateOf(invitation, now);
  if (state === 'accepted' || state === 'revoked') throw invitationClosed(state);
  return invitation;
}

/**
 * Sends an open invitation again (waiting or expired) with a new link: the old one stops working at once,
 * an unsent e-mail with it is withdrawn, and the 72 hours start again.
 */
export async function resendInvitation({
  admin,
  invitationId,
  now = new Date(),
}: {
  admin: StaffAccount;
  invitationId: string;
  now?: Date;
}): Promise<StaffInvitationRow> {
  await findOpenInvitation(admin.organizationKey, invitationId, now);
  const planMail = await prepareInvitationMail();
  const token = newSecret(32);
  const db = await getAppDatabase();
  const resent = await db.transaction(async (tx) => {
    const [invitation] = await tx
      .update(staffInvitations)
      .set({
        tokenHash: hashInvitationToken(token),
        expiresAt: new Date(now.getTime() + INVITATION_LIFETIME_MS),
        sentAt: now,
        sendCount: sql`${staffInvitations.sendCount} + 1`,
      })
      .where(
        and(
          eq(staffInvitations.organizationKey, admin.organizationKey),
          eq(staffInvitations.id, invitationId),
          isOpen,
        ),
      )
      .returning();
    if (!invitation) return undefined;
    await planMail({ db: tx, invitation, token, now });
    return invitation;
  });
  // Accepted or revoked since it was read.
  if (!resent) throw invitationClosed('accepted or revoked');
  return withInviter(resent, now);
}

/** Withdraws an open invitation: its link stops working at once, and an unsent e-mail with it is not sent. */
export async function revokeInvitation({
  admin,
  invitationId,
  now = new Date(),
}: {
  admin: StaffAccount;
  invitationId: string;
  now?: Date;
}): Promise<StaffInvitationRow> {
  await findOpenInvitation(admin.organizationKey, invitationId, now);
  const db = await getAppDatabase();
  const revoked = await db.transaction(async (tx) => {
    const [invitation] = await tx
      .update(staffInvitations)
      .set({ revokedAt: now, revokedByStaffId: admin.id })
      .where(
        and(
          eq(staffInvitations.organizationKey, admin.organizationKey),
          eq(staffInvitations.id, invitationId),
          isOpen,
        ),
      )
      .returning();
    if (invitation) await withdrawPendingInvitationMail(tx, invitation);
    return invitation;
  });
  if (!revoked) throw invitationClosed('accepted or revoked');
  return withInviter(revoked, now);
}

/** The open, unexpired invitation a link names; a wrong token costs one indexed read and no hashing. */
async function findByToken(token: string, now: Date): Promise<InvitationRecord> {
  const [organizationKey, db] = await Promise.all([getOrganizationKey(), getAppDatabase()]);
  const [invitation] = await db
    .select()
    .from(staffInvitations)
    .where(
      and(
        eq(staffInvitations.organizationKey, organizationKey),
        eq(staffInvitations.tokenHash, hashInvitationToken(token)),
        gt(staffInvitations.expiresAt, now),
        isOpen,
      ),
    )
    .limit(1);
  if (!invitation) throw invitationLinkInvalid();
  return invitation;
}

/** What the invitee's page says before they choose a password: the address and the role. */
export async function previewInvitation({
  token,
  now = new Date(),
}: {
  token: string;
  now?: Date;
}): Promise<StaffInvitationPreview> {
  const invitation = await findByToken(token, now);
  return { email: invitation.email, role: invitation.role, expiresAt: invitation.expiresAt.toISOString() };
}

/**
 * The invitee accepts with the password they chose: the account is made with it, the invitation is
 * closed (its link works once), and both are recorded in the audit log under the new account, in one
 * transaction. Nobody is signed in by it: the person signs in next, and whatever sign-in asks of them.
 */
export async function acceptInvitation({
  token,
  password,
  now = new Date(),
}: {
  token: string;
  password: string;
  now?: Date;
}): Promise<{ email: string; role: StaffRole }> {
  const found = await findByToken(token, now);
  assertPasswordAcceptable(password, { email: found.email });
  const passwordHash = await hashPassword(password);
  const db = await getAppDatabase();
  const account = await db.transaction(async (tx) => {
    const [invitation] = await tx
      .update(staffInvitations)
      .set({ acceptedAt: now })
      .where(
        and(
          eq(staffInvitations.id, found.id),
          eq(staffInvitations.tokenHash, found.tokenHash),
          gt(staffInvitations.expiresAt, now),
          isOpen,
        ),
      )
      .returning();
    // Used, re-sent or revoked while the password was being hashed.
    if (!invitation) throw invitationLinkInvalid();
    const [created] = await tx
      .insert(staffAccounts)
      .values({
        id: newId('stf'),
        organizationKey: invitation.organizationKey,
        email: invitation.email,
        passwordHash,
        role: invitation.role,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    // The address got an account another way meanwhile (the demo account): the invitation stays open.
    if (!created) throw addressHasAccount();
    await tx
      .update(staffInvitations)
      .set({ staffAccountId: created.id })
      .where(eq(staffInvitations.id, invitation.id));
    await tx.insert(auditLog).values({
      at: now,
      staffAccountId: created.id,
      action: 'staff.invitation.accept',
      detail: {
        invitationId: invitation.id,
        role: invitation.role,
        invitedByStaffId: invitation.invitedByStaffId,
      },
    });
    return created;
  });
  return { email: account.email, role: account.role };
}
