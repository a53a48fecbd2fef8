import 'server-only';
import type { SecondFactorStatusView, SessionKind, StaffRole } from '@/lib/contract/bff';
import { requirePatient } from '@/lib/bff/accounts/account-guards';
import { secondFactorStatus } from '@/lib/bff/accounts/second-factor';
import { ApiError } from '@/lib/bff/http/api-error';

/** What the account page and the profile show first of a person's two-factor sign-in. */
export async function secondFactorView({
  organizationKey,
  kind,
  accountId,
  role,
}: {
  organizationKey: string;
  kind: SessionKind;
  accountId: string;
  role?: StaffRole;
}): Promise<SecondFactorStatusView> {
  const status = await secondFactorStatus({ organizationKey, kind, accountId });
  return { ...status, required: role === 'admin' };
}

/** The signed-in patient's, for the profile; undefined without a patient session (the layout redirects). */
export async function patientSecondFactorView(): Promise<SecondFactorStatusView | undefined> {
  try {
    const { account } = await requirePatient();
    return secondFactorView({
      organizationKey: account.organizationKey,
      kind: 'patient',
      accountId: account.id,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return undefined;
    throw error;
  }
}
