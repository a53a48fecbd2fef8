import { beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as cancel } from '@/app/api/appointments/[appointmentId]/cancel/route';
import { POST as reschedule } from '@/app/api/appointments/[appointmentId]/reschedule/route';
import { GET as getAppointment } from '@/app/api/appointments/[appointmentId]/route';
import { POST as bookAsap } from '@/app/api/appointments/asap/route';
import { GET as listSlots } from '@/app/api/appointments/scheduled/available-slots/route';
import { POST as bookScheduled } from '@/app/api/appointments/scheduled/route';
import { GET as listAppointments } from '@/app/api/appointments/route';
import { POST as createChat } from '@/app/api/chats/route';
import type { PatientAccount } from '@/lib/bff/accounts';
import {
  actAs,
  callRoute,
  configureTestEnvironment,
  createPatient,
  readEnvelope,
  startTestServices,
  type SignedIn,
} from '@/testing/bff/route-harness';
import { createBookingPatient, openSlots } from '@/testing/bff/booking-setup';

vi.mock('next/headers', async () => (await import('@/testing/cookie-jar')).nextHeadersMock);
configureTestEnvironment();

interface Booking {
  id: string;
  chatId: string;
  status: string;
  startsAt?: string;
  waitingRoomUrl?: string;
}

function book(chatId: string, startsAt: string, headers: Record<string, string> = {}) {
  return callRoute(bookScheduled, '/api/appointments/scheduled', {
    method: 'POST',
    body: { chatId, startsAt, location: { state: 'OR' } },
    headers,
  });
}

async function listedIds(): Promise<string[]> {
  const { body } = await readEnvelope<{ items: Booking[] }>(
    await callRoute(listAppointments, '/api/appointments'),
  );
  return body.data!.items.map((item) => item.id);
}

let homer: SignedIn<PatientAccount> & { chatId: string };

beforeAll(async () => {
  await startTestServices();
  homer = await createBookingPatient();
});

describe('available slots', () => {
  it('lists slots for a state, and refuses a query without one', async () => {
    actAs(homer);
    expect((await openSlots()).length).toBeGreaterThan(0);
    const missing = await callRoute(listSlots, '/api/appointments/scheduled/available-slots');
    expect(missing.status).toBe(422);
  });
});

describe('booking', () => {
  it('books a scheduled slot (201) and reads it back', async () => {
    actAs(homer);
    const [slot] = await openSlots();
    const booked = await readEnvelope<Booking>(await book(homer.chatId, slot!));
    expect(booked).toMatchObject({ status: 201, body: { data: { chatId: homer.chatId, status: 'booked' } } });
    const id = booked.body.data!.id;
    const read = await readEnvelope<Booking>(
      await callRoute(getAppointment, `/api/appointments/${id}`, { params: { appointmentId: id } }),
    );
    expect(read).toMatchObject({ status: 200, body: { data: { id, startsAt: slot } } });
    expect(await listedIds()).toContain(id);
  });

  it('books one appointment for two requests with the same Idempotency-Key', async () => {
    const patient = await createBookingPatient();
    const [slot] = await openSlots();
    const key = 'book-click-1';
    const first = await readEnvelope<Booking>(await book(patient.chatId, slot!, { 'Idempotency-Key': key }));
    const second = await readEnvelope<Booking>(await book(patient.chatId, slot!, { 'Idempotency-Key': key }));
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body.data!.id).toBe(first.body.data!.id);
    expect(await listedIds()).toEqual([first.body.data!.id]);
  });

  it("keeps one patient's key apart from another's", async () => {
    const lisa = await createBookingPatient();
    const [firstSlot, secondSlot] = await openSlots();
    const lisasBooking = await book(lisa.chatId, firstSlot!, { 'Idempotency-Key': 'shared-key' });
    const bart = await createBookingPatient();
    const bartsBooking = await book(bart.chatId, secondSlot!, { 'Idempotency-Key': 'shared-key' });
    expect(lisasBooking.status).toBe(201);
    expect(bartsBooking.status).toBe(201);
  });

  it('refuses an invalid Idempotency-Key with 422 naming the header', async () => {
    actAs(homer);
    const [slot] = await openSlots();
    const { status, body } = await readEnvelope(
      await book(homer.chatId, slot!, { 'Idempotency-Key': 'has space' }),
    );
    expect(status).toBe(422);
    expect(body).toMatchObject({ code: 'error.validation', data: { fields: [{ path: 'Idempotency-Key' }] } });
  });

  it('says what is missing before booking can go ahead', async () => {
    await createPatient();
    const chat = await readEnvelope<{ id: string }>(
      await callRoute(createChat, '/api/chats', { method: 'POST', body: {} }),
    );
    const asap = await readEnvelope(
      await callRoute(bookAsap, '/api/appointments/asap', {
        method: 'POST',
        body: { chatId: chat.body.data!.id, location: { state: 'OR' } },
      }),
    );
    expect(asap.status).toBe(400);
    expect(asap.body).toMatchObject({
      code: 'error.appointment.prerequisites',
      message: expect.stringContaining('street address'),
      data: { missing: expect.arrayContaining(['address.line1']) },
    });
  });

  it('refuses a time that is not an available slot', async () => {
    actAs(homer);
    const { status, body } = await readEnvelope(await book(homer.chatId, '2020-01-01T00:00:00Z'));
    expect(status).toBe(400);
    expect(body).toMatchObject({
      code: 'error.appointment.slot_unavailable',
      message: expect.stringContaining('another time'),
    });
  });

  it('refuses a misshapen booking body with 422', async () => {
    actAs(homer);
    const response = await callRoute(bookScheduled, '/api/appointments/scheduled', {
      method: 'POST',
      body: { chatId: homer.chatId, startsAt: 'tomorrow', location: { state: 'OR', county: 'Lane' } },
    });
    const { status, body } = await readEnvelope<unknown>(response);
    expect(status).toBe(422);
    expect(body.data).toMatchObject({
      fields: expect.arrayContaining([
        expect.objectContaining({ path: 'startsAt' }),
        expect.objectContaining({ path: 'location.county' }),
      ]),
    });
  });

  it('books ASAP with a waiting room link', async () => {
    actAs(homer);
    const booked = await readEnvelope<Booking>(
      await callRoute(bookAsap, '/api/appointments/asap', {
        method: 'POST',
        body: { chatId: homer.chatId, location: { state: 'OR' } },
      }),
    );
    expect(booked).toMatchObject({
      status: 201,
      body: { data: { status: 'booked', waitingRoomUrl: expect.stringMatching(/^http/) } },
    });
  });
});

