import 'server-only';
import { and, eq } from 'drizzle-orm';
import { visitRecords } from '@/lib/db/app-schema';
import { bffLog } from '@/lib/bff/logging/bff-logger';
import { getAppDatabase } from '@/lib/bff/records/app-database';
import { loggableError } from '@/lib/logging/loggable-error';
import { announceQueueChange } from './queue-changes';

interface VisitKey {
  organizationKey: string;
  appointmentId: string;
}

/** The queue item of a visit: the waiting room's for an ASAP visit, the upcoming visit's for a time. */
const visitItemKey = (appointmentId: string, startsAt: string | null) =>
  startsAt === null ? `waiting:${appointmentId}` : `visit:${appointmentId}`;

/**
 * The visit was already booked, moved or cancelled at the service: a failure to keep this app's copy is
 * logged, and the patient's (or staff member's) request still succeeds.
 */
async function keepingRecord(what: string, work: () => Promise<void>) {
  try {
    await work();
  } catch (error) {
    bffLog.error({ change: what, error: loggableError(error) }, 'could not keep the record of a visit');
  }
}

export function recordVisitBooked({
  organizationKey,
  appointmentId,
  patientAccountId,
  chatId,
  startsAt,
}: VisitKey & { patientAccountId: string; chatId: string; startsAt: string | null }): Promise<void> {
  return keepingRecord('booked', async () => {
    const db = await getAppDatabase();
    const values = { chatId, startsAt: startsAt === null ? null : new Date(startsAt), cancelledAt: null };
    // A replayed booking (the same idempotency key) answers the same appointment: one record.
    await db
      .insert(visitRecords)
      .values({ organizationKey, appointmentId, patientAccountId, ...values })
      .onConflictDoNothing();
    await announceQueueChange({
      organizationKey,
      change: 'added',
      itemKey: visitItemKey(appointmentId, startsAt),
    });
  });
}

export function recordVisitCancelled({ organizationKey, appointmentId }: VisitKey): Promise<void> {
  return keepingRecord('cancelled', async () => {
    const db = await getAppDatabase();
    const [row] = await db
      .update(visitRecords)
      .set({ cancelledAt: new Date() })
      .where(
        and(eq(visitRecords.organizationKey, organizationKey), eq(visitRecords.appointmentId, appointmentId)),
      )
      .returning({ startsAt: visitRecords.startsAt });
    if (!row) return;
    await announceQueueChange({
      organizationKey,
      change: 'removed',
      itemKey: visitItemKey(appointmentId, row.startsAt?.toISOString() ?? null),
    });
  });
}

/** A new time: an ASAP visit given a time leaves the waiting room and becomes an upcoming visit. */
export function recordVisitRescheduled({
  organizationKey,
  appointmentId,
  startsAt,
}: VisitKey & { startsAt: string }): Promise<void> {
  return keepingRecord('rescheduled', async () => {
    const db = await getAppDatabase();
    const where = and(
      eq(visitRecords.organizationKey, organizationKey),
      eq(visitRecords.appointmentId, appointmentId),
    );
    // The record's own start, not the service's: the service gives an ASAP visit a time of its own.
    const [previous] = await db.select({ startsAt: visitRecords.startsAt }).from(visitRecords).where(where);
    if (!previous) return;
    await db
      .update(visitRecords)
      .set({ startsAt: new Date(startsAt) })
      .where(where);
    const before = visitItemKey(appointmentId, previous.startsAt?.toISOString() ?? null);
    const after = visitItemKey(appointmentId, startsAt);
    if (before !== after) await announceQueueChange({ organizationKey, change: 'removed', itemKey: before });
    await announceQueueChange({ organizationKey, change: 'added', itemKey: after });
  });
}
