import 'server-only';
import { and, asc, desc, eq, gte, lt, ne, type SQL } from 'drizzle-orm';
import type { RequestLogQuery, StaffRequestLog } from '@/lib/contract/bff';
import type { Database } from '@/lib/db/connection';
import { requestLog } from '@/lib/db/app-schema';

function statusCondition(status: string): SQL {
  if (status === 'failed') return ne(requestLog.outcome, 'ok');
  const statusClass = /^([1-5])xx$/.exec(status);
  if (statusClass) {
    const floor = Number(statusClass[1]) * 100;
    return and(gte(requestLog.status, floor), lt(requestLog.status, floor + 100))!;
  }
  return eq(requestLog.status, Number(status));
}

/** One organization's newest service calls matching the filters, and every path template it has logged. */
export async function searchRequestLog({
  db,
  organizationKey,
  query,
}: {
  db: Database;
  organizationKey: string;
  query: RequestLogQuery;
}): Promise<StaffRequestLog> {
  const conditions: SQL[] = [eq(requestLog.organizationKey, organizationKey)];
  if (query.status) conditions.push(statusCondition(query.status));
  if (query.pathTemplate) conditions.push(eq(requestLog.pathTemplate, query.pathTemplate));
  if (query.patientId) conditions.push(eq(requestLog.patientAccountId, query.patientId));
  if (query.requestId) conditions.push(eq(requestLog.requestId, query.requestId));
  const [rows, templates] = await Promise.all([
    db
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
        patientAccountId: requestLog.patientAccountId,
      })
      .from(requestLog)
      .where(and(...conditions))
      .orderBy(desc(requestLog.id))
      .limit(query.limit),
    db
      .selectDistinct({ pathTemplate: requestLog.pathTemplate })
      .from(requestLog)
      .where(eq(requestLog.organizationKey, organizationKey))
      .orderBy(asc(requestLog.pathTemplate)),
  ]);
  return {
    items: rows.map((row) => ({ ...row, at: row.at.toISOString() })),
    pathTemplates: templates.map((row) => row.pathTemplate),
  };
}

/** The log keeps at most 5,000 calls per organization; this bounds a health read all the same. */
const CALLS_CONSIDERED = 10_000;

/** Duration and outcome of the organization's calls since `since`, oldest first, for the health view. */
export async function listCallsSince({
  db,
  organizationKey,
  since,
}: {
  db: Database;
  organizationKey: string;
  since: Date;
}) {
  return db
    .select({ at: requestLog.at, durationMs: requestLog.durationMs, outcome: requestLog.outcome })
    .from(requestLog)
    .where(and(eq(requestLog.organizationKey, organizationKey), gte(requestLog.at, since)))
    .orderBy(asc(requestLog.at))
    .limit(CALLS_CONSIDERED);
}
