import { beforeAll, describe, expect, it } from 'vitest';
import {
  addressSchema,
  appointmentSchema,
  availableSlotsDataSchema,
  chatSchema,
  chatSummarySchema,
  EVENT_STREAM_CONTENT_TYPE,
  messageSchema,
  pharmacySearchDataSchema,
  REQUEST_ID_HEADER,
  userSchema,
} from '@/lib/contract';
import { bookAsap, bookFirstFreeSlot, availableSlots, BOOKING_STATE } from '../support/booking';
import { createChat, sendTurn, userTurn } from '../support/chats';
import { expectNullResult, expectPaged, expectRequestId, expectSuccess } from '../support/expectations';
import { api } from '../support/http-client';
import { firstPharmacyId } from '../support/operations';
import { target } from '../support/target';
import { as, createFullUser, FULL_ADDRESS, fullProfile, type TestUser } from '../support/users';

describe('every operation of the endpoint table answers its success status and envelope', () => {
  let member: TestUser;
  let chatId: string;

  beforeAll(async () => {
    member = await createFullUser();
    chatId = (await createChat(as(member))).id;
  });

  it('POST /users/ with the Bearer token → 201 envelope with the User', async () => {
    const profile = fullProfile();
    const user = expectSuccess(await api.post('/users/', { json: profile }), {
      status: 201,
      data: userSchema,
    });
    expect(user).toMatchObject({ ...profile });
  });

  it('GET /users/ → 200 envelope with the User named by X-Service-User-ID', async () => {
    const user = expectSuccess(await api.get('/users/', as(member)), { status: 200, data: userSchema });
    expect(user).toEqual(member.user);
  });

  it('POST /chats/ → 201 envelope with {id, createdAt}', async () => {
    const chat = expectSuccess(
      await api.post('/chats/', { ...as(member), json: { timezone: 'America/New_York' } }),
      {
        status: 201,
        data: chatSchema,
      },
    );
    expect(chat.id).not.toBe(chatId);
  });

  it('GET /chats/ → 200 paged envelope of chats including one just created', async () => {
    const page = expectPaged(await api.get('/chats/', as(member)), chatSummarySchema);
    expect(page.items.map((chat) => chat.id)).toContain(chatId);
    expect({ page: page.page, size: page.size }).toEqual({ page: 1, size: 20 });
  });

  it('GET /chats/{chatId}/ → 200 envelope with the Chat', async () => {
    const chat = expectSuccess(await api.get(`/chats/${chatId}/`, as(member)), {
      status: 200,
      data: chatSchema,
    });
    expect(chat.id).toBe(chatId);
  });

  it('GET /chats/{chatId}/messages/ of a new chat → 200 empty paged envelope', async () => {
    const fresh = await createChat(as(member));
    const page = expectPaged(await api.get(`/chats/${fresh.id}/messages/`, as(member)), messageSchema);
    expect(page).toMatchObject({ items: [], total: 0, page: 1, size: 20, hasNext: false, hasPrev: false });
  });

  it('POST /chats/{chatId}/stream/ → 200 text/event-stream', async () => {
    const result = await sendTurn(as(member), chatId, userTurn('Hello, I would like some advice'));
    expect(result.kind, JSON.stringify(result.kind === 'refusal' ? result.response.text : '')).toBe('stream');
    if (result.kind !== 'stream') return;
    expect(result.headers.get('Content-Type')).toMatch(new RegExp(`^${EVENT_STREAM_CONTENT_TYPE}`));
    expect(result.headers.get(REQUEST_ID_HEADER), REQUEST_ID_HEADER).toBeTruthy();
    expect(result.reading.frames.length).toBeGreaterThan(0);
  });

  it('PUT /address/ → 2xx with a null body', async () => {
    const user = await createFullUser();
    expectNullResult(
      await api.put('/address/', { ...as(user), json: { ...FULL_ADDRESS, line2: 'Floor 2' } }),
      {
        decided: 200,
      },
    );
  });

  it('GET /address/ → 200 envelope with the Address on file', async () => {
    const address = expectSuccess(await api.get('/address/', as(member)), {
      status: 200,
      data: addressSchema,
    });
    expect(address).toMatchObject(FULL_ADDRESS);
  });

  it('GET /appointments/ → 200 paged envelope of Appointments', async () => {
    const booked = await bookAsap(as(member), chatId);
    const page = expectPaged(await api.get('/appointments/', as(member)), appointmentSchema);
    expect(page.items.map((appointment) => appointment.id)).toContain(booked.id);
  });

  it('GET /appointments/{appointment_id}/ → 200 envelope with the Appointment', async () => {
    const booked = await bookAsap(as(member), chatId);
    const appointment = expectSuccess(await api.get(`/appointments/${booked.id}/`, as(member)), {
      status: 200,
      data: appointmentSchema,
    });
    expect(appointment).toMatchObject({ id: booked.id, chatId, status: 'booked' });
  });

  it('GET /appointments/scheduled/available-slots/ → 200 envelope with data.slots, strings', async () => {
    const response = await api.get('/appointments/scheduled/available-slots/', {
      ...as(member),
      query: { state: BOOKING_STATE },
    });
    const { slots } = expectSuccess(response, { status: 200, data: availableSlotsDataSchema });
    expect(slots.length).toBeGreaterThan(0);
  });

  it('POST /appointments/scheduled/ → 2xx envelope with the booking fields', async () => {
    const { booking } = await bookFirstFreeSlot(as(member), chatId);
    expect(booking).toMatchObject({ chatId, status: 'booked', location: { state: BOOKING_STATE } });
  });

  it('POST /appointments/asap/ → 2xx envelope with the booking fields and waitingRoomUrl', async () => {
    const booking = await bookAsap(as(member), chatId);
    expect(booking).toMatchObject({ chatId, status: 'booked', location: { state: BOOKING_STATE } });
  });

  it('POST /appointments/{appointment_id}/cancel/ → 2xx envelope with data null', async () => {
    const booked = await bookAsap(as(member), chatId);
    expectNullResult(await api.post(`/appointments/${booked.id}/cancel/`, as(member)), { decided: 200 });
  });

  it('POST /appointments/{appointment_id}/reschedule/ → 2xx envelope with data null', async () => {
    const booked = await bookAsap(as(member), chatId);
    const [startsAt] = await availableSlots(as(member));
    const response = await api.post(`/appointments/${booked.id}/reschedule/`, {
      ...as(member),
      json: { startsAt, location: { state: BOOKING_STATE } },
    });
    expectNullResult(response, { decided: 200 });
  });

  it('PUT /pharmacy/ → 2xx with a null body', async () => {
    const ncpdpId = await firstPharmacyId();
    expectNullResult(await api.put('/pharmacy/', { ...as(member), json: { ncpdpId } }), { decided: 200 });
  });

  it('POST /pharmacy/search/ with the Bearer token → 200 envelope with data.pharmacies', async () => {
    const response = await api.post('/pharmacy/search/', { json: { searchTerm: FULL_ADDRESS.city } });
    const { pharmacies } = expectSuccess(response, { status: 200, data: pharmacySearchDataSchema });
    expect(pharmacies.length).toBeGreaterThan(0);
  });

  it('every response carries X-Request-ID, errors included, a new one for each request', async () => {
    const responses = [
      await api.get('/users/', { token: null }),
      await api.get('/chats/no-such-chat/', as(member)),
      await api.get('/users/', as(member)),
      await api.get('/users/', as(member)),
    ];
    responses.forEach(expectRequestId);
    expect(new Set(responses.map((response) => response.headers.get(REQUEST_ID_HEADER))).size).toBe(
      responses.length,
    );
  });

  it.skipIf(!target.embedded)(
    'POST /users/ with no fields → every User field present, absent ones null (embedded)',
    async () => {
      const response = await api.post('/users/', { json: {} });
      const user = expectSuccess(response, { status: 201, data: userSchema });
      expect(user).toEqual({
        id: user.id,
        createdAt: user.createdAt,
        firstName: null,
        lastName: null,
        dateOfBirth: null,
        email: null,
        phoneNumber: null,
        sex: null,
      });
    },
  );
});
