import 'server-only';
import type { SessionKind } from '@/lib/contract/bff';
import { securityLog } from '@/lib/bff/logging/security-log';
import { recordAudit } from '@/lib/bff/records/audit-log';

/** What happened to an account's sessions (ADR 0089). */
export type SessionEvent =
  'session.signed-out' | 'session.idle-signed-out' | 'session.ended-elsewhere' | 'session.others-ended';

/**
 * Records a change to an account's sessions as the account's other security events are recorded: a staff
 * member's in the audit log, a patient's as one security-log line (patients have no audit log). Ids and
 * counts only: never a device, an address or a cookie.
 */
export async function recordSessionEvent({
  kind,
  accountId,
  event,
  detail = {},
}: {
  kind: SessionKind;
  accountId: string;
  event: SessionEvent;
  detail?: Record<string, string | number | boolean>;
}): Promise<void> {
  if (kind === 'staff') {
    await recordAudit({ staffAccountId: accountId, action: `account.${event}`, detail });
  } else {
    securityLog.info({ event: `account.${event}`, accountId, ...detail }, event);
  }
}
