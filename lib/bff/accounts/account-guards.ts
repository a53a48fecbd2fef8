import 'server-only';
import type { StaffRole } from '@/lib/contract/bff';
import type { PatientAccount, StaffAccount } from '@/lib/bff/accounts/account-types';
import { authForbidden, authRequired, notFound } from '@/lib/bff/http/api-error';
import { accountCaches } from '@/lib/bff/accounts/account-cache';
import { findPatientAccount } from '@/lib/bff/accounts/patient-accounts';
import { getOrganizationKey } from '@/lib/bff/service/service-target';
import { readSession } from '@/lib/bff/session/session';
import { sessionIsCurrent } from '@/lib/bff/accounts/session-versions';
import { findStaffAccount } from '@/lib/bff/staff/staff-accounts';
import { isStaffSessionIdle, touchStaffSession } from '@/lib/bff/staff/staff-idle';

/** The signed-in patient and the service user id that every call on their behalf carries; else 401. */
export async function requirePatient(): Promise<{ account: PatientAccount; serviceUserId: string }> {
  const session = await readSession();
  if (session?.kind !== 'patient') throw authRequired();
  const key = { organizationKey: await getOrganizationKey(), id: session.accountId };
  const account = await accountCaches.patient.read(key, () => findPatientAccount(key));
  if (!account || !sessionIsCurrent(session, account)) throw authRequired();
  return { account, serviceUserId: account.serviceUserId };
}

/**
 * The signed-in staff member: 403 for a patient's session (the wrong kind of account, not a signed-out
 * one), 401 when there is none, it has been idle too long or its account is disabled, and 403 when
 * `role: 'admin'` is needed and missing. Each call counts as activity, except the reads a console makes by
 * itself (`activity: false`: the work queue's live channel and the reads it causes), which must not keep
 * an unattended console signed in.
 */
export async function requireStaff({
  role = 'staff',
  activity = true,
}: { role?: StaffRole; activity?: boolean } = {}): Promise<StaffAccount> {
  const session = await readSession();
  if (session?.kind === 'patient') throw authForbidden();
  if (session?.kind !== 'staff' || isStaffSessionIdle(session)) throw authRequired();
  const key = { organizationKey: await getOrganizationKey(), id: session.accountId };
  const account = await accountCaches.staff.read(key, () => findStaffAccount(key));
  if (!account || account.disabledAt !== null || !sessionIsCurrent(session, account)) throw authRequired();
  if (role === 'admin' && account.role !== 'admin') throw authForbidden();
  if (activity) await touchStaffSession(session);
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
