import { describe, expect, it } from 'vitest';
import { appointmentSchema, chatSummarySchema, pharmacySearchDataSchema } from '@/lib/contract';
import { readAppointment } from '../support/appointments';
import { availableSlots, bookAsap, bookFirstFreeSlot, BOOKING_STATE } from '../support/booking';
import { createChat } from '../support/chats';
import { expectPaged, expectSuccess } from '../support/expectations';
import { api } from '../support/http-client';
import { expectPayloadMismatch, expectReplay } from '../support/idempotency';
import { as, createFullUser, FULL_ADDRESS, fullProfile } from '../support/users';
import { uniqueIdempotencyKey } from '../support/unique';

async function twoPharmacyIds(): Promise<[string, string]> {
  const response = await api.post('/pharmacy/search/', { json: { searchTerm: FULL_ADDRESS.city } });
  const { pharmacies } = expectSuccess(response, { status: 200, data: pharmacySearchDataSchema });
  const [first, second] = pharmacies;
  if (!first || !second) throw new Error('Two pharmacies are needed for this check');
  return [first.ncpdpId, second.ncpdpId];
}

describe('POST /users/ with Idempotency-Key', () => {
  it('POST /users/ repeated with the same key → the stored user, Idempotency-Replayed: true', async () => {
    const idempotencyKey = uniqueIdempotencyKey('users');
    const json = fullProfile();
    await expectReplay(() => api.post('/users/', { json, idempotencyKey }));
  });

  it('POST /users/ with the same key and another body → 409', async () => {
    const idempotencyKey = uniqueIdempotencyKey('users');
    await expectReplay(() => api.post('/users/', { json: { firstName: 'Avery' }, idempotencyKey }));
    expectPayloadMismatch(await api.post('/users/', { json: { firstName: 'Blake' }, idempotencyKey }));
  });
});

describe('POST /chats/ with Idempotency-Key', () => {
  it('POST /chats/ repeated with the same key → the stored chat, and only one chat exists', async () => {
    const user = await createFullUser();
    const idempotencyKey = uniqueIdempotencyKey('chats');
    await expectReplay(() => api.post('/chats/', { ...as(user), json: { timezone: 'UTC' }, idempotencyKey }));
    expect(expectPaged(await api.get('/chats/', as(user)), chatSummarySchema).total).toBe(1);
  });

  it('POST /chats/ with the same key and another body → 409', async () => {
    const user = await createFullUser();
    const idempotencyKey = uniqueIdempotencyKey('chats');
    await expectReplay(() => api.post('/chats/', { ...as(user), json: { timezone: 'UTC' }, idempotencyKey }));
    expectPayloadMismatch(
      await api.post('/chats/', { ...as(user), json: { timezone: 'Europe/Paris' }, idempotencyKey }),
    );
  });
});

describe('PUT /address/ with Idempotency-Key', () => {
  it('PUT /address/ repeated with the same key → the stored result, Idempotency-Replayed: true', async () => {
    const user = await createFullUser();
    const idempotencyKey = uniqueIdempotencyKey('address');
    await expectReplay(() => api.put('/address/', { ...as(user), json: FULL_ADDRESS, idempotencyKey }));
  });

  it('PUT /address/ with the same key and another body → 409', async () => {
    const user = await createFullUser();
    const idempotencyKey = uniqueIdempotencyKey('address');
    await expectReplay(() => api.put('/address/', { ...as(user), json: FULL_ADDRESS, idempotencyKey }));
    const moved = { ...FULL_ADDRESS, city: 'Eugene', postalCode: '97401' };
    expectPayloadMismatch(await api.put('/address/', { ...as(user), json: moved, idempotencyKey }));
  });
});

describe('POST /pharmacy/search/ with Idempotency-Key', () => {
  it('POST /pharmacy/search/ repeated with the same key → the stored results, Idempotency-Replayed: true', async () => {
    const idempotencyKey = uniqueIdempotencyKey('search');
    await expectReplay(() =>
      api.post('/pharmacy/search/', { json: { searchTerm: 'Portland' }, idempotencyKey }),
    );
  });

  it('POST /pharmacy/search/ with the same key and another body → 409', async () => {
    const idempotencyKey = uniqueIdempotencyKey('search');
    await expectReplay(() =>
      api.post('/pharmacy/search/', { json: { searchTerm: 'Portland' }, idempotencyKey }),
    );
    expectPayloadMismatch(
      await api.post('/pharmacy/search/', { json: { searchTerm: 'Salem' }, idempotencyKey }),
    );
  });
});

describe('PUT /pharmacy/ with Idempotency-Key', () => {
  it('PUT /pharmacy/ repeated with the same key → the stored result, Idempotency-Replayed: true', async () => {
    const user = await createFullUser();
    const [ncpdpId] = await twoPharmacyIds();
    const idempotencyKey = uniqueIdempotencyKey('pharmacy');
    await expectReplay(() => api.put('/pharmacy/', { ...as(user), json: { ncpdpId }, idempotencyKey }));
  });

  it('PUT /pharmacy/ with the same key and another body → 409', async () => {
    const user = await createFullUser();
    const [first, second] = await twoPharmacyIds();
    const idempotencyKey = uniqueIdempotencyKey('pharmacy');
    await expectReplay(() =>
      api.put('/pharmacy/', { ...as(user), json: { ncpdpId: first }, idempotencyKey }),
    );
    expectPayloadMismatch(
      await api.put('/pharmacy/', { ...as(user), json: { ncpdpId: second }, idempotencyKey }),
    );
  });
});

