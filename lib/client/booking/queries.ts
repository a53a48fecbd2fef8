import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { appointmentSchema, chatSummarySchema, pagedDataSchema, SIZE_MAX, type AppointmentStatus } from '@/lib/contract';
import { patientBookingPolicySchema } from '@/lib/contract/bff';
import { apiFetch } from '@/lib/client/api';
import { queryKeys } from '@/lib/client/query-keys';
import { pickNextAppointment } from './next-appointment';

/**
 * The booking pages' queries, each once: a page prefetches them on the server with the same key and
 * options (its own loader in place of the fetch) and the hooks read them in the browser.
 */
export const APPOINTMENTS_PAGE_SIZE = 20;
/** The chats offered for a booking: the newest page. */
export const BOOKABLE_CHATS_COUNT = 20;

const appointmentsPageSchema = pagedDataSchema(appointmentSchema);
const chatsPageSchema = pagedDataSchema(chatSummarySchema);

export function appointmentsListQuery(status: AppointmentStatus | null) {
  return infiniteQueryOptions({
    queryKey: queryKeys.appointments.list({ status }),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ page: String(pageParam), size: String(APPOINTMENTS_PAGE_SIZE) });
      if (status) params.set('status', status);
      return apiFetch(`/api/appointments?${params}`, { schema: appointmentsPageSchema, signal });
    },
    getNextPageParam: (last) => (last.hasNext ? last.page + 1 : undefined),
  });
}

export function appointmentQuery(appointmentId: string) {
  return queryOptions({
    queryKey: queryKeys.appointments.detail(appointmentId),
    queryFn: ({ signal }) =>
      apiFetch(`/api/appointments/${encodeURIComponent(appointmentId)}`, { schema: appointmentSchema, signal }),
  });
}

/**
 * The patient's next booked appointment, or null. Booked appointments come oldest first; one page of the
 * largest size holds every appointment a patient realistically has booked.
 */
export const nextAppointmentQuery = queryOptions({
  queryKey: queryKeys.appointments.next(),
  queryFn: ({ signal }) =>
    apiFetch(`/api/appointments?status=booked&size=${SIZE_MAX}`, { schema: appointmentsPageSchema, signal }),
  select: (page) => pickNextAppointment(page.items, new Date()),
});

/** The newest chats first: a booking belongs to one of them. */
export const bookableChatsQuery = queryOptions({
  queryKey: queryKeys.chats.bookable(),
  queryFn: ({ signal }) =>
    apiFetch(`/api/chats?page=1&size=${BOOKABLE_CHATS_COUNT}&orderBy=-createdAt`, { schema: chatsPageSchema, signal }),
});

/** The notice window and the organization's contact text, so the appointment page says so before a try. */
export const bookingPolicyQuery = queryOptions({
  queryKey: queryKeys.bookingPolicy,
  queryFn: ({ signal }) => apiFetch('/api/booking-policy', { schema: patientBookingPolicySchema, signal }),
});