describe('changing an appointment', () => {
  it('reschedules to another slot, then cancels; a second cancel is refused', async () => {
    const patient = await createBookingPatient();
    const [first, second] = await openSlots();
    const id = (await readEnvelope<Booking>(await book(patient.chatId, first!))).body.data!.id;
    const params = { appointmentId: id };

    const moved = await readEnvelope(
      await callRoute(reschedule, `/api/appointments/${id}/reschedule`, {
        method: 'POST',
        params,
        body: { startsAt: second, location: { state: 'OR' } },
      }),
    );
    expect(moved).toEqual({
      status: 200,
      body: { code: 'success', message: 'Request successful', data: null },
    });
    const read = await readEnvelope<Booking>(
      await callRoute(getAppointment, `/api/appointments/${id}`, { params }),
    );
    expect(read.body.data).toMatchObject({ startsAt: second, status: 'booked' });

    const cancelled = await callRoute(cancel, `/api/appointments/${id}/cancel`, { method: 'POST', params });
    expect(cancelled.status).toBe(200);
    const again = await readEnvelope(
      await callRoute(cancel, `/api/appointments/${id}/cancel`, { method: 'POST', params }),
    );
    expect(again).toMatchObject({ status: 400, body: { code: 'error.appointment.not_booked' } });
  });

  it("hides another patient's appointment from reading, cancelling and rescheduling", async () => {
    actAs(homer);
    const [slot, other] = await openSlots();
    const id = (await readEnvelope<Booking>(await book(homer.chatId, slot!))).body.data!.id;
    const params = { appointmentId: id };

    await createPatient();
    expect((await callRoute(getAppointment, '/api/appointments/x', { params })).status).toBe(404);
    expect((await callRoute(cancel, '/api/appointments/x/cancel', { method: 'POST', params })).status).toBe(
      404,
    );
    const moved = await callRoute(reschedule, '/api/appointments/x/reschedule', {
      method: 'POST',
      params,
      body: { startsAt: other, location: { state: 'OR' } },
    });
    expect(moved.status).toBe(404);

    actAs(homer);
    const stillBooked = await readEnvelope<Booking>(
      await callRoute(getAppointment, '/api/appointments/x', { params }),
    );
    expect(stillBooked.body.data).toMatchObject({ status: 'booked', startsAt: slot });
  });

  it('refuses a cancel from another site', async () => {
    actAs(homer);
    const response = await callRoute(cancel, '/api/appointments/x/cancel', {
      method: 'POST',
      params: { appointmentId: 'x' },
      crossSite: true,
    });
    expect(response.status).toBe(403);
  });
});
