import 'server-only';
import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/connection';
import { requestLog } from '@/lib/db/app-schema';
import type { ServiceCallRecord } from '@/lib/service';
import { getOrganizationKey as getDeploymentOrganizationKey } from '@/lib/bff/service/service-target';

export const REQUEST_LOG_KEEP = 5_000;
/**
 * A prune walks the newest `keep` rows and deletes what is older: once a thousand rows, not once a batch,
 * so that its cost spread over each row stays small (ADR 0101). The log holds up to keep + 999 rows.
 */
export const REQUEST_LOG_PRUNE_EVERY = 1_000;

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

/** The columns a service call fills; the id is the sequence's. */
const INSERTED_COLUMNS = [
  'organizationKey',
  'at',
  'method',
  'pathTemplate',
  'status',
  'durationMs',
  'requestId',
  'attempt',
  'outcome',
  'patientAccountId',
] as const satisfies readonly (keyof typeof requestLog.$inferInsert)[];

type InsertedColumn = (typeof INSERTED_COLUMNS)[number];
type Row = Record<string, string | number | null>;

const columnNames = sql.join(
  INSERTED_COLUMNS.map((column) => sql.identifier(requestLog[column].name)),
  sql`, `,
);

function rowOf(organizationKey: string, entry: RequestLogEntry, at: Date): Row {
  const values: Record<InsertedColumn, string | number | null> = {
    organizationKey,
    at: at.toISOString(),
    method: entry.method,
    pathTemplate: entry.pathTemplate,
    status: entry.status ?? 0,
    durationMs: Math.max(0, Math.round(entry.durationMs)),
    requestId: entry.requestId,
    attempt: entry.attempt,
    outcome: entry.outcome,
    patientAccountId: entry.patientAccountId ?? null,
  };
  const row: Row = {};
  for (const column of INSERTED_COLUMNS) row[requestLog[column].name] = values[column];
  return row;
}

/**
 * All the rows in one JSON parameter, which the database spreads into rows itself. A multi-row VALUES
 * list built by the query builder cost about three times as much CPU a row (ten parameters a row to
 * build, send and bind), which every request paid through its row (ADR 0101).
 */
function insertRows(rows: readonly Row[]) {
  return sql`insert into ${requestLog} (${columnNames})
    select ${columnNames} from json_populate_recordset(null::${requestLog}, ${JSON.stringify(rows)}::json)`;
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
    await db.execute(insertRows(calls.map(({ entry, at }) => rowOf(organizationKey, entry, at))));
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
