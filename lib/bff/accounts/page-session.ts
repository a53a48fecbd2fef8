import 'server-only';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import type { AccountSummary } from '@/lib/contract/bff';
import { signInHref } from '@/lib/client/account/safe-next-path';
import { findCurrentAccount } from '@/lib/bff/accounts/current-account';
import { REQUEST_PATH_HEADER } from '@/lib/bff/http/request-path';

export type PatientSummary = AccountSummary & { kind: 'patient' };

/** The signed-in patient for a page, or undefined: a staff session is not a patient. */
export async function findSignedInPatient(): Promise<PatientSummary | undefined> {
  const account = await findCurrentAccount();
  return account?.kind === 'patient' ? (account as PatientSummary) : undefined;
}

/** The signed-in patient, or a redirect to sign in and back to the page being rendered. */
export async function requirePatientPage(): Promise<PatientSummary> {
  const patient = await findSignedInPatient();
  if (patient) return patient;
  const path = (await headers()).get(REQUEST_PATH_HEADER) ?? '/';
  redirect(signInHref(path));
}
