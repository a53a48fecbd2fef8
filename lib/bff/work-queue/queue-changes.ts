import 'server-only';
import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { WorkQueueChange, WorkQueueChangeKind } from '@/lib/contract/bff';
import { workQueueChanges } from '@/lib/db/app-schema';
import { bffLog } from '@/lib/bff/logging/bff-logger';
import { onShutdownFlush } from '@/lib/bff/lifecycle/shutdown-state';
import { getAppDatabase, resolveAppDatabaseLocation } from '@/lib/bff/records/app-database';
import { loggableError } from '@/lib/logging/loggable-error';
import { createInProcessChannel, createPostgresChannel, type QueueChannel } from './queue-channel';

/** Changes are read again after a reconnect for this long; a console away longer reads the queue afresh. */
export const CHANGE_RETENTION_MS = 24 * 60 * 60 * 1000;

const channelKey = Symbol.for('consultation.work-queue-channel');

/** The process's one channel (route bundles are separate module copies: it lives on globalThis). */
export function getQueueChannel(): QueueChannel {
  const globalScope = globalThis as { [channelKey]?: QueueChannel };
  if (!globalScope[channelKey]) {
    const location = resolveAppDatabaseLocation();
    const channel =
      location.kind === 'postgres'
        ? createPostgresChannel({
            url: location.url,
            notify: async (name, payload) => {
              const db = await getAppDatabase();
              await db.execute(sql`SELECT pg_notify(${name}, ${payload})`);
            },
          })
        : createInProcessChannel();
    globalScope[channelKey] = channel;
    onShutdownFlush('work-queue channel', () => channel.close());
  }
  return globalScope[channelKey];
}

function toChange(row: typeof workQueueChanges.$inferSelect): WorkQueueChange {
  return {
    id: row.id,
    change: row.change as WorkQueueChangeKind,
    itemKey: row.itemKey,
    staffAccountId: row.staffAccountId,
    at: row.at.toISOString(),
  };
}

/** Writes the change to the log and tells every instance. */
export async function recordQueueChange({
  organizationKey,
  change,
  itemKey,
  staffAccountId = null,
}: {
  organizationKey: string;
  change: WorkQueueChangeKind;
  itemKey: string;
  staffAccountId?: string | null;
}): Promise<WorkQueueChange> {
  const db = await getAppDatabase();
  const [row] = await db
    .insert(workQueueChanges)
    .values({ organizationKey, change, itemKey, staffAccountId })
    .returning();
  const recorded = toChange(row!);
  await getQueueChannel().publish({ organizationKey, change: recorded });
  // Now and then, not on every write: the log only serves consoles that reconnect within a day.
  if (recorded.id % 200 === 0) {
    await db
      .delete(workQueueChanges)
      .where(lt(workQueueChanges.at, new Date(Date.now() - CHANGE_RETENTION_MS)))
      .catch((error: unknown) =>
        bffLog.warn({ error: loggableError(error) }, 'could not prune queue changes'),
      );
  }
  return recorded;
}

/**
 * For what happens to a patient (a safety event, a completed chat, a booking): the queue is told, but the
 * patient's own request never fails because of it; the console reads the queue afresh on its next load.
 */
export async function announceQueueChange(change: Parameters<typeof recordQueueChange>[0]): Promise<void> {
  try {
    await recordQueueChange(change);
  } catch (error) {
    bffLog.error(
      { itemKey: change.itemKey, error: loggableError(error) },
      'could not announce a work-queue change',
    );
  }
}

/** The changes after `afterId`, oldest first, at most `limit`. */
export async function changesSince({
  organizationKey,
  afterId,
  limit,
}: {
  organizationKey: string;
  afterId: number;
  limit: number;
}): Promise<WorkQueueChange[]> {
  const db = await getAppDatabase();
  const rows = await db
    .select()
    .from(workQueueChanges)
    .where(and(eq(workQueueChanges.organizationKey, organizationKey), gt(workQueueChanges.id, afterId)))
    .orderBy(asc(workQueueChanges.id))
    .limit(limit);
  return rows.map(toChange);
}

/** The id of the newest change of the organization, 0 when there is none. */
export async function latestChangeId(organizationKey: string): Promise<number> {
  const db = await getAppDatabase();
  const [row] = await db
    .select({ id: sql<number>`coalesce(max(${workQueueChanges.id}), 0)::bigint` })
    .from(workQueueChanges)
    .where(eq(workQueueChanges.organizationKey, organizationKey));
  return Number(row?.id ?? 0);
}
