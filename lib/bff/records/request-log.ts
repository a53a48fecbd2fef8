import 'server-only';
import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/connection';
import { requestLog } from '@/lib/db/app-schema';
import type { ServiceCallRecord } from '@/lib/service';
import { getOrganizationKey as getDeploymentOrganizationKey } from '@/lib/bff/service/service-target';

export const REQUEST_LOG_KEEP = 5_000;
export const REQUEST_LOG_PRUNE_EVERY = 100;

/** A service call, and the patient it was made for when known. */
export type RequestLogEntry = ServiceCallRecord & { patientAccountId?: string | null };

export interface TimedServiceCall {
  entry: RequestLogEntry;
  at: Date;
}

export interface RequestLogWriter {
  record(entry: RequestLogEntry, at?: Date): Promise<void>;
  /** Many calls in one insert (see request-log-batch.ts); pruning counts each row. */
  recordMany(calls: readonly TimedServiceCall[]): Promise<void>;
}

/**
 * Stores each call under the organization `getOrganizationKey` names (by default this deployment's), and
 * keeps that organization's newest `keep` rows; pruning rides on every `pruneEvery`-th insert, the first
 * one included. Other organizations' rows are never pruned by this writer.
 */
export function createRequestLogWriter({
  getDatabase,
  getOrganizationKey = getDeploymentOrganizationKey,
  keep = REQUEST_LOG_KEEP,
  pruneEvery = REQUEST_LOG_PRUNE_EVERY,
}: {
  getDatabase: () => Promise<Database>;
  getOrganizationKey?: () => Promise<string>;
  keep?: number;
  pruneEvery?: number;
}): RequestLogWriter {
  let insertsUntilPrune = 1;
  async function recordMany(calls: readonly TimedServiceCall[]) {
    if (calls.length === 0) return;
    const [db, organizationKey] = await Promise.all([getDatabase(), getOrganizationKey()]);
    await db.insert(requestLog).values(
      calls.map(({ entry, at }) => ({
        organizationKey,
        at,
        method: entry.method,
        pathTemplate: entry.pathTemplate,
        status: entry.status ?? 0,
        durationMs: Math.max(0, Math.round(entry.durationMs)),
        requestId: entry.requestId,
        attempt: entry.attempt,
        outcome: entry.outcome,
        patientAccountId: entry.patientAccountId ?? null,
      })),
    );
    insertsUntilPrune -= calls.length;
    if (insertsUntilPrune > 0) return;
    insertsUntilPrune = pruneEvery;
    const inOrganization = eq(requestLog.organizationKey, organizationKey);
    const newestBeyondKeep = db
      .select({ id: requestLog.id })
      .from(requestLog)
      .where(inOrganization)
      .orderBy(desc(requestLog.id))
      .offset(keep)
      .limit(1);
    await db.delete(requestLog).where(and(inOrganization, lte(requestLog.id, sql`(${newestBeyondKeep})`)));
  }
  return {
    record: (entry, at = new Date()) => recordMany([{ entry, at }]),
    recordMany,
  };
}

/** One organization's newest calls, newest first; the organization key itself is not returned. */
export async function listRecentServiceCalls({
  db,
  organizationKey,
  limit = 100,
}: {
  db: Database;
  organizationKey: string;
  limit?: number;
}) {
  return db
    .select({
      id: requestLog.id,
      at: requestLog.at,
      method: requestLog.method,
      pathTemplate: requestLog.pathTemplate,
      status: requestLog.status,
      durationMs: requestLog.durationMs,
      requestId: requestLog.requestId,
      attempt: requestLog.attempt,
      outcome: requestLog.outcome,
    })
    .from(requestLog)
    .where(eq(requestLog.organizationKey, organizationKey))
    .orderBy(desc(requestLog.id))
    .limit(limit);
}
