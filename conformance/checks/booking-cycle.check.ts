import { beforeAll, describe, expect, it } from 'vitest';
import { addressSchema } from '@/lib/contract';
import { listAppointments, readAppointment } from '../support/appointments';
import { availableSlots, bookAsap, bookFirstFreeSlot, BOOKING_STATE } from '../support/booking';
import { createChat } from '../support/chats';
import { expectClientError, expectNullResult, expectSuccess } from '../support/expectations';
import { api } from '../support/http-client';
import { target } from '../support/target';
import { as, createUser, FULL_ADDRESS, fullProfile, putAddress, type TestUser } from '../support/users';

describe('a scheduled appointment from address to cancellation', () => {
  let patient: TestUser;
  let chatId: string;
  let appointmentId: string;
  let bookedAt: string;
  let movedTo: string;

  beforeAll(async () => {
    patient = await createUser(fullProfile());
    chatId = (await createChat(as(patient))).id;
  });

  it('PUT /address/ stores the full address, and GET /address/ returns it', async () => {
    await putAddress(as(patient), FULL_ADDRESS);
    const address = expectSuccess(await api.get('/address/', as(patient)), {
      status: 200,
      data: addressSchema,
    });
    expect(address).toMatchObject(FULL_ADDRESS);
  });

  it('PUT /address/ again replaces it (upsert)', async () => {
    const moved = { line1: '800 NE Oregon St', city: 'Portland', state: 'OR', postalCode: '97232' } as const;
    await putAddress(as(patient), moved);
    const address = expectSuccess(await api.get('/address/', as(patient)), {
      status: 200,
      data: addressSchema,
    });
    expect(address).toMatchObject(moved);
    if (target.embedded) expect(address.line2).toBeNull();
  });

  it(`GET /appointments/scheduled/available-slots/?state=${BOOKING_STATE} lists slots`, async () => {
    const slots = await availableSlots(as(patient));
    expect(slots.every((slot) => typeof slot === 'string' && slot.length > 0)).toBe(true);
  });

  it('POST /appointments/scheduled/ on the first slot books it', async () => {
    const { startsAt, booking } = await bookFirstFreeSlot(as(patient), chatId);
    expect(booking).toMatchObject({ chatId, status: 'booked', location: { state: BOOKING_STATE } });
    expect(booking.durationMinutes).toBeGreaterThan(0);
    appointmentId = booking.id;
    bookedAt = startsAt;
  });

  it('GET /appointments/{appointment_id}/ returns it with startsAt at the slot and endsAt after it', async () => {
    const appointment = await readAppointment(patient, appointmentId);
    expect(appointment).toMatchObject({ id: appointmentId, chatId, status: 'booked' });
    expect(Date.parse(appointment.startsAt ?? '')).toBe(Date.parse(bookedAt));
    const minutes = (Date.parse(appointment.endsAt ?? '') - Date.parse(bookedAt)) / 60_000;
    expect(minutes).toBeGreaterThan(0);
    if (target.embedded) expect(minutes).toBe(appointment.durationMinutes);
  });

  it('GET /appointments/ lists it with startsAt and endsAt', async () => {
    const listed = (await listAppointments(patient)).find((appointment) => appointment.id === appointmentId);
    expect(listed).toBeDefined();
    expect(listed?.startsAt).toBeTruthy();
    expect(listed?.endsAt).toBeTruthy();
  });

  it('POST /appointments/{appointment_id}/reschedule/ to another slot → data null, and the appointment moves', async () => {
    const slots = await availableSlots(as(patient));
    movedTo = slots.find((slot) => Date.parse(slot) !== Date.parse(bookedAt)) ?? '';
    expect(movedTo).not.toBe('');
    const response = await api.post(`/appointments/${appointmentId}/reschedule/`, {
      ...as(patient),
      json: { startsAt: movedTo, location: { state: BOOKING_STATE } },
    });
    expectNullResult(response, { decided: 200 });
    const appointment = await readAppointment(patient, appointmentId);
    expect(Date.parse(appointment.startsAt ?? '')).toBe(Date.parse(movedTo));
  });

  it.skipIf(!target.embedded)(
    'the released slot is offered again after the reschedule (embedded)',
    async () => {
      const slots = await availableSlots(as(patient));
      expect(slots.map(Date.parse)).toContain(Date.parse(bookedAt));
      expect(slots.map(Date.parse)).not.toContain(Date.parse(movedTo));
    },
  );

  it('POST /appointments/{appointment_id}/reschedule/ to a time that is not a slot → 4xx, and the appointment stays put', async () => {
    const offSlot = new Date(Date.parse(movedTo) + 7 * 60_000).toISOString().replace(/\.\d+Z$/, 'Z');
    const response = await api.post(`/appointments/${appointmentId}/reschedule/`, {
      ...as(patient),
      json: { startsAt: offSlot, location: { state: BOOKING_STATE } },
    });
    expectClientError(response, 'error.appointment.slot_unavailable');
    expect(Date.parse((await readAppointment(patient, appointmentId)).startsAt ?? '')).toBe(
      Date.parse(movedTo),
    );
  });

  it('POST /appointments/{appointment_id}/cancel/ → data null', async () => {
    expectNullResult(await api.post(`/appointments/${appointmentId}/cancel/`, as(patient)), { decided: 200 });
    const { status } = await readAppointment(patient, appointmentId);
    expect(status).not.toBe('booked');
    if (target.embedded) expect(status).toBe('cancelled');
  });

  it('POST /appointments/{appointment_id}/cancel/ again → rejected with a 4xx error', async () => {
    const response = await api.post(`/appointments/${appointmentId}/cancel/`, as(patient));
    expectClientError(response, 'error.appointment.not_booked');
  });

  it('POST /appointments/{appointment_id}/reschedule/ of a cancelled appointment → rejected with a 4xx error', async () => {
    const [startsAt] = await availableSlots(as(patient));
    const response = await api.post(`/appointments/${appointmentId}/reschedule/`, {
      ...as(patient),
      json: { startsAt, location: { state: BOOKING_STATE } },
    });
    expectClientError(response, 'error.appointment.not_booked');
  });

  it('GET /appointments/?status=booked leaves the cancelled appointment out; without status it is listed', async () => {
    expect((await listAppointments(patient, 'booked')).map((item) => item.id)).not.toContain(appointmentId);
    expect((await listAppointments(patient)).map((item) => item.id)).toContain(appointmentId);
  });

  it.skipIf(!target.embedded)(
    'GET /appointments/?status=cancelled lists it (embedded statuses)',
    async () => {
      const cancelled = await listAppointments(patient, 'cancelled');
      expect(cancelled.map((item) => item.id)).toEqual([appointmentId]);
    },
  );
});

describe('an ASAP appointment', () => {
  let patient: TestUser;
  let chatId: string;

  beforeAll(async () => {
    patient = await createUser(fullProfile());
    await putAddress(as(patient), FULL_ADDRESS);
    chatId = (await createChat(as(patient))).id;
  });

  it('POST /appointments/asap/ books it with a waitingRoomUrl that answers 200 text/html', async () => {
    const booking = await bookAsap(as(patient), chatId);
    expect(booking).toMatchObject({ chatId, status: 'booked', location: { state: BOOKING_STATE } });
    const page = await fetch(booking.waitingRoomUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get('Content-Type')).toMatch(/^text\/html/);
    await page.body?.cancel();
  });

  it('GET /appointments/{appointment_id}/ of an ASAP booking returns its waitingRoomUrl', async () => {
    const booking = await bookAsap(as(patient), chatId);
    expect((await readAppointment(patient, booking.id)).waitingRoomUrl).toBe(booking.waitingRoomUrl);
  });
});
