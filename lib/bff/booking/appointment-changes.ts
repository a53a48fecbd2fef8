import 'server-only';
import type { AsapBooking, ScheduledBooking, UsStateCode } from '@/lib/contract';
import { insideNoticeWindow } from '@/lib/contract/bff';
import type { PatientAccount } from '@/lib/bff/accounts';
import { rememberPatientTimeZone } from '@/lib/bff/accounts/patient-time-zone';
import { getServiceClient } from '@/lib/bff/service/deployment-service-client';
import { notifyVisitChange } from '@/lib/bff/mail/mail-runtime';
import {
  recordVisitBooked,
  recordVisitCancelled,
  recordVisitRescheduled,
} from '@/lib/bff/work-queue/visit-records';
import { getBookingPolicy } from './booking-policy';
import { refuseInsideNoticeWindow } from './notice-window';

/** Who asks: a patient is held to the notice window, staff acting on their behalf are not. */
export type ChangeActor = 'patient' | 'staff';

interface VisitRequest {
  patient: PatientAccount;
  idempotencyKey: string;
  actor: ChangeActor;
}

type Change = VisitRequest & { appointmentId: string };

/** What the audit log keeps of a staff change: whether it was made inside the window. */
export interface ChangeOutcome {
  insideNoticeWindow: boolean;
}

/** The patient's own request tells the zone their e-mails use; staff's requests come from another browser. */
async function prepare({ patient, actor }: VisitRequest) {
  if (actor === 'patient') await rememberPatientTimeZone(patient);
  return getServiceClient();
}

/**
 * The visit as it stands, and whether the change is allowed: the policy is read per request, so a change
 * of policy applies from the next request on. A patient inside the window is refused here, before any
 * change is sent to the service.
 */
async function checkChange(change: Change, action: 'cancel' | 'reschedule') {
  const client = await prepare(change);
  const appointment = await client.getAppointment({
    userId: change.patient.serviceUserId,
    appointmentId: change.appointmentId,
  });
  const policy = await getBookingPolicy();
  // Only a booked visit is held to the window: the service itself refuses to change a cancelled one.
  const inside =
    appointment.status === 'booked' && insideNoticeWindow(policy, appointment.startsAt, new Date());
  if (inside && change.actor === 'patient') refuseInsideNoticeWindow({ policy, appointment, action });
  return { client, appointment, inside };
}

/**
 * The booking's confirmation (and, for a time, its reminders), keyed by the booking's idempotency key; and
 * the app's record of the visit, which the staff work queue reads.
 */
async function notifyBooked(
  request: VisitRequest & { state: UsStateCode; chatId: string },
  booking: { id: string; durationMinutes: number },
  startsAt: string | null,
): Promise<void> {
  await recordVisitBooked({
    organizationKey: request.patient.organizationKey,
    appointmentId: booking.id,
    patientAccountId: request.patient.id,
    chatId: request.chatId,
    startsAt,
  });
  await notifyVisitChange({
    patient: request.patient,
    kind: 'booked',
    appointmentId: booking.id,
    startsAt,
    durationMinutes: booking.durationMinutes,
    state: request.state,
    actionKey: request.idempotencyKey,
  });
}

export async function bookScheduledVisit(
  request: VisitRequest & { chatId: string; startsAt: string; state: UsStateCode },
): Promise<ScheduledBooking> {
  const client = await prepare(request);
  const booking = await client.bookScheduledAppointment({
    userId: request.patient.serviceUserId,
    chatId: request.chatId,
    startsAt: request.startsAt,
    state: request.state,
    idempotencyKey: request.idempotencyKey,
  });
  await notifyBooked(request, booking, request.startsAt);
  return booking;
}

export async function bookAsapVisit(
  request: VisitRequest & { chatId: string; state: UsStateCode },
): Promise<AsapBooking> {
  const client = await prepare(request);
  const booking = await client.bookAsapAppointment({
    userId: request.patient.serviceUserId,
    chatId: request.chatId,
    state: request.state,
    idempotencyKey: request.idempotencyKey,
  });
  await notifyBooked(request, booking, null);
  return booking;
}

export async function cancelVisit(change: Change): Promise<ChangeOutcome> {
  const { client, appointment, inside } = await checkChange(change, 'cancel');
  await client.cancelAppointment({
    userId: change.patient.serviceUserId,
    appointmentId: change.appointmentId,
    idempotencyKey: change.idempotencyKey,
  });
  await recordVisitCancelled({
    organizationKey: change.patient.organizationKey,
    appointmentId: change.appointmentId,
  });
  await notifyVisitChange({
    patient: change.patient,
    kind: 'cancelled',
    appointmentId: change.appointmentId,
    startsAt: appointment.startsAt ?? null,
    durationMinutes: appointment.durationMinutes,
    state: appointment.location.state,
    actionKey: change.idempotencyKey,
  });
  return { insideNoticeWindow: inside };
}

export async function rescheduleVisit(
  change: Change & { startsAt: string; state: UsStateCode },
): Promise<ChangeOutcome> {
  const { client, appointment, inside } = await checkChange(change, 'reschedule');
  await client.rescheduleAppointment({
    userId: change.patient.serviceUserId,
    appointmentId: change.appointmentId,
    startsAt: change.startsAt,
    state: change.state,
    idempotencyKey: change.idempotencyKey,
  });
  await recordVisitRescheduled({
    organizationKey: change.patient.organizationKey,
    appointmentId: change.appointmentId,
    startsAt: change.startsAt,
  });
  await notifyVisitChange({
    patient: change.patient,
    kind: 'rescheduled',
    appointmentId: change.appointmentId,
    startsAt: change.startsAt,
    previousStartsAt: appointment.startsAt ?? null,
    durationMinutes: appointment.durationMinutes,
    state: change.state,
    actionKey: change.idempotencyKey,
  });
  return { insideNoticeWindow: inside };
}
