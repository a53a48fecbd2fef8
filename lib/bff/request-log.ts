import 'server-only';
import { desc, lte, sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/connection';
import { requestLog } from '@/lib/db/app-schema';

/** What the service client reports of each call (the client's `ServiceCallRecord`). */
export interface ServiceCallEntry {
  method: string;
  pathTemplate: string;
  status?: number | null;
  durationMs: number;
  requestId?: string | null;
  attempt: number;
  outcome: string;
}

export const REQUEST_LOG_KEEP = 5_000;
export const REQUEST_LOG_PRUNE_EVERY = 100;

export interface RequestLogWriter {
  record(entry: ServiceCallEntry, at?: Date): Promise<void>;
}

/** Keeps the newest `keep` rows; pruning rides on every `pruneEvery`-th insert, the first one included. */
export function createRequestLogWriter({
  getDatabase,
  keep = REQUEST_LOG_KEEP,
  pruneEvery = REQUEST_LOG_PRUNE_EVERY,
}: {
  getDatabase: () => Promise<Database>;
  keep?: number;
  pruneEvery?: number;
}): RequestLogWriter {
  let insertsUntilPrune = 1;
  return {
    async record(entry, at = new Date()) {
      const db = await getDatabase();
      await db.insert(requestLog).values({
        at,
        method: entry.method,
        pathTemplate: entry.pathTemplate,
        status: entry.status ?? 0,
        durationMs: Math.max(0, Math.round(entry.durationMs)),
        requestId: entry.requestId ?? null,
        attempt: entry.attempt,
        outcome: entry.outcome,
      });
      insertsUntilPrune -= 1;
      if (insertsUntilPrune > 0) return;
      insertsUntilPrune = pruneEvery;
      const newestBeyondKeep = db
        .select({ id: requestLog.id })
        .from(requestLog)
        .orderBy(desc(requestLog.id))
        .offset(keep)
        .limit(1);
      await db.delete(requestLog).where(lte(requestLog.id, sql`(${newestBeyondKeep})`));
    },
  };
}

export async function listRecentServiceCalls({ db, limit = 100 }: { db: Database; limit?: number }) {
  return db.select().from(requestLog).orderBy(desc(requestLog.id)).limit(limit);
}
