import type { AccountSummary } from '@/lib/contract/bff';

/** The name in the header: the patient's name, or the e-mail of an account without one. */
export function patientDisplayName(account: Pick<AccountSummary, 'name' | 'email'>): string {
  return account.name?.trim() || account.email;
}
