import { expect } from 'vitest';
import { formatSlot } from '@/lib/embedded/scheduling';
import type { BookingTestService } from '@/testing/embedded/booking/booking-test-fixtures';

export type TestPatient = { userId: string; chatId: string };

/** The appointment operations as a patient calls them, for the route tests. */
export function appointmentTestActions(t: BookingTestService) {
  const post = (patient: TestPatient, path: string, body?: unknown) =>
    t.call(path, {
      method: 'POST',
      userId: patient.userId,
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  return {
    post,
    /** Books a scheduled slot and expects it to succeed; the new appointment's id. */
    async book(patient: TestPatient, startsAt: Date, state = 'NY'): Promise<string> {
      const response = await t.bookScheduled(patient, formatSlot(startsAt), state);
      expect(response.status).toBe(201);
      return (await response.json()).data.id;
    },
    cancel: (patient: TestPatient, id: string) => post(patient, `/appointments/${id}/cancel/`),
    reschedule: (patient: TestPatient, id: string, startsAt: Date | string, state = 'NY') =>
      post(patient, `/appointments/${id}/reschedule/`, {
        startsAt: typeof startsAt === 'string' ? startsAt : formatSlot(startsAt),
        location: { state },
      }),
    /** Reads an appointment the patient owns. */
    async read(patient: TestPatient, id: string) {
      const response = await t.call(`/appointments/${id}/`, { userId: patient.userId });
      expect(response.status).toBe(200);
      return (await response.json()).data;
    },
    async freeSlots(patient: TestPatient, state = 'NY'): Promise<string[]> {
      const response = await t.call(`/appointments/scheduled/available-slots/?state=${state}`, {
        userId: patient.userId,
      });
      return (await response.json()).data.slots;
    },
  };
}
