'use client';

import { useQuery } from '@tanstack/react-query';
import { appointmentSchema, pagedDataSchema, SIZE_MAX } from '@/lib/contract';
import type { PreferredPharmacy } from '@/lib/contract/bff';
import { apiFetch } from '@/lib/client/api';
import { pickNextAppointment } from './next-appointment';
import { queryKeys } from '@/lib/client/query-keys';

const appointmentsPageSchema = pagedDataSchema(appointmentSchema);

/**
 * The patient's next booked appointment, or null. Booked appointments come oldest first; one page of the
 * largest size holds every appointment a patient realistically has booked.
 */
export function useNextAppointment() {
  return useQuery({
    queryKey: queryKeys.appointments.next(),
    queryFn: ({ signal }) =>
      apiFetch(`/api/appointments?status=booked&size=${SIZE_MAX}`, {
        schema: appointmentsPageSchema,
        signal,
      }),
    select: (page) => pickNextAppointment(page.items, new Date()),
  });
}

/** The pharmacy the patient chose here, or null. */
export function usePreferredPharmacy() {
  return useQuery({
    queryKey: queryKeys.pharmacy.preferred,
    queryFn: ({ signal }) => apiFetch<PreferredPharmacy | null>('/api/pharmacy', { signal }),
  });
}
