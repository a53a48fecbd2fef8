import 'server-only';
import type { Appointment, AppointmentsListQuery, PagedData } from '@/lib/contract';
import type { SignedInPatient } from '@/lib/bff/accounts/signed-in-patient';
import { getServiceClient } from '@/lib/bff/service/deployment-service-client';

/**
 * A patient's reads of their appointments: each is what its route answers, and what a page prefetches for
 * the same query (lib/bff/pages/patient-prefetches.ts).
 */

export async function readAppointments(
  patient: SignedInPatient,
  query: AppointmentsListQuery,
): Promise<PagedData<Appointment>> {
  const client = await getServiceClient();
  return client.listAppointments({ userId: patient.serviceUserId, query });
}

export async function readAppointment(patient: SignedInPatient, appointmentId: string): Promise<Appointment> {
  const client = await getServiceClient();
  return client.getAppointment({ userId: patient.serviceUserId, appointmentId });
}
