import 'server-only';
import type { SessionKind } from '@/lib/contract/bff';
import { bffLog } from '@/lib/bff/logging/bff-logger';
import { recordAudit } from '@/lib/bff/records/audit-log';

export type SecondFactorEvent = 'enabled' | 'disabled' | 'recovery_code_used' | 'reset_by_admin';

/**
 * Every change to a person's second factor: in the audit log for staff (`account.two_factor.*`), as a log
 * line with the account's id for patients, who have no audit log (as for a password change, ADR 0086).
 * Never the key or a code.
 */
export async function recordSecondFactorEvent({
  kind,
  accountId,
  event,
  detail = {},
  byStaffId,
}: {
  kind: SessionKind;
  accountId: string;
  event: SecondFactorEvent;
  detail?: Record<string, unknown>;
  /** The admin who did it, when it was not the person themself. */
  byStaffId?: string;
}): Promise<void> {
  const action = `account.two_factor.${event}`;
  if (kind === 'staff') {
    await recordAudit({
      staffAccountId: byStaffId ?? accountId,
      action,
      detail: byStaffId ? { ...detail, targetStaffId: accountId } : detail,
    });
    return;
  }
  bffLog.info({ event: `two_factor.${event}`, kind, accountId, ...detail }, 'two-factor sign-in changed');
}
