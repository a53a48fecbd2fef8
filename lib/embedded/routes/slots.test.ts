import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBookingTestService,
  slotCandidatesAtFixedNow,
  type BookingTestService,
} from '@/testing/embedded/booking/booking-test-fixtures';
import { formatSlot } from '@/lib/embedded/scheduling';

const SLOT_FORMAT = /^\d{4}-\d{2}-\d{2}T\d{2}:[024]0:00Z$/;

describe('available slots', () => {
  let t: BookingTestService;
  beforeAll(async () => {
    t = await createBookingTestService();
  });
  afterAll(() => t.service.close());

  const slotsFor = async (userId: string, query: string) => {
    const response = await t.call(`/appointments/scheduled/available-slots/?${query}`, { userId });
    expect(response.status).toBe(200);
    return (await response.json()).data.slots as string[];
  };

  it('lists every slot of the state over the next 14 days by default, in the interface’s format', async () => {
    const { userId } = await t.createBookablePatient();
    const slots = await slotsFor(userId, 'state=NY');
    expect(slots.length).toBeGreaterThan(0);
    expect(slots.every((slot) => SLOT_FORMAT.test(slot))).toBe(true);
    expect(slots).toEqual(slotCandidatesAtFixedNow('NY').map((candidate) => formatSlot(candidate.startsAt)));
  });

  it('offers only times when a practitioner credentialed in the state works', async () => {
    const { userId } = await t.createBookablePatient();
    const newYork = await slotsFor(userId, 'state=NY');
    const california = await slotsFor(userId, 'state=CA');
    expect(california).toEqual(
      slotCandidatesAtFixedNow('CA').map((candidate) => formatSlot(candidate.startsAt)),
    );
    expect(california).not.toEqual(newYork);
  });

  it('keeps to the window: datetimeFrom inclusive, datetimeTo exclusive, offsets allowed', async () => {
    const { userId } = await t.createBookablePatient();
    const inside = slotCandidatesAtFixedNow('NY').filter(
      ({ startsAt }) =>
        startsAt >= new Date('2026-11-24T15:00:00Z') && startsAt < new Date('2026-11-24T17:00:00Z'),
    );
    expect(inside.length).toBeGreaterThan(1);
    const from = encodeURIComponent('2026-11-24T10:00:00-05:00');
    const to = encodeURIComponent('2026-11-24T17:00:00Z');
    const slots = await slotsFor(userId, `state=NY&datetimeFrom=${from}&datetimeTo=${to}`);
    expect(slots).toEqual(inside.map((candidate) => formatSlot(candidate.startsAt)));
    expect(slots[0]).toBe('2026-11-24T15:00:00Z');
  });

  it('answers 422 for a bad state, a reversed window and an unknown parameter', async () => {
    const { userId } = await t.createBookablePatient();
    const cases: Array<[string, string]> = [
      ['state=ZZ', 'state'],
      ['datetimeFrom=2026-11-24T10:00:00Z', 'state'],
      ['state=NY&datetimeFrom=2026-11-24T10:00:00Z&datetimeTo=2026-11-24T09:00:00Z', 'datetimeTo'],
      ['state=NY&datetimeFrom=tomorrow', 'datetimeFrom'],
      ['state=NY&practitioner=prac-01', 'practitioner'],
    ];
    for (const [query, path] of cases) {
      const response = await t.call(`/appointments/scheduled/available-slots/?${query}`, { userId });
      expect(response.status, query).toBe(422);
      const body = await response.json();
      expect(body.code).toBe('error.validation');
      expect(
        body.data.fields.map((field: { path: string }) => field.path),
        query,
      ).toEqual([path]);
    }
  });

  it('asks for the booking prerequisites first, listing exactly what is missing', async () => {
    const noPhoneNoAddress = await t.createPatient({ user: { phoneNumber: undefined }, address: null });
    const response = await t.call('/appointments/scheduled/available-slots/?state=ZZ', {
      userId: noPhoneNoAddress,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'error.appointment.prerequisites',
      message: expect.any(String),
      data: {
        missing: ['phoneNumber', 'address.line1', 'address.city', 'address.state', 'address.postalCode'],
      },
    });

    const partialAddress = await t.createPatient({
      user: { lastName: undefined },
      address: { city: 'Springfield', state: 'NY' },
    });
    const partial = await t.call('/appointments/scheduled/available-slots/?state=NY', {
      userId: partialAddress,
    });
    expect(partial.status).toBe(400);
    expect((await partial.json()).data.missing).toEqual(['lastName', 'address.line1', 'address.postalCode']);
  });

  it('drops a slot once its last practitioner is booked', async () => {
    const candidate = slotCandidatesAtFixedNow('NY').find(({ startsAt }) => startsAt.getUTCDate() === 25)!;
    const startsAt = formatSlot(candidate.startsAt);
    const viewer = await t.createBookablePatient();
    for (const _ of candidate.practitionerIds) {
      expect(await slotsFor(viewer.userId, 'state=NY')).toContain(startsAt);
      const booked = await t.bookScheduled(await t.createBookablePatient(), startsAt, 'NY');
      expect(booked.status).toBe(201);
    }
    expect(await slotsFor(viewer.userId, 'state=NY')).not.toContain(startsAt);
  });

  it('counts a practitioner booked in another state as busy', async () => {
    const newJersey = new Map(
      slotCandidatesAtFixedNow('NJ').map((candidate) => [
        candidate.startsAt.getTime(),
        candidate.practitionerIds,
      ]),
    );
    const shared = slotCandidatesAtFixedNow('NY').find(({ startsAt, practitionerIds }) => {
      const there = newJersey.get(startsAt.getTime());
      return startsAt.getUTCDate() === 26 && !!there && practitionerIds.every((id) => there.includes(id));
    })!;
    expect(shared).toBeDefined();
    const startsAt = formatSlot(shared.startsAt);
    const viewer = await t.createBookablePatient();
    expect(await slotsFor(viewer.userId, 'state=NY')).toContain(startsAt);
    for (const _ of newJersey.get(shared.startsAt.getTime())!) {
      expect((await t.bookScheduled(await t.createBookablePatient(), startsAt, 'NJ')).status).toBe(201);
    }
    expect(await slotsFor(viewer.userId, 'state=NY')).not.toContain(startsAt);
  });
});
