import { beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as bookScheduled } from '@/app/api/appointments/scheduled/route';
import {
  appointmentQuery,
  appointmentsListQuery,
  bookableChatsQuery,
  bookingPolicyQuery,
  nextAppointmentQuery,
} from '@/lib/client/booking/queries';
import {
  chatEventsQuery,
  chatMessagesQuery,
  chatPagesQuery,
  completedChatsQuery,
  recentChatsQuery,
  safetyGuidanceQuery,
} from '@/lib/client/chat/queries';
import { preferredPharmacyQuery } from '@/lib/client/pharmacy/queries';
import {
  addressQuery,
  profileQuery,
  reminderPreferenceQuery,
  signedInSessionsQuery,
} from '@/lib/client/profile/queries';
import { createBookingPatient, openSlots, type BookingPatient } from '@/testing/bff/booking-setup';
import { runConsultationThroughBff } from '@/testing/bff/consultation';
import { expectSameAsRoute } from '@/testing/bff/prefetch-parity';
import {
  actAs,
  callRoute,
  configureTestEnvironment,
  createPatient,
  readEnvelope,
  startTestServices,
} from '@/testing/bff/route-harness';
import type { Prefetch } from './prefetch';
import * as prefetches from './patient-prefetches';

vi.mock('next/headers', async () => (await import('@/testing/cookie-jar')).nextHeadersMock);
configureTestEnvironment();

let patient: BookingPatient;
let completedChatId: string;
let appointmentId: string;

beforeAll(async () => {
  await startTestServices();
  patient = await createBookingPatient();
  completedChatId = (await runConsultationThroughBff()).chatId;
  const [slot] = await openSlots();
  const booked = await readEnvelope<{ id: string }>(
    await callRoute(bookScheduled, '/api/appointments/scheduled', {
      method: 'POST',
      body: { chatId: patient.chatId, startsAt: slot, location: { state: 'OR' } },
    }),
  );
  expect(booked.status).toBe(201);
  appointmentId = booked.body.data!.id;
}, 120_000);

describe("a patient page's prefetched data is what its route answers the browser's query", () => {
  const cases: [string, () => [Prefetch, { queryKey: readonly unknown[] }]][] = [
    ['chatPagesPrefetch', () => [prefetches.chatPagesPrefetch, chatPagesQuery]],
    ['recentChatsPrefetch', () => [prefetches.recentChatsPrefetch, recentChatsQuery]],
    ['bookableChatsPrefetch', () => [prefetches.bookableChatsPrefetch, bookableChatsQuery]],
    ['completedChatsPrefetch', () => [prefetches.completedChatsPrefetch, completedChatsQuery]],
    [
      'chatMessagesPrefetch',
      () => [prefetches.chatMessagesPrefetch(completedChatId), chatMessagesQuery(completedChatId)],
    ],
    [
      'chatEventsPrefetch',
      () => [prefetches.chatEventsPrefetch(completedChatId), chatEventsQuery(completedChatId)],
    ],
    ['safetyGuidancePrefetch', () => [prefetches.safetyGuidancePrefetch, safetyGuidanceQuery]],
    ['appointmentsPrefetch', () => [prefetches.appointmentsPrefetch, appointmentsListQuery(null)]],
    ['nextAppointmentPrefetch', () => [prefetches.nextAppointmentPrefetch, nextAppointmentQuery]],
    [
      'appointmentPrefetch',
      () => [prefetches.appointmentPrefetch(appointmentId), appointmentQuery(appointmentId)],
    ],
    ['bookingPolicyPrefetch', () => [prefetches.bookingPolicyPrefetch, bookingPolicyQuery]],
    ['reminderPreferencePrefetch', () => [prefetches.reminderPreferencePrefetch, reminderPreferenceQuery]],
    ['signedInSessionsPrefetch', () => [prefetches.signedInSessionsPrefetch, signedInSessionsQuery]],
    ['profilePrefetch', () => [prefetches.profilePrefetch, profileQuery]],
    ['addressPrefetch', () => [prefetches.addressPrefetch, addressQuery]],
    ['preferredPharmacyPrefetch', () => [prefetches.preferredPharmacyPrefetch, preferredPharmacyQuery]],
  ];

  it.each(cases)('%s', async (_name, pair) => {
    actAs(patient);
    const [prefetch, options] = pair();
    await expectSameAsRoute(prefetch, options);
  });

  it('covers every page prefetch the module exports', () => {
    const exported = Object.keys(prefetches).filter((name) => name.endsWith('Prefetch'));
    expect(exported.sort()).toEqual(cases.map(([name]) => name).sort());
  });

  it('holds for a patient with nothing on file yet (no address: the route says 404, the cache null)', async () => {
    actAs(await createPatient());
    await expectSameAsRoute(prefetches.addressPrefetch, addressQuery);
    await expectSameAsRoute(prefetches.chatPagesPrefetch, chatPagesQuery);
    await expectSameAsRoute(prefetches.nextAppointmentPrefetch, nextAppointmentQuery);
  });

  it('notices a difference: a loader that answers otherwise fails the comparison', async () => {
    actAs(patient);
    const wrong: Prefetch = (queryClient) =>
      queryClient.prefetchInfiniteQuery({
        ...chatPagesQuery,
        queryFn: async () => ({
          items: [],
          page: 1,
          size: 20,
          total: 0,
          pages: 0,
          hasNext: false,
          hasPrev: false,
        }),
      });
    await expect(expectSameAsRoute(wrong, chatPagesQuery)).rejects.toThrow();
  });
});
