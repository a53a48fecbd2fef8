import 'server-only';
import type { UsStateCode } from '@/lib/contract';
import { insideNoticeWindow } from '@/lib/contract/bff';
import type { PatientAccount } from '@/lib/bff/accounts';
import { getServiceClient } from '@/lib/bff/service/deployment-service-client';
import { getBookingPolicy } from './booking-policy';
import { refuseInsideNoticeWindow } from './notice-window';

/** Who asks: a patient is held to the notice window, staff acting on their behalf are not. */
export type ChangeActor = 'patient' | 'staff';

interface Change {
  patient: PatientAccount;
  appointmentId: string;
  idempotencyKey: string;
  actor: ChangeActor;
}

/** What the audit log keeps of a staff change: whether it was made inside the window. */
export interface ChangeOutcome {
  insideNoticeWindow: boolean;
}

/**
 * The visit as it stands, and whether the change is allowed: the policy is read per request, so a change
 * of policy applies from the next request on. A patient inside the window is refused here, before any
 * change is sent to the service.
 */
async function checkChange({ patient, appointmentId, actor }: Change, action: 'cancel' | 'reschedule') {
  const client = await getServiceClient();
  const appointment = await client.getAppointment({ userId: patient.serviceUserId, appointmentId });
  const policy = await getBookingPolicy();
  if (actor === 'patient') refuseInsideNoticeWindow({ policy, appointment, action });
  return { client, appointment, inside: insideNoticeWindow(policy, appointment.startsAt, new Date()) };
}

export async function cancelVisit(change: Change): Promise<ChangeOutcome> {
  const { client, inside } = await checkChange(change, 'cancel');
  await client.cancelAppointment({
    userId: change.patient.serviceUserId,
    appointmentId: change.appointmentId,
    idempotencyKey: change.idempotencyKey,
  });
  return { insideNoticeWindow: inside };
}

export async function rescheduleVisit(
  change: Change & { startsAt: string; state: UsStateCode },
): Promise<ChangeOutcome> {
  const { client, inside } = await checkChange(change, 'reschedule');
  await client.rescheduleAppointment({
    userId: change.patient.serviceUserId,
    appointmentId: change.appointmentId,
    startsAt: change.startsAt,
    state: change.state,
    idempotencyKey: change.idempotencyKey,
  });
  return { insideNoticeWindow: inside };
}
