import 'server-only';
import type { OtherSessionsEnded, SignedInSessions } from '@/lib/contract/bff';
import { notFound } from '@/lib/bff/http/api-error';
import { recordSessionEvent } from '@/lib/bff/accounts/session-events';
import { endSessionRecords, listSessionRecords, publicSessionId } from '@/lib/bff/accounts/session-records';
import { endSession, readSession, type SessionData } from '@/lib/bff/session/session';
import { isSessionIdle } from '@/lib/bff/session/session-idle';

/**
 * Sign-out: this browser's session ends (its record is deleted, its cookie cleared); the account's other
 * sessions go on (ADR 0089). A sign-out by the inactivity warning is recorded as such.
 */
export async function signOut(): Promise<void> {
  const session = await readSession();
  if (session) {
    const ended = await endSessionRecords({
      kind: session.kind,
      accountId: session.accountId,
      only: session.sessionId,
    });
    if (ended.length > 0) {
      await recordSessionEvent({
        kind: session.kind,
        accountId: session.accountId,
        event: isSessionIdle(session) ? 'session.idle-signed-out' : 'session.signed-out',
      });
    }
  }
  await endSession();
}

/** The account's signed-in sessions, this one marked, most recently active first. */
export async function listSignedInSessions(session: SessionData): Promise<SignedInSessions> {
  const records = await listSessionRecords({ kind: session.kind, accountId: session.accountId });
  return {
    items: records.map((record) => ({
      id: publicSessionId(record.id),
      device: record.device,
      network: record.network,
      startedAt: record.createdAt.toISOString(),
      lastActiveAt: record.lastActiveAt.toISOString(),
      current: record.id === session.sessionId,
    })),
  };
}

/**
 * Ends one of the account's sessions, named as the list names it; 404 when the account has no such session
 * (another account's, or one already ended). Ending this browser's own is a sign-out.
 */
export async function endSignedInSession(session: SessionData, publicId: string): Promise<void> {
  const records = await listSessionRecords({ kind: session.kind, accountId: session.accountId });
  const target = records.find((record) => publicSessionId(record.id) === publicId);
  if (!target) throw notFound();
  if (target.id === session.sessionId) {
    await signOut();
    return;
  }
  const ended = await endSessionRecords({
    kind: session.kind,
    accountId: session.accountId,
    only: target.id,
  });
  if (ended.length === 0) throw notFound();
  await recordSessionEvent({
    kind: session.kind,
    accountId: session.accountId,
    event: 'session.ended-elsewhere',
  });
}

/** "Sign out everywhere else": every session of the account but this browser's ends. */
export async function endOtherSessions(session: SessionData): Promise<OtherSessionsEnded> {
  const ended = await endSessionRecords({
    kind: session.kind,
    accountId: session.accountId,
    except: session.sessionId,
  });
  await recordSessionEvent({
    kind: session.kind,
    accountId: session.accountId,
    event: 'session.others-ended',
    detail: { ended: ended.length },
  });
  return { ended: ended.length };
}
