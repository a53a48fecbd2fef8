import 'server-only';
import type { AccountSummary } from '@/lib/contract/bff';
import type { PatientAccount, StaffAccount } from '@/lib/bff/accounts/account-types';
import { accountCaches } from '@/lib/bff/accounts/account-cache';
import { getOrganizationKey } from '@/lib/bff/service/service-target';
import { findPatientAccount } from '@/lib/bff/accounts/patient-accounts';
import { readSession } from '@/lib/bff/session/session';
import { sessionIsCurrent } from '@/lib/bff/accounts/session-versions';
import { findStaffAccount } from '@/lib/bff/staff/staff-accounts';

export function summarizePatient(account: PatientAccount): AccountSummary {
  const name = [account.firstName, account.lastName].filter(Boolean).join(' ');
  return { kind: 'patient', email: account.email, name: name || null };
}

export function summarizeStaff(account: StaffAccount): AccountSummary {
  return { kind: 'staff', email: account.email, name: null, role: account.role };
}

/** The signed-in account of either kind, or undefined (no session, or the account is gone). */
export async function findCurrentAccount(): Promise<AccountSummary | undefined> {
  const session = await readSession();
  if (!session) return undefined;
  const key = { organizationKey: await getOrganizationKey(), id: session.accountId };
  if (session.kind === 'patient') {
    const account = await accountCaches.patient.read(key, () => findPatientAccount(key));
    return account && sessionIsCurrent(session, account) ? summarizePatient(account) : undefined;
  }
  const account = await accountCaches.staff.read(key, () => findStaffAccount(key));
  return account && sessionIsCurrent(session, account) ? summarizeStaff(account) : undefined;
}
