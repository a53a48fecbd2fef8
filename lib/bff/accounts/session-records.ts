import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, desc, eq, gt, lt, ne, or } from 'drizzle-orm';
import type { SessionKind } from '@/lib/contract/bff';
import type { Database } from '@/lib/db/connection';
import { accountSessions } from '@/lib/db/app-schema';
import { createAccountCache } from '@/lib/bff/accounts/account-cache';
import { getAppConfig } from '@/lib/bff/config/current-app-config';
import { sha256Hex } from '@/lib/bff/crypto/sha256';
import { bffLog } from '@/lib/bff/logging/bff-logger';
import { getAppDatabase } from '@/lib/bff/records/app-database';
import { coarseNetwork } from '@/lib/bff/http/address-key';
import { getOrganizationKey } from '@/lib/bff/service/service-target';
import { summarizeUserAgent } from '@/lib/bff/session/session-device';
import { idleTimeoutMs } from '@/lib/bff/session/session-idle';
import { SESSION_LIFETIME_SECONDS, writeSessionCookie, type SessionData } from '@/lib/bff/session/session';

/**
 * One record per signed-in browser (ADR 0089). The sealed cookie names its record; a session whose record
 * is gone is refused. Records are read through the same short cache as accounts (ADR 0047): on the instance
 * that deletes one the session is refused from the next request on, on the others within ACCOUNT_CACHE_MS.
 */
export type SessionRecord = typeof accountSessions.$inferSelect;

/** Activity is written to a record at most this often: the list of devices needs no finer clock. */
export const ACTIVITY_WRITE_EVERY_MS = 60_000;

const recordCache = createAccountCache<SessionRecord>({
  ttlMs: () => getAppConfig().accountCacheMs,
  processWideName: 'session-records',
});

