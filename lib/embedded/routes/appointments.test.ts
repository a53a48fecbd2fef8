import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentTestActions } from '@/testing/embedded/booking/appointment-test-actions';
import {
  createBookingTestService,
  OTHER_ORGANIZATION_TOKEN,
  slotCandidatesOnDay,
  type BookingTestService,
} from '@/testing/embedded/booking/booking-test-fixtures';
import { formatSlot } from '@/lib/embedded/scheduling';

describe('reading appointments', () => {
  let t: BookingTestService;
  let actions: ReturnType<typeof appointmentTestActions>;
  beforeAll(async () => {
    t = await createBookingTestService();
    actions = appointmentTestActions(t);
  });
  afterAll(() => t.service.close());

  const newYorkSlots = (dayOfMonth: number) => slotCandidatesOnDay('NY', dayOfMonth);

  it('reads a scheduled appointment with its times and its waiting room link', async () => {
    const patient = await t.createBookablePatient();
    const [slot] = newYorkSlots(24);
    const id = await actions.book(patient, slot!.startsAt);
    expect(await actions.read(patient, id)).toEqual({
      id,
      createdAt: '2026-11-23T12:00:00Z',
      chatId: patient.chatId,
      status: 'booked',
      durationMinutes: 20,
      location: { state: 'NY' },
      startsAt: formatSlot(slot!.startsAt),
      endsAt: formatSlot(new Date(slot!.startsAt.getTime() + 20 * 60_000)),
      waitingRoomUrl: expect.stringMatching(/^https:\/\/visits\.example\/api\/v1\/waiting-room\/[\w-]{32}$/),
    });
  });

  it('lists only the caller’s appointments by start time, paged and filtered by status', async () => {
    const patient = await t.createBookablePatient();
    const other = await t.createBookablePatient();
    const slots = newYorkSlots(25);
    const late = await actions.book(patient, slots[3]!.startsAt);
    const early = await actions.book(patient, slots[1]!.startsAt);
    await actions.book(other, slots[2]!.startsAt);
    const asap = (await (await t.bookAsap(patient, 'NY')).json()).data.id;
    expect((await actions.cancel(patient, late)).status).toBe(200);

    const list = async (query: string) => {
      const response = await t.call(`/appointments/?${query}`, { userId: patient.userId });
      expect(response.status).toBe(200);
      return (await response.json()).data;
    };
    const all = await list('');
    expect(all).toMatchObject({ total: 3, page: 1, size: 20, pages: 1, hasNext: false, hasPrev: false });
    expect(all.items.map((item: { id: string }) => item.id)).toEqual([asap, early, late]);
    expect(all.items[0].waitingRoomUrl).toMatch(/\/waiting-room\//);

    const secondPage = await list('page=2&size=2');
    expect(secondPage).toMatchObject({ total: 3, page: 2, size: 2, pages: 2, hasNext: false, hasPrev: true });
    expect(secondPage.items.map((item: { id: string }) => item.id)).toEqual([late]);

    const booked = await list('status=booked');
    expect(booked.items.map((item: { id: string }) => item.id)).toEqual([asap, early]);
    const cancelled = await list('status=cancelled');
    expect(cancelled.items).toEqual([expect.objectContaining({ id: late, status: 'cancelled' })]);
    expect((await list('status=')).total).toBe(3);

    for (const query of ['status=absent', 'size=0', 'size=101', 'page=0', 'orderBy=startsAt']) {
      const response = await t.call(`/appointments/?${query}`, { userId: patient.userId });
      expect(response.status, query).toBe(422);
    }
  });

  it('hides an appointment from other users and organizations behind 404', async () => {
    const patient = await t.createBookablePatient();
    const neighbour = await t.createBookablePatient();
    const foreign = await t.createBookablePatient({ token: OTHER_ORGANIZATION_TOKEN });
    const id = await actions.book(patient, newYorkSlots(24)[2]!.startsAt);
    const attempts = [
      t.call(`/appointments/${id}/`, { userId: neighbour.userId }),
      t.call(`/appointments/${id}/`, { userId: foreign.userId, token: OTHER_ORGANIZATION_TOKEN }),
      t.call('/appointments/apt_missing/', { userId: patient.userId }),
      actions.cancel(neighbour, id),
      actions.reschedule(neighbour, id, newYorkSlots(24)[3]!.startsAt),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(404);
      expect((await response.json()).code).toBe('error.appointment.not_found');
    }
    expect((await actions.read(patient, id)).status).toBe('booked');
  });
});
