import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Appointment, AppointmentStatus, PagedData } from '@/lib/contract';
import type { NamedChat } from '@/lib/chat-name/chat-name';
import { SIZE_MAX } from '@/lib/contract/list-query-values';
import type { PatientBookingPolicy } from '@/lib/contract/bff/booking-policy-values';
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

/** A page of the patient's appointments. The server's prefetch reads the same path. */
export function appointmentsPagePath(status: AppointmentStatus | null, page: number): string {
  const params = new URLSearchParams({ page: String(page), size: String(APPOINTMENTS_PAGE_SIZE) });
  if (status) params.set('status', status);
  return `/api/appointments?${params}`;
}

export function appointmentsListQuery(status: AppointmentStatus | null) {
  return infiniteQueryOptions({
    queryKey: queryKeys.appointments.list({ status }),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      apiFetch<PagedData<Appointment>>(appointmentsPagePath(status, pageParam), { signal }),
    getNextPageParam: (last) => (last.hasNext ? last.page + 1 : undefined),
  });
}

export function appointmentQuery(appointmentId: string) {
  return queryOptions({
    queryKey: queryKeys.appointments.detail(appointmentId),
    queryFn: ({ signal }) =>
      apiFetch<Appointment>(`/api/appointments/${encodeURIComponent(appointmentId)}`, { signal }),
  });
}

/**
 * The patient's next booked appointment, or null. Booked appointments come oldest first; one page of the
 * largest size holds every appointment a patient realistically has booked.
 */
export const NEXT_APPOINTMENT_PATH = `/api/appointments?status=booked&size=${SIZE_MAX}`;

export const nextAppointmentQuery = queryOptions({
  queryKey: queryKeys.appointments.next(),
  queryFn: ({ signal }) => apiFetch<PagedData<Appointment>>(NEXT_APPOINTMENT_PATH, { signal }),
  select: (page) => pickNextAppointment(page.items, new Date()),
});

/** The newest chats first: a booking belongs to one of them. */
export const BOOKABLE_CHATS_PATH = `/api/chats?page=1&size=${BOOKABLE_CHATS_COUNT}&orderBy=-createdAt`;

export const bookableChatsQuery = queryOptions({
  queryKey: queryKeys.chats.bookable(),
  queryFn: ({ signal }) => apiFetch<PagedData<NamedChat>>(BOOKABLE_CHATS_PATH, { signal }),
});

/** The notice window and the organization's contact text, so the appointment page says so before a try. */
export const bookingPolicyQuery = queryOptions({
  queryKey: queryKeys.bookingPolicy,
  queryFn: ({ signal }) => apiFetch<PatientBookingPolicy>('/api/booking-policy', { signal }),
});
