import 'server-only';
import type { SessionKind, StaffRole } from '@/lib/contract/bff';
import { requirePatient, requireStaff } from '@/lib/bff/accounts/account-guards';
import { authRequired } from '@/lib/bff/http/api-error';
import { readSession } from '@/lib/bff/session/session';
import type { SecondFactorOwner } from '@/lib/bff/accounts/second-factor-store';

/** The signed-in person whose second factor a route changes, of either kind. */
export interface SecondFactorAccount {
  owner: SecondFactorOwner;
  kind: SessionKind;
  accountId: string;
  /** The label in the person's app. */
  email: string;
  role: StaffRole | undefined;
}

/**
 * The signed-in patient or staff member. An admin without a second factor gets through here: setting it
 * up is what they are being sent to do.
 */
export async function requireSecondFactorAccount(): Promise<SecondFactorAccount> {
  const session = await readSession();
  if (session?.kind === 'patient') {
    const { account } = await requirePatient();
    return {
      owner: { organizationKey: account.organizationKey, kind: 'patient', accountId: account.id },
      kind: 'patient',
      accountId: account.id,
      email: account.email,
      role: undefined,
    };
  }
  if (session?.kind !== 'staff') throw authRequired();
  const staff = await requireStaff({ secondFactorSetup: true });
  return {
    owner: { organizationKey: staff.organizationKey, kind: 'staff', accountId: staff.id },
    kind: 'staff',
    accountId: staff.id,
    email: staff.email,
    role: staff.role,
  };
}
