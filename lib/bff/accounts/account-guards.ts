import 'server-only';
import type { StaffRole } from '@/lib/contract/bff';
import type { PatientAccount, StaffAccount } from '@/lib/bff/accounts/account-types';
import { authForbidden, authRequired, notFound } from '@/lib/bff/http/api-error';
import { findPatientAccount } from '@/lib/bff/accounts/patient-accounts';
import { readLiveSession } from '@/lib/bff/accounts/live-session';
import { readSession, type SessionData } from '@/lib/bff/session/session';
import { hasEnabledSecondFactor, secondFactorSetupRequired } from '@/lib/bff/accounts/second-factor';

/** The signed-in patient and the service user id that every call on their behalf carries; else 401. */
export async function requirePatient(): Promise<{ account: PatientAccount; serviceUserId: string }> {
  const { account } = await requirePatientSession();
  return { account, serviceUserId: account.serviceUserId };
}

/** The signed-in patient with their session, for what acts on the session itself (the list of devices). */
export async function requirePatientSession(): Promise<{ account: PatientAccount; session: SessionData }> {
  const live = await readLiveSession();
  if (live?.kind !== 'patient') throw authRequired();
  return { account: live.account, session: live.session };
}

/**
 * The signed-in staff member: 403 for a patient's session (the wrong kind of account, not a signed-out
 * one), 401 when there is none, it has been idle too long, it was ended or its account is disabled, and 403
 * when `role: 'admin'` is needed and missing. An admin without two-factor sign-in is refused with 403
 * `error.auth.second_factor_setup_required` (ADR 0092) by everything but its set-up, which passes
 * `secondFactorSetup`. Each call counts as activity, except the reads a console makes by itself
 * (`activity: false`: the work queue's live channel and the reads it causes), which must not keep an
 * unattended console signed in.
 */
export async function requireStaff({
  role = 'staff',
  secondFactorSetup = false,
  activity = true,
}: { role?: StaffRole; secondFactorSetup?: boolean; activity?: boolean } = {}): Promise<StaffAccount> {
  // A patient's session is the wrong kind of account, not a signed-out one, and is not touched here.
  if ((await readSession())?.kind === 'patient') throw authForbidden();
  const live = await readLiveSession({ activity });
  if (live?.kind !== 'staff') throw authRequired();
  const account = live.account;
  if (account.disabledAt !== null) throw authRequired();
  if (
    account.role === 'admin' &&
    !secondFactorSetup &&
    !(await hasEnabledSecondFactor({
      organizationKey: account.organizationKey,
      kind: 'staff',
      accountId: account.id,
    }))
  ) {
    throw secondFactorSetupRequired();
  }
  if (role === 'admin' && account.role !== 'admin') throw authForbidden();
  return account;
}

/** A patient of the staff member's own organization; any other, like an absent one, is 404. */
export async function findPatientForStaff({
  staff,
  patientId,
}: {
  staff: StaffAccount;
  patientId: string;
}): Promise<PatientAccount> {
  const patient = await findPatientAccount({ organizationKey: staff.organizationKey, id: patientId });
  if (!patient) throw notFound();
  return patient;
}
