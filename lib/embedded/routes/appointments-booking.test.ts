import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBookingTestService,
  FIXED_NOW,
  OTHER_ORGANIZATION_TOKEN,
  slotCandidatesAtFixedNow,
  type BookingTestService,
} from '@/testing/embedded/booking/booking-test-fixtures';
import { formatSlot } from '@/lib/embedded/scheduling';

describe('booking appointments', () => {
  let t: BookingTestService;
  beforeAll(async () => {
    t = await createBookingTestService();
  });
  afterAll(() => t.service.close());

  const newYorkSlot = (dayOfMonth: number) =>
    slotCandidatesAtFixedNow('NY').find(({ startsAt }) => startsAt.getUTCDate() === dayOfMonth)!;

  it('books a scheduled slot: 201 with exactly the booking fields', async () => {
    const patient = await t.createBookablePatient();
    const startsAt = formatSlot(newYorkSlot(24).startsAt);
    const response = await t.bookScheduled(patient, startsAt, 'NY');
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      code: 'success',
      message: 'Request successful',
      data: {
        id: expect.stringMatching(/^apt_/),
        createdAt: '2026-11-23T12:00:00Z',
        chatId: patient.chatId,
        status: 'booked',
        durationMinutes: 20,
        location: { state: 'NY' },
      },
    });
  });

  it('accepts the slot written with an offset', async () => {
    const patient = await t.createBookablePatient();
    const slot = newYorkSlot(24).startsAt;
    const local = new Date(slot.getTime() - 5 * 60 * 60_000).toISOString().replace(/\.000Z$/, '-05:00');
    expect((await t.bookScheduled(patient, local, 'NY')).status).toBe(201);
  });

  it('books ASAP: starts now, 15 minutes, with a waiting room link', async () => {
    const patient = await t.createBookablePatient();
    const response = await t.bookAsap(patient, 'CA');
    expect(response.status).toBe(201);
    const { data } = await response.json();
    expect(data).toEqual({
      id: expect.stringMatching(/^apt_/),
      createdAt: FIXED_NOW.toISOString().replace('.000', ''),
      chatId: patient.chatId,
      status: 'booked',
      durationMinutes: 15,
      location: { state: 'CA' },
      waitingRoomUrl: expect.stringMatching(/^https:\/\/visits\.example\/api\/v1\/waiting-room\/[\w-]{32}$/),
    });
    const read = await t.call(`/appointments/${data.id}/`, { userId: patient.userId });
    expect((await read.json()).data).toMatchObject({
      startsAt: '2026-11-23T12:00:00Z',
      endsAt: '2026-11-23T12:15:00Z',
      waitingRoomUrl: data.waitingRoomUrl,
    });
  });

  it('refuses a booking without the prerequisites, listing what is missing', async () => {
    const userId = await t.createPatient({ user: { firstName: undefined }, address: { state: 'NY' } });
    const chatId = await t.createChat(userId);
    for (const response of [
      await t.bookScheduled({ userId, chatId }, formatSlot(newYorkSlot(24).startsAt), 'NY'),
      await t.bookAsap({ userId, chatId }, 'NY'),
    ]) {
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        code: 'error.appointment.prerequisites',
        message: expect.any(String),
        data: { missing: ['firstName', 'address.line1', 'address.city', 'address.postalCode'] },
      });
    }
  });

  it('reports a chat of another user, of another organization, or of nobody as not found', async () => {
    const patient = await t.createBookablePatient();
    const neighbour = await t.createBookablePatient();
    const foreign = await t.createBookablePatient({ token: OTHER_ORGANIZATION_TOKEN });
    const startsAt = formatSlot(newYorkSlot(24).startsAt);
    for (const chatId of [neighbour.chatId, foreign.chatId, 'cht_nowhere']) {
      for (const response of [
        await t.bookScheduled({ userId: patient.userId, chatId }, startsAt, 'NY'),
        await t.bookAsap({ userId: patient.userId, chatId }, 'NY'),
      ]) {
        expect(response.status).toBe(404);
        expect((await response.json()).code).toBe('error.partner.chat_not_found');
      }
    }
  });

  it('answers slot_unavailable for a time that is not an available slot of the state', async () => {
    const patient = await t.createBookablePatient();
    const slot = newYorkSlot(24).startsAt;
    const californiaTimes = new Set(slotCandidatesAtFixedNow('CA').map(({ startsAt }) => startsAt.getTime()));
    const newYorkOnly = slotCandidatesAtFixedNow('NY').find(
      ({ startsAt }) => !californiaTimes.has(startsAt.getTime()),
    )!;
    const unavailable: Array<[string, string]> = [
      [new Date(slot.getTime() + 5 * 60_000).toISOString(), 'NY'], // off the grid
      [new Date(slot.getTime() + 1_000).toISOString(), 'NY'], // off by a second
      ['2026-11-23T12:20:00Z', 'NY'], // inside the lead time
      ['2026-11-20T15:00:00Z', 'NY'], // in the past
      ['2026-12-08T15:00:00Z', 'NY'], // beyond the 14-day horizon
      [formatSlot(newYorkOnly.startsAt), 'CA'], // nobody credentialed in CA works then
    ];
    for (const [startsAt, state] of unavailable) {
      const response = await t.bookScheduled(patient, startsAt, state);
      expect(response.status, `${startsAt} ${state}`).toBe(400);
      expect((await response.json()).code).toBe('error.appointment.slot_unavailable');
    }
  });

  it('rejects malformed bodies with 422 and the failing fields', async () => {
    const patient = await t.createBookablePatient();
    const cases: Array<[string, unknown, string[]]> = [
      ['/appointments/scheduled/', { chatId: patient.chatId, location: { state: 'NY' } }, ['startsAt']],
      [
        '/appointments/scheduled/',
        { chatId: patient.chatId, startsAt: '2026-11-24T15:00:00', location: { state: 'ny' } },
        ['location.state', 'startsAt'],
      ],
      ['/appointments/asap/', { location: { state: 'NY', city: 'Albany' } }, ['chatId', 'location.city']],
      [
        '/appointments/asap/',
        { chatId: patient.chatId, location: { state: 'NY' }, urgent: true },
        ['urgent'],
      ],
    ];
    for (const [path, body, paths] of cases) {
      const response = await t.call(path, {
        method: 'POST',
        userId: patient.userId,
        body: JSON.stringify(body),
      });
      expect(response.status, JSON.stringify(body)).toBe(422);
      const fields = (await response.json()).data.fields.map((field: { path: string }) => field.path).sort();
      expect(fields).toEqual(paths);
    }
  });

  it('replays a booking sent again with the same Idempotency-Key instead of booking twice', async () => {
    const patient = await t.createBookablePatient();
    const send = () =>
      t.call('/appointments/asap/', {
        method: 'POST',
        userId: patient.userId,
        headers: { 'Idempotency-Key': `asap-${patient.userId}` },
        body: JSON.stringify({ chatId: patient.chatId, location: { state: 'NY' } }),
      });
    const first = await send();
    const again = await send();
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get('Idempotency-Replayed')).toBe('true');
    expect((await again.json()).data.id).toBe((await first.json()).data.id);
    const list = await t.call('/appointments/', { userId: patient.userId });
    expect((await list.json()).data.total).toBe(1);
  });

  it('gives a slot with N practitioners to exactly N of N + 3 concurrent bookings', async () => {
    const slot = slotCandidatesAtFixedNow('NY')
      .filter(({ startsAt }) => startsAt.getUTCDate() === 27)
      .sort((a, b) => b.practitionerIds.length - a.practitionerIds.length)[0]!;
    const practitioners = slot.practitionerIds.length;
    const patients = await Promise.all(
      Array.from({ length: practitioners + 3 }, () => t.createBookablePatient()),
    );
    const responses = await Promise.all(
      patients.map((patient) => t.bookScheduled(patient, formatSlot(slot.startsAt), 'NY')),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(practitioners);
    expect(statuses.filter((status) => status === 400)).toHaveLength(3);
    for (const response of responses.filter((candidate) => candidate.status === 400)) {
      expect((await response.json()).code).toBe('error.appointment.slot_unavailable');
    }
  });
});
