'use client';

import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AppointmentStatus,
  AsapBooking,
  AvailableSlotsData,
  AvailableSlotsQuery,
  BookAsapBody,
  BookScheduledBody,
  RescheduleBody,
  ScheduledBooking,
} from '@/lib/contract';
import { apiFetch } from '@/lib/client/api';
import { queryKeys } from '@/lib/client/query-keys';
import {
  appointmentQuery,
  appointmentsListQuery,
  bookableChatsQuery,
  bookingPolicyQuery,
  nextAppointmentQuery,
} from './queries';

/** The patient's open slots for one state and window: the slot picker's data source on patient pages. */
export async function fetchPatientSlots(query: AvailableSlotsQuery, signal?: AbortSignal): Promise<string[]> {
  const params = new URLSearchParams({ state: query.state });
  if (query.datetimeFrom) params.set('datetimeFrom', query.datetimeFrom);
  if (query.datetimeTo) params.set('datetimeTo', query.datetimeTo);
  const data = await apiFetch<AvailableSlotsData>(`/api/appointments/scheduled/available-slots?${params}`, {
    signal,
  });
  return data.slots;
}

export function useAppointments(status: AppointmentStatus | null) {
  return useInfiniteQuery(appointmentsListQuery(status));
}

export function useAppointment(appointmentId: string) {
  return useQuery(appointmentQuery(appointmentId));
}

export function useBookingPolicy() {
  return useQuery(bookingPolicyQuery);
}

/** The newest chats first: a booking belongs to one of them. */
export function useBookableChats() {
  return useQuery(bookableChatsQuery);
}

/** The patient's next booked appointment, or null. */
export function useNextAppointment() {
  return useQuery(nextAppointmentQuery);
}

interface Keyed<Body> {
  body: Body;
  idempotencyKey: string;
}

function useAppointmentMutation<Input, Result>(mutationFn: (input: Input) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // Slots change too: a booked time is no longer open, a released one is.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.appointments.all }),
  });
}

export function useBookScheduled() {
  return useAppointmentMutation(({ body, idempotencyKey }: Keyed<BookScheduledBody>) =>
    apiFetch<ScheduledBooking>('/api/appointments/scheduled', { body, idempotencyKey }),
  );
}

export function useBookAsap() {
  return useAppointmentMutation(({ body, idempotencyKey }: Keyed<BookAsapBody>) =>
    apiFetch<AsapBooking>('/api/appointments/asap', { body, idempotencyKey }),
  );
}

export function useCancelAppointment(appointmentId: string) {
  return useAppointmentMutation(({ idempotencyKey }: { idempotencyKey: string }) =>
    apiFetch(`/api/appointments/${encodeURIComponent(appointmentId)}/cancel`, {
      method: 'POST',
      idempotencyKey,
    }),
  );
}

/** Where a reschedule is sent: the patient's own route, or the staff console's on their behalf. */
export type SendReschedule = (body: RescheduleBody, idempotencyKey: string) => Promise<unknown>;

export function useRescheduleAppointment(appointmentId: string, send?: SendReschedule) {
  return useAppointmentMutation(({ body, idempotencyKey }: Keyed<RescheduleBody>) =>
    send
      ? send(body, idempotencyKey)
      : apiFetch(`/api/appointments/${encodeURIComponent(appointmentId)}/reschedule`, {
          body,
          idempotencyKey,
        }),
  );
}
