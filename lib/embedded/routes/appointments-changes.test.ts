import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentTestActions } from '@/testing/embedded/booking/appointment-test-actions';
import {
  createBookingTestService,
  slotCandidatesAtFixedNow,
  slotCandidatesOnDay,
  type BookingTestService,
} from '@/testing/embedded/booking/booking-test-fixtures';
import { formatSlot } from '@/lib/embedded/scheduling';

describe('cancelling and rescheduling appointments', () => {
  let t: BookingTestService;
  let actions: ReturnType<typeof appointmentTestActions>;
  beforeAll(async () => {
    t = await createBookingTestService();
    actions = appointmentTestActions(t);
  });
  afterAll(() => t.service.close());

  const newYorkSlots = (dayOfMonth: number) => slotCandidatesOnDay('NY', dayOfMonth);

  it('cancels a booked appointment once: a second cancel and a reschedule are not_booked', async () => {
    const patient = await t.createBookablePatient();
    const id = await actions.book(patient, newYorkSlots(26)[0]!.startsAt);
    const cancelled = await actions.cancel(patient, id);
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toEqual({ code: 'success', message: 'Request successful', data: null });
    expect((await actions.read(patient, id)).status).toBe('cancelled');

    for (const response of [
      await actions.cancel(patient, id),
      await actions.reschedule(patient, id, newYorkSlots(26)[1]!.startsAt),
    ]) {
      expect(response.status).toBe(400);
      expect((await response.json()).code).toBe('error.appointment.not_booked');
    }
  });

  it('frees the slot of a cancelled appointment', async () => {
    const patient = await t.createBookablePatient();
    const slot = newYorkSlots(30).find(({ practitionerIds }) => practitionerIds.length === 1)!;
    const id = await actions.book(patient, slot.startsAt);
    expect(await actions.freeSlots(patient)).not.toContain(formatSlot(slot.startsAt));
    await actions.cancel(patient, id);
    expect(await actions.freeSlots(patient)).toContain(formatSlot(slot.startsAt));
  });

  it('reschedules to another slot: same id, new times, and the old slot is free again', async () => {
    const patient = await t.createBookablePatient();
    const single = newYorkSlots(1).filter(({ practitionerIds }) => practitionerIds.length === 1);
    const [from, to] = [single[0]!.startsAt, single[1]!.startsAt];
    const id = await actions.book(patient, from);
    expect(await actions.freeSlots(patient)).not.toContain(formatSlot(from));

    const response = await actions.reschedule(patient, id, to);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ code: 'success', message: 'Request successful', data: null });
    expect(await actions.read(patient, id)).toMatchObject({
      id,
      status: 'booked',
      startsAt: formatSlot(to),
      endsAt: formatSlot(new Date(to.getTime() + 20 * 60_000)),
    });
    const slots = await actions.freeSlots(patient);
    expect(slots).toContain(formatSlot(from));
    expect(slots).not.toContain(formatSlot(to));
  });

  it('reschedules into the slot the appointment already holds, even when it is the last place', async () => {
    const patient = await t.createBookablePatient();
    const slot = newYorkSlots(2).find(({ practitionerIds }) => practitionerIds.length === 1)!;
    const id = await actions.book(patient, slot.startsAt);
    expect((await actions.reschedule(patient, id, slot.startsAt)).status).toBe(200);
    expect((await actions.read(patient, id)).startsAt).toBe(formatSlot(slot.startsAt));
  });

  it('refuses to reschedule into a full or invalid slot, leaving the appointment where it was', async () => {
    const patient = await t.createBookablePatient();
    const rival = await t.createBookablePatient();
    const single = newYorkSlots(3).filter(({ practitionerIds }) => practitionerIds.length === 1);
    const id = await actions.book(patient, single[0]!.startsAt);
    await actions.book(rival, single[1]!.startsAt);
    for (const target of [single[1]!.startsAt, '2026-12-03T15:05:00Z']) {
      const response = await actions.reschedule(patient, id, target);
      expect(response.status).toBe(400);
      expect((await response.json()).code).toBe('error.appointment.slot_unavailable');
    }
    expect((await actions.read(patient, id)).startsAt).toBe(formatSlot(single[0]!.startsAt));
    const malformed = await actions.post(patient, `/appointments/${id}/reschedule/`, {
      startsAt: formatSlot(single[2]!.startsAt),
    });
    expect(malformed.status).toBe(422);
  });

  it('turns a rescheduled ASAP appointment into a scheduled one in the new state', async () => {
    const patient = await t.createBookablePatient();
    const asap = (await (await t.bookAsap(patient, 'NY')).json()).data;
    const [slot] = slotCandidatesAtFixedNow('CA');
    expect((await actions.reschedule(patient, asap.id, slot!.startsAt, 'CA')).status).toBe(200);
    expect(await actions.read(patient, asap.id)).toMatchObject({
      id: asap.id,
      status: 'booked',
      durationMinutes: 20,
      location: { state: 'CA' },
      startsAt: formatSlot(slot!.startsAt),
      waitingRoomUrl: asap.waitingRoomUrl,
    });
  });
});
