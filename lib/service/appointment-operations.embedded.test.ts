import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newIdempotencyKey } from './idempotency-key';
import { startEmbeddedClient, type EmbeddedClientHarness } from '@/testing/service/embedded-client';

/** Monday 23 November 2026, 12:00 UTC: the slots the service offers follow from it. */
const FIXED_NOW = new Date('2026-11-23T12:00:00Z');
const EVERGREEN_TERRACE = {
  line1: '742 Evergreen Terrace',
  city: 'Springfield',
  state: 'NY',
  postalCode: '10001',
} as const;

describe('appointments against the embedded service', () => {
  let harness: EmbeddedClientHarness;
  let patients = 0;
  beforeAll(async () => {
    harness = await startEmbeddedClient({
      token: 'tok-service-client-appointments',
      clock: { now: () => FIXED_NOW },
    });
  });
  afterAll(() => harness.close());

  async function createBookablePatient() {
    const { client } = harness;
    patients += 1;
    const user = await client.createUser({
      body: {
        firstName: 'Homer',
        lastName: 'Simpson',
        phoneNumber: `+1 555 02${String(patients).padStart(2, '0')}`,
      },
      idempotencyKey: newIdempotencyKey(),
    });
    await client.putAddress({
      userId: user.id,
      body: EVERGREEN_TERRACE,
      idempotencyKey: newIdempotencyKey(),
    });
    const chat = await client.createChat({ userId: user.id, idempotencyKey: newIdempotencyKey() });
    return { userId: user.id, chatId: chat.id };
  }

  it('lists slots, books one, reschedules and cancels it', async () => {
    const { client } = harness;
    const { userId, chatId } = await createBookablePatient();
    const slots = await client.listAvailableSlots({ userId, query: { state: 'NY' } });
    expect(slots.length).toBeGreaterThan(1);
    const [first, second] = slots as [string, string, ...string[]];
    expect(Date.parse(first)).toBeGreaterThan(FIXED_NOW.getTime());

    const booking = await client.bookScheduledAppointment({
      userId,
      chatId,
      startsAt: first,
      state: 'NY',
      idempotencyKey: newIdempotencyKey(),
    });
    expect(booking).toMatchObject({
      chatId,
      status: 'booked',
      durationMinutes: 20,
      location: { state: 'NY' },
    });
    await expect(client.getAppointment({ userId, appointmentId: booking.id })).resolves.toMatchObject({
      id: booking.id,
      startsAt: first,
    });
    const windowEnd = new Date(Date.parse(second) + 2 * 60 * 60_000).toISOString();
    const windowed = await client.listAvailableSlots({
      userId,
      query: { state: 'NY', datetimeFrom: second, datetimeTo: windowEnd },
    });
    expect(windowed[0]).toBe(second);
    expect(windowed.every((slot) => slot >= second && Date.parse(slot) < Date.parse(windowEnd))).toBe(true);

    await client.rescheduleAppointment({
      userId,
      appointmentId: booking.id,
      startsAt: second,
      state: 'NY',
      idempotencyKey: newIdempotencyKey(),
    });
    await expect(client.getAppointment({ userId, appointmentId: booking.id })).resolves.toMatchObject({
      status: 'booked',
      startsAt: second,
    });

    await client.cancelAppointment({
      userId,
      appointmentId: booking.id,
      idempotencyKey: newIdempotencyKey(),
    });
    const cancelled = await client.listAppointments({ userId, query: { status: 'cancelled' } });
    expect(cancelled.items.map((appointment) => appointment.id)).toEqual([booking.id]);
    await expect(
      client.cancelAppointment({ userId, appointmentId: booking.id, idempotencyKey: newIdempotencyKey() }),
    ).rejects.toMatchObject({ status: 400, code: 'error.appointment.not_booked' });
  });

  it('books an ASAP visit with a waiting room link', async () => {
    const { client } = harness;
    const { userId, chatId } = await createBookablePatient();
    const booking = await client.bookAsapAppointment({
      userId,
      chatId,
      state: 'NY',
      idempotencyKey: newIdempotencyKey(),
    });
    expect(booking).toMatchObject({ chatId, status: 'booked', durationMinutes: 15 });
    expect(booking.waitingRoomUrl).toMatch(/^https?:\/\//);
    const all = await client.listAppointments({ userId });
    expect(all.items.map((appointment) => appointment.id)).toEqual([booking.id]);
  });

  it('reports the authoritative booking failures', async () => {
    const { client } = harness;
    const { userId, chatId } = await createBookablePatient();
    await expect(
      client.bookScheduledAppointment({
        userId,
        chatId,
        startsAt: '2026-11-23T12:07:00Z',
        state: 'NY',
        idempotencyKey: newIdempotencyKey(),
      }),
    ).rejects.toMatchObject({ status: 400, code: 'error.appointment.slot_unavailable' });

    const bare = await client.createUser({ body: {}, idempotencyKey: newIdempotencyKey() });
    const chat = await client.createChat({ userId: bare.id, idempotencyKey: newIdempotencyKey() });
    await expect(
      client.bookAsapAppointment({
        userId: bare.id,
        chatId: chat.id,
        state: 'NY',
        idempotencyKey: newIdempotencyKey(),
      }),
    ).rejects.toMatchObject({ status: 400, code: 'error.appointment.prerequisites' });
    await expect(client.getAppointment({ userId, appointmentId: 'apt_missing' })).rejects.toMatchObject({
      status: 404,
    });
  });
});
