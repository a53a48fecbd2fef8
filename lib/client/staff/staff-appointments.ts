'use client';

import type { AvailableSlotsData, AvailableSlotsQuery } from '@/lib/contract';
import { apiFetch } from '@/lib/client/api';
import type { SendVisit } from '@/lib/client/booking/use-book-visit';
import type { SendReschedule } from '@/lib/client/booking/use-appointments';
import { patientApiPath, withQuery } from './staff-paths';

/**
 * The patient booking components, pointed at the staff console's routes for one patient. Each call
 * carries the idempotency key of its action; the BFF keys it to the staff member and the patient.
 */
export function staffSlots(
  patientId: string,
): (query: AvailableSlotsQuery, signal?: AbortSignal) => Promise<string[]> {
  return async (query, signal) => {
    const data = await apiFetch<AvailableSlotsData>(
      withQuery(patientApiPath(patientId, '/appointments/scheduled/available-slots'), {
        state: query.state,
        datetimeFrom: query.datetimeFrom ?? undefined,
        datetimeTo: query.datetimeTo ?? undefined,
      }),
      { signal },
    );
    return data.slots;
  };
}

export function staffBooking(patientId: string): SendVisit {
  return (visit, idempotencyKey) =>
    apiFetch<{ id: string }>(patientApiPath(patientId, `/appointments/${visit.kind}`), {
      method: 'POST',
      idempotencyKey,
      body:
        visit.kind === 'asap'
          ? { chatId: visit.chatId, location: { state: visit.state } }
          : { chatId: visit.chatId, startsAt: visit.startsAt, location: { state: visit.state } },
    });
}

export function staffReschedule(patientId: string, appointmentId: string): SendReschedule {
  return (body, idempotencyKey) =>
    apiFetch(patientApiPath(patientId, `/appointments/${encodeURIComponent(appointmentId)}/reschedule`), {
      method: 'POST',
      body,
      idempotencyKey,
    });
}
