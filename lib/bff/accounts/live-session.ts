import 'server-only';
import type { PatientAccount, StaffAccount } from '@/lib/bff/accounts/account-types';
import { accountCaches } from '@/lib/bff/accounts/account-cache';
import { findPatientAccount } from '@/lib/bff/accounts/patient-accounts';
import {
  endSessionRecords,
  findSessionRecord,
  noteSessionActivity,
} from '@/lib/bff/accounts/session-records';
import { recordSessionEvent } from '@/lib/bff/accounts/session-events';
import { sessionIsCurrent } from '@/lib/bff/accounts/session-versions';
import { bffLog } from '@/lib/bff/logging/bff-logger';
import { getOrganizationKey } from '@/lib/bff/service/service-target';
import { endSession, readSession, type SessionData } from '@/lib/bff/session/session';
import { isSessionIdle, touchSession } from '@/lib/bff/session/session-idle';
import { findStaffAccount } from '@/lib/bff/staff/staff-accounts';
import { loggableError } from '@/lib/logging/loggable-error';

export type LiveSession =
  | { kind: 'patient'; session: SessionData; account: PatientAccount }
  | { kind: 'staff'; session: SessionData; account: StaffAccount };

/**
 * The session this request carries and its account, while the session counts (ADR 0089): well sealed and
 * within its lifetime, not idle past its kind's timeout, its record still there, and its account's version
 * the one it was issued at. Each request that reads it counts as activity: the cookie's idle clock starts
 * again (at most every ten seconds, and not from a page render, which cannot set cookies) and the record's
 * last activity is written at most once a minute. Per request this is a map lookup for the seal, one for
 * the record and one for the account; the record and the account are read from the database together
 * when the short cache (ACCOUNT_CACHE_MS) has neither.
 */
export async function readLiveSession({
  now = Date.now(),
  activity = true,
}: {
  now?: number;
  /** False for the reads a console makes by itself (the work queue's live channel): no activity. */
  activity?: boolean;
} = {}): Promise<LiveSession | undefined> {
  const session = await readSession();
  if (!session) return undefined;
  if (isSessionIdle(session, now)) {
    await endIdleSession(session);
    return undefined;
  }
  const key = { organizationKey: await getOrganizationKey(), id: session.accountId };
  const [record, live] = await Promise.all([
    findSessionRecord(session),
    session.kind === 'patient'
      ? accountCaches.patient
          .read(key, () => findPatientAccount(key))
          .then((account): LiveSession | undefined => account && { kind: 'patient', session, account })
      : accountCaches.staff
          .read(key, () => findStaffAccount(key))
          .then((account): LiveSession | undefined => account && { kind: 'staff', session, account }),
  ]);
  if (!record || !live || !sessionIsCurrent(session, live.account)) return undefined;
  if (activity) {
    noteSessionActivity(record, now);
    await touchSession(session, now);
  }
  return live;
}

/**
 * A session found idle on a request: its record goes, so that it leaves the list of devices at once, and
 * the cookie is cleared where the request can (an API route; a page render cannot). Recorded once, by
 * whichever instance deletes the record.
 */
async function endIdleSession(session: SessionData): Promise<void> {
  try {
    const ended = await endSessionRecords({
      kind: session.kind,
      accountId: session.accountId,
      only: session.sessionId,
    });
    if (ended.length > 0) {
      await recordSessionEvent({
        kind: session.kind,
        accountId: session.accountId,
        event: 'session.idle-signed-out',
      });
    }
  } catch (error) {
    // The session is refused all the same: the idle clock is in the seal.
    bffLog.warn({ error: loggableError(error) }, 'could not end an idle session');
  }
  try {
    await endSession();
  } catch {
    // Rendering a page: cookies are read-only there.
  }
}
