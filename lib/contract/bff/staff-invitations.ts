import { z } from 'zod';
import { newPasswordSchema } from './auth';
import type { StaffRole } from './staff-values';

/** How long an invitation's link works, from its sending or its latest re-sending (ADR 0090). */
export const STAFF_INVITATION_LIFETIME_HOURS = 72;

/**
 * `pending` waits for the invitee within its 72 hours, `expired` waited longer (re-sending makes a new
 * link), `accepted` made the account, `revoked` was withdrawn by an admin.
 */
export const STAFF_INVITATION_STATES = ['pending', 'expired', 'accepted', 'revoked'] as const;
export type StaffInvitationState = (typeof STAFF_INVITATION_STATES)[number];

/** An invitation as admins see it; never its link. */
export interface StaffInvitationRow {
  id: string;
  email: string;
  role: StaffRole;
  state: StaffInvitationState;
  /** The admin who invited; null when the operator's command line did. */
  invitedByEmail: string | null;
  createdAt: string;
  /** When the current link was sent. */
  sentAt: string;
  sendCount: number;
  expiresAt: string;
  acceptedAt: string | null;
  revokedAt: string | null;
}

/** What the invitee's page shows before they choose a password. */
export interface StaffInvitationPreview {
  email: string;
  role: StaffRole;
  expiresAt: string;
}

const tokenSchema = z.string().min(1).max(128);

/** The link's token, read by the invitee's page to say whose invitation it is. */
export const staffInvitationTokenBodySchema = z.strictObject({ token: tokenSchema });

/** Accepting: the link's token and the password the invitee chooses. */
export const acceptStaffInvitationBodySchema = z.strictObject({
  token: tokenSchema,
  password: newPasswordSchema,
});
