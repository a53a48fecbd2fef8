import 'server-only';
import { BFF_ERROR_CODES, type AccountSummary } from '@/lib/contract/bff';
import { summarizePatient, summarizeStaff } from '@/lib/bff/accounts/current-account';
import { findPatientAccount } from '@/lib/bff/accounts/patient-accounts';
import {
  secondFactorStatus,
  verifySecondFactor,
  type SecondFactorProof,
} from '@/lib/bff/accounts/second-factor';
import { recordSecondFactorEvent } from '@/lib/bff/accounts/second-factor-events';
import { ApiError } from '@/lib/bff/http/api-error';
import { getOrganizationKey } from '@/lib/bff/service/service-target';
import { endPendingSignIn, readPendingSignIn } from '@/lib/bff/session/pending-sign-in';
import { startSession } from '@/lib/bff/accounts/session-records';
import { findStaffAccount } from '@/lib/bff/staff/staff-accounts';

export const signInStepExpired = () =>
  new ApiError({
    status: 401,
    code: BFF_ERROR_CODES.signInStepExpired,
    message: 'Your sign-in took too long or was not started. Enter your e-mail address and password again.',
  });

/**
 * The code step of sign-in (ADR 0092): only with the pending state the password step left, for the same
 * account at the same session version (a sign-out everywhere or a new password since ends it), and for a
 * staff account still enabled. A right code or an unused recovery code opens the session and ends the
 * pending state; a wrong one leaves it for another try, within the throttle.
 */
export async function completeSecondFactorSignIn({
  proof,
  ip,
  userAgent,
}: {
  proof: SecondFactorProof;
  ip: string;
  /** The code step's User-Agent, for the list of devices: only its summary is kept. */
  userAgent: string | null;
}): Promise<AccountSummary> {
  const pending = await readPendingSignIn();
  if (!pending) throw signInStepExpired();
  const organizationKey = await getOrganizationKey();
  const key = { organizationKey, id: pending.accountId };
  const found =
    pending.kind === 'patient'
      ? await findPatientAccount(key).then((account) => account && { kind: 'patient' as const, account })
      : await findStaffAccount(key).then((account) => account && { kind: 'staff' as const, account });
  const stillValid =
    found &&
    found.account.sessionVersion === pending.version &&
    !(found.kind === 'staff' && found.account.disabledAt !== null);
  if (!found || !stillValid) {
    await endPendingSignIn();
    throw signInStepExpired();
  }
  const owner = { organizationKey, kind: found.kind, accountId: found.account.id };
  const used = await verifySecondFactor({ owner, proof, ip });
  await endPendingSignIn();
  await startSession({
    accountId: found.account.id,
    kind: found.kind,
    version: found.account.sessionVersion,
    userAgent,
    clientAddress: ip,
  });
  if (used === 'recovery-code') {
    const { recoveryCodesLeft } = await secondFactorStatus(owner);
    await recordSecondFactorEvent({
      kind: found.kind,
      accountId: found.account.id,
      event: 'recovery_code_used',
      detail: { recoveryCodesLeft },
    });
  }
  return found.kind === 'patient' ? summarizePatient(found.account) : summarizeStaff(found.account);
}
