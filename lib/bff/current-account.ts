import 'server-only';
import type { StaffRole } from '@/lib/db/app-schema';
import type { PatientAccount, StaffAccount } from './account-types';
import { getOrganizationKey } from './service-client';
import { findPatientAccount } from './patient-accounts';
import { readSession } from './session';
import { findStaffAccount } from './staff-accounts';

/** What the browser may know about who is signed in. */
export interface AccountSummary {
  kind: 'patient' | 'staff';
  email: string;
  name: string | null;
  role?: StaffRole;
}

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
  const organizationKey = await getOrganizationKey();
  if (session.kind === 'patient') {
    const account = await findPatientAccount({ organizationKey, id: session.accountId });
    return account && summarizePatient(account);
  }
  const account = await findStaffAccount({ organizationKey, id: session.accountId });
  return account && summarizeStaff(account);
}
