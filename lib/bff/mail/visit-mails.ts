import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { BookingPolicy } from '@/lib/contract/bff';
import { buildCalendarFile, visitCalendarEvent } from '@/lib/client/booking/calendar-file';
import type { PatientAccount } from '@/lib/bff/accounts';
import { getAppConfig } from '@/lib/bff/config/current-app-config';
import { newId } from '@/lib/bff/crypto/random-values';
import { getAppDatabase } from '@/lib/bff/records/app-database';
import { getOrganizationKey } from '@/lib/bff/service/service-target';
import { getBookingPolicy } from '@/lib/bff/booking/booking-policy';
import { mailMessages, patientAccounts } from '@/lib/db/app-schema';
import { renderMail, type VisitFacts, type VisitMailKind } from './mail-content';

export type VisitChangeKind = Exclude<VisitMailKind, 'reminder'>;

/** What was done to a visit, as the mails about it need it. */
export interface VisitChange {
  patient: Pick<PatientAccount, 'id' | 'email'>;
  kind: VisitChangeKind;
  appointmentId: string;
  /** Null for a place in the ASAP waiting room. */
  startsAt: string | null;
  previousStartsAt?: string | null;
  durationMinutes: number;
  state: string;
  /** The request's idempotency key: a replay plans nothing new, a second move of one visit does. */
  actionKey: string;
}

const HOUR_MS = 3_600_000;

/** The zone the patient's browser last reported; UTC, named as such, before it ever did. */
async function patientTimeZone(patientAccountId: string): Promise<string> {
  const db = await getAppDatabase();
  const [row] = await db
    .select({ timeZone: patientAccounts.timeZone })
    .from(patientAccounts)
    .where(eq(patientAccounts.id, patientAccountId))
    .limit(1);
  return row?.timeZone ?? 'UTC';
}

function confirmationKey({ kind, appointmentId, startsAt, actionKey }: VisitChange): string {
  if (kind === 'rescheduled') return `rescheduled:${appointmentId}:${startsAt}:${actionKey}`;
  return `${kind}:${appointmentId}`;
}

function reminderTimes(policy: BookingPolicy, startsAt: string, now: Date): number[] {
  const start = Date.parse(startsAt);
  const hours = new Set([policy.firstReminderHours, policy.secondReminderHours].filter((value) => value > 0));
  // A reminder whose time has passed by the booking is not sent late.
  return [...hours].filter((value) => start - value * HOUR_MS > now.getTime());
}

/**
 * Plans the e-mails a change to a visit causes, in one transaction: its confirmation (always), the
 * reminders of a booked or moved scheduled visit at the policy's offsets, and, for a cancelled or moved
 * visit, the withdrawal of its reminders still waiting. The scheduler sends them (mail-scheduler.ts).
 */
export async function planVisitMails(change: VisitChange, now: Date = new Date()): Promise<void> {
  const [db, organizationKey, policy, timeZone] = await Promise.all([
    getAppDatabase(),
    getOrganizationKey(),
    getBookingPolicy(),
    patientTimeZone(change.patient.id),
  ]);
  const { appUrl } = getAppConfig().mail;
  const pageUrl = `${appUrl}/appointments/${encodeURIComponent(change.appointmentId)}`;
  const facts: VisitFacts = {
    organizationName: policy.organizationName,
    timeZone,
    startsAt: change.startsAt,
    previousStartsAt: change.previousStartsAt,
    pageUrl,
  };
  const calendar =
    change.kind !== 'cancelled' && change.startsAt
      ? buildCalendarFile(
          visitCalendarEvent({
            appointmentId: change.appointmentId,
            start: new Date(change.startsAt),
            end: new Date(Date.parse(change.startsAt) + change.durationMinutes * 60_000),
            state: change.state,
            pageUrl,
          }),
          now,
        )
      : null;
  const row = (kind: VisitMailKind, dedupeKey: string, dueAt: Date, extra: Partial<VisitFacts> = {}) => {
    const content = renderMail(kind, { ...facts, ...extra });
    return {
      id: newId('msg'),
      organizationKey,
      dedupeKey,
      kind,
      patientAccountId: change.patient.id,
      appointmentId: change.appointmentId,
      recipient: change.patient.email,
      subject: content.subject,
      textBody: content.text,
      htmlBody: content.html,
      calendar: kind === 'reminder' ? null : calendar,
      dueAt,
    };
  };
  const reminders =
    change.kind !== 'cancelled' && change.startsAt
      ? reminderTimes(policy, change.startsAt, now).map((hours) =>
          row(
            'reminder',
            `reminder:${change.appointmentId}:${change.startsAt}:${hours}`,
            new Date(Date.parse(change.startsAt!) - hours * HOUR_MS),
            { previousStartsAt: null },
          ),
        )
      : [];

  await db.transaction(async (tx) => {
    if (change.kind !== 'booked') {
      await tx
        .update(mailMessages)
        .set({ status: 'withdrawn', leaseUntil: null, leaseToken: null })
        .where(
          and(
            eq(mailMessages.organizationKey, organizationKey),
            eq(mailMessages.appointmentId, change.appointmentId),
            eq(mailMessages.kind, 'reminder'),
            eq(mailMessages.status, 'pending'),
          ),
        );
    }
    await tx
      .insert(mailMessages)
      .values(row(change.kind, confirmationKey(change), now))
      .onConflictDoNothing();
    if (reminders.length > 0) {
      // A visit moved back to a time it had before gets that time's reminders again.
      await tx
        .insert(mailMessages)
        .values(reminders)
        .onConflictDoUpdate({
          target: [mailMessages.organizationKey, mailMessages.dedupeKey],
          set: { status: 'pending', attempts: 0, lastError: null, leaseUntil: null, leaseToken: null },
          setWhere: sql`${mailMessages.status} = 'withdrawn'`,
        });
    }
  });
}
