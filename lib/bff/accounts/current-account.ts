import 'server-only';
import type { AccountSummary } from '@/lib/contract/bff';
import type { PatientAccount, StaffAccount } from '@/lib/bff/accounts/account-types';
import { readLiveSession } from '@/lib/bff/accounts/live-session';

export function summarizePatient(account: PatientAccount): AccountSummary {
  const name = [account.firstName, account.lastName].filter(Boolean).join(' ');
  return { kind: 'patient', email: account.email, name: name || null };
}

export function summarizeStaff(account: StaffAccount): AccountSummary {
  return { kind: 'staff', email: account.email, name: null, role: account.role };
}

/** The signed-in account of either kind, or undefined (no session, an ended or idle one, or no account). */
export async function findCurrentAccount(): Promise<AccountSummary | undefined> {
  const live = await readLiveSession();
  if (!live) return undefined;
  return live.kind === 'patient' ? summarizePatient(live.account) : summarizeStaff(live.account);
}