/** 128 random bits: 22 base64url characters (SESSION_ID_PATTERN). */
export function newSessionId(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * What the browser is shown for a session instead of its id: the id stays between the seal and the
 * database, so no page, URL or request log carries it.
 */
export function publicSessionId(sessionId: string): string {
  return sha256Hex(`session:${sessionId}`).slice(0, 32);
}

/** Signs this browser in: a new record, then the cookie that names it. */
export async function startSession({
  accountId,
  kind,
  version,
  userAgent = null,
  clientAddress = null,
  now = Date.now(),
}: {
  accountId: string;
  kind: SessionKind;
  version: number;
  /** The sign-in request's User-Agent: only its summary is kept. */
  userAgent?: string | null;
  /** The sign-in request's client address: only its network is kept. */
  clientAddress?: string | null;
  now?: number;
}): Promise<SessionData> {
  const [db, organizationKey] = await Promise.all([getAppDatabase(), getOrganizationKey()]);
  const sessionId = newSessionId();
  const at = new Date(now);
  await db.insert(accountSessions).values({
    id: sessionId,
    organizationKey,
    kind,
    accountId,
    device: summarizeUserAgent(userAgent),
    network: clientAddress === null ? null : coarseNetwork(clientAddress),
    createdAt: at,
    lastActiveAt: at,
  });
  pruneSessionRecordsNowAndThen({ db, now: at });
  const data: SessionData = { sessionId, accountId, kind, version, issuedAt: now };
  await writeSessionCookie(data);
  return data;
}

/** The session's record, or undefined when it has been ended (or belongs to another account). */
export async function findSessionRecord(session: SessionData): Promise<SessionRecord | undefined> {
  const organizationKey = await getOrganizationKey();
  const record = await recordCache.read({ organizationKey, id: session.sessionId }, async () => {
    const db = await getAppDatabase();
    const [row] = await db
      .select()
      .from(accountSessions)
      .where(
        and(eq(accountSessions.organizationKey, organizationKey), eq(accountSessions.id, session.sessionId)),
      );
    return row;
  });
  return record && record.kind === session.kind && record.accountId === session.accountId
    ? record
    : undefined;
}

/** When this process last wrote a record's activity, so that a burst of requests writes it once. */
const ACTIVITY_WRITES_KEPT = 5_000;
const activityWrittenAt = new Map<string, number>();

/**
 * Notes a request as the session's activity in its record, at most once a minute per session and without
 * holding the request up: a write that fails is logged, and the next minute tries again.
 */
export function noteSessionActivity(record: SessionRecord, now = Date.now()): void {
  const last = Math.max(record.lastActiveAt.getTime(), activityWrittenAt.get(record.id) ?? 0);
  if (now - last < ACTIVITY_WRITE_EVERY_MS) return;
  activityWrittenAt.delete(record.id);
  if (activityWrittenAt.size >= ACTIVITY_WRITES_KEPT)
    activityWrittenAt.delete(activityWrittenAt.keys().next().value!);
  activityWrittenAt.set(record.id, now);
  const at = new Date(now);
  getAppDatabase()
    .then((db) =>
      db
        .update(accountSessions)
        .set({ lastActiveAt: at })
        // Another instance that wrote it within the minute has done this one's work.
        .where(
          and(
            eq(accountSessions.id, record.id),
            lt(accountSessions.lastActiveAt, new Date(now - ACTIVITY_WRITE_EVERY_MS)),
          ),
        ),
    )
    .catch((error: unknown) => {
      bffLog.warn(
        { error: error instanceof Error ? error.name : 'error' },
        'could not record session activity',
      );
    });
}

/** After the deletion is committed: this instance refuses those sessions from the next request on. */
export function forgetSessionRecords(ids: readonly string[]): void {
  for (const id of ids) {
    recordCache.forget(id);
    activityWrittenAt.delete(id);
  }
}

/**
 * Deletes sessions of one account, in `db` (a transaction's, when it is part of a change): all of them, one
 * (`only`), or all but one (`except`). Answers the ids deleted, for `forgetSessionRecords` after commit.
 */
export async function deleteSessionRecords(
  db: Database,
  {
    organizationKey,
    kind,
    accountId,
    only,
    except,
  }: { organizationKey: string; kind: SessionKind; accountId: string; only?: string; except?: string },
): Promise<string[]> {
  const deleted = await db
    .delete(accountSessions)
    .where(
      and(
        eq(accountSessions.organizationKey, organizationKey),
        eq(accountSessions.kind, kind),
        eq(accountSessions.accountId, accountId),
        only === undefined ? undefined : eq(accountSessions.id, only),
        except === undefined ? undefined : ne(accountSessions.id, except),
      ),
    )
    .returning({ id: accountSessions.id });
  return deleted.map((row) => row.id);
}

/** `deleteSessionRecords` on its own, forgetting what it deleted. */
export async function endSessionRecords(selection: {
  kind: SessionKind;
  accountId: string;
  only?: string;
  except?: string;
}): Promise<string[]> {
  const [db, organizationKey] = await Promise.all([getAppDatabase(), getOrganizationKey()]);
  const ids = await deleteSessionRecords(db, { organizationKey, ...selection });
  forgetSessionRecords(ids);
  return ids;
}

/**
 * Records that may still count: started within the seal's lifetime and active within the idle timeout (with
 * a minute's slack, since activity is written once a minute).
 */
function stillPossiblyLive(kind: SessionKind, now: number) {
  return and(
    gt(accountSessions.createdAt, new Date(now - SESSION_LIFETIME_SECONDS * 1000)),
    gt(accountSessions.lastActiveAt, new Date(now - idleTimeoutMs(kind) - 2 * ACTIVITY_WRITE_EVERY_MS)),
  );
}

/** The account's signed-in sessions, most recently active first. */
export async function listSessionRecords({
  kind,
  accountId,
  now = Date.now(),
}: {
  kind: SessionKind;
  accountId: string;
  now?: number;
}): Promise<SessionRecord[]> {
  const [db, organizationKey] = await Promise.all([getAppDatabase(), getOrganizationKey()]);
  return db
    .select()
    .from(accountSessions)
    .where(
      and(
        eq(accountSessions.organizationKey, organizationKey),
        eq(accountSessions.kind, kind),
        eq(accountSessions.accountId, accountId),
        stillPossiblyLive(kind, now),
      ),
    )
    .orderBy(desc(accountSessions.lastActiveAt), desc(accountSessions.createdAt))
    .limit(100);
}

/** Deletes the records no session can use any more: past the seal's lifetime or idle beyond recall. */
export async function pruneSessionRecords({ db, now }: { db: Database; now: Date }): Promise<number> {
  const at = now.getTime();
  const deleted = await db
    .delete(accountSessions)
    .where(
      or(
        lt(accountSessions.createdAt, new Date(at - SESSION_LIFETIME_SECONDS * 1000)),
        ...(['patient', 'staff'] as const).map((kind) =>
          and(
            eq(accountSessions.kind, kind),
            lt(
              accountSessions.lastActiveAt,
              new Date(at - idleTimeoutMs(kind) - 2 * ACTIVITY_WRITE_EVERY_MS),
            ),
          ),
        ),
      ),
    )
    .returning({ id: accountSessions.id });
  forgetSessionRecords(deleted.map((row) => row.id));
  return deleted.length;
}

const PRUNE_INTERVAL_MS = 10 * 60 * 1000;
let lastPrunedAt = 0;

/** From the sign-in path, at most once per interval per process, without holding sign-in up. */
function pruneSessionRecordsNowAndThen({ db, now }: { db: Database; now: Date }): void {
  if (now.getTime() - lastPrunedAt < PRUNE_INTERVAL_MS) return;
  lastPrunedAt = now.getTime();
  pruneSessionRecords({ db, now }).catch((error: unknown) => {
    bffLog.warn({ error: error instanceof Error ? error.name : 'error' }, 'could not prune account_sessions');
  });
}