describe('appointment bookings with Idempotency-Key', () => {
  it('POST /appointments/scheduled/ repeated with the same key → the same booking, Idempotency-Replayed: true', async () => {
    const user = await createFullUser();
    const chat = await createChat(as(user));
    const [startsAt] = await availableSlots(as(user));
    const idempotencyKey = uniqueIdempotencyKey('scheduled');
    const json = { chatId: chat.id, startsAt, location: { state: BOOKING_STATE } };
    await expectReplay(() => api.post('/appointments/scheduled/', { ...as(user), json, idempotencyKey }));
    expect(expectPaged(await api.get('/appointments/', as(user)), appointmentSchema).total).toBe(1);
  });

  it('POST /appointments/scheduled/ with the same key and another slot → 409, and that slot is not booked', async () => {
    const user = await createFullUser();
    const chat = await createChat(as(user));
    const [first, second] = await availableSlots(as(user));
    const idempotencyKey = uniqueIdempotencyKey('scheduled');
    const body = (startsAt?: string) => ({ chatId: chat.id, startsAt, location: { state: BOOKING_STATE } });
    await expectReplay(() =>
      api.post('/appointments/scheduled/', { ...as(user), json: body(first), idempotencyKey }),
    );
    expectPayloadMismatch(
      await api.post('/appointments/scheduled/', { ...as(user), json: body(second), idempotencyKey }),
    );
    expect(expectPaged(await api.get('/appointments/', as(user)), appointmentSchema).total).toBe(1);
  });

  it('POST /appointments/asap/ repeated with the same key → the same booking, Idempotency-Replayed: true', async () => {
    const user = await createFullUser();
    const chat = await createChat(as(user));
    const idempotencyKey = uniqueIdempotencyKey('asap');
    const json = { chatId: chat.id, location: { state: BOOKING_STATE } };
    await expectReplay(() => api.post('/appointments/asap/', { ...as(user), json, idempotencyKey }));
    expect(expectPaged(await api.get('/appointments/', as(user)), appointmentSchema).total).toBe(1);
  });

  it('POST /appointments/asap/ with the same key and another chat → 409', async () => {
    const user = await createFullUser();
    const [chat, otherChat] = [await createChat(as(user)), await createChat(as(user))];
    const idempotencyKey = uniqueIdempotencyKey('asap');
    const body = (chatId: string) => ({ chatId, location: { state: BOOKING_STATE } });
    await expectReplay(() =>
      api.post('/appointments/asap/', { ...as(user), json: body(chat.id), idempotencyKey }),
    );
    expectPayloadMismatch(
      await api.post('/appointments/asap/', { ...as(user), json: body(otherChat.id), idempotencyKey }),
    );
  });
});

describe('appointment changes with Idempotency-Key', () => {
  it('POST /appointments/{appointment_id}/cancel/ repeated with the same key → replayed, not rejected as already cancelled', async () => {
    const user = await createFullUser();
    const booked = await bookAsap(as(user), (await createChat(as(user))).id);
    const idempotencyKey = uniqueIdempotencyKey('cancel');
    await expectReplay(() => api.post(`/appointments/${booked.id}/cancel/`, { ...as(user), idempotencyKey }));
  });

  it('POST /appointments/{appointment_id}/cancel/ with the same key on another appointment → 409, and it stays booked', async () => {
    const user = await createFullUser();
    const chat = await createChat(as(user));
    const [first, second] = [await bookAsap(as(user), chat.id), await bookAsap(as(user), chat.id)];
    const idempotencyKey = uniqueIdempotencyKey('cancel');
    await expectReplay(() => api.post(`/appointments/${first.id}/cancel/`, { ...as(user), idempotencyKey }));
    expectPayloadMismatch(
      await api.post(`/appointments/${second.id}/cancel/`, { ...as(user), idempotencyKey }),
    );
    expect((await readAppointment(user, second.id)).status).toBe('booked');
  });

  it('POST /appointments/{appointment_id}/reschedule/ repeated with the same key → the stored result, Idempotency-Replayed: true', async () => {
    const user = await createFullUser();
    const { booking } = await bookFirstFreeSlot(as(user), (await createChat(as(user))).id);
    const [startsAt] = await availableSlots(as(user));
    const idempotencyKey = uniqueIdempotencyKey('reschedule');
    const json = { startsAt, location: { state: BOOKING_STATE } };
    await expectReplay(() =>
      api.post(`/appointments/${booking.id}/reschedule/`, { ...as(user), json, idempotencyKey }),
    );
  });

  it('POST /appointments/{appointment_id}/reschedule/ with the same key and another slot → 409', async () => {
    const user = await createFullUser();
    const { booking } = await bookFirstFreeSlot(as(user), (await createChat(as(user))).id);
    const [first, second] = await availableSlots(as(user));
    const idempotencyKey = uniqueIdempotencyKey('reschedule');
    const body = (startsAt?: string) => ({ startsAt, location: { state: BOOKING_STATE } });
    const path = `/appointments/${booking.id}/reschedule/`;
    await expectReplay(() => api.post(path, { ...as(user), json: body(first), idempotencyKey }));
    expectPayloadMismatch(await api.post(path, { ...as(user), json: body(second), idempotencyKey }));
  });
});
