import 'server-only';
import type { StaffRole } from '@/lib/db/app-schema';
import type { PatientAccount, StaffAccount } from './account-types';
import { authForbidden, authRequired, notFound } from './api-error';
import { findPatientAccount } from './patient-accounts';
import { getOrganizationKey } from './service-client';
import { readSession } from './session';
import { findStaffAccount } from './staff-accounts';

/** The signed-in patient and the service user id that every call on their behalf carries; else 401. */
export async function requirePatient(): Promise<{ account: PatientAccount; serviceUserId: string }> {
  const session = await readSession();
  if (session?.kind !== 'patient') throw authRequired();
  const account = await findPatientAccount({
    organizationKey: await getOrganizationKey(),
    id: session.accountId,
  });
  if (!account) throw authRequired();
  return { account, serviceUserId: account.serviceUserId };
}

/** The signed-in staff member: 401 when there is none, 403 when `role: 'admin'` is needed and missing. */
export async function requireStaff({ role = 'staff' }: { role?: StaffRole } = {}): Promise<StaffAccount> {
  const session = await readSession();
  if (session?.kind !== 'staff') throw authRequired();
  const account = await findStaffAccount({
    organizationKey: await getOrganizationKey(),
    id: session.accountId,
  });
  if (!account) throw authRequired();
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
