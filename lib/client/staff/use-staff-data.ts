'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PagedData } from '@/lib/contract';
import type {
  CompletedConsultation,
  IntegrationHealth,
  PreferredPharmacy,
  PatientTimeline,
  StaffAuditRow,
  StaffNote,
  StaffPatientRow,
  StaffRequestLog,
  StaffSessionInfo,
} from '@/lib/contract/bff';
import type { Address, Appointment, Message, User } from '@/lib/contract';
import { apiFetch } from '@/lib/client/api';
import { queryKeys } from '@/lib/client/query-keys';
import { patientApiPath, withQuery } from './staff-paths';

type Query = Record<string, string | number | undefined>;

export function useStaffSession() {
  return useQuery({
    queryKey: queryKeys.staff.session,
    queryFn: () => apiFetch<StaffSessionInfo>('/api/staff/session'),
  });
}

export function usePatients(query: Query) {
  return useQuery({
    queryKey: queryKeys.staff.patients(query),
    queryFn: () => apiFetch<PagedData<StaffPatientRow>>(withQuery('/api/staff/patients', query)),
    placeholderData: keepPreviousData,
  });
}

export interface StaffPatientDetails {
  patient: { id: string; email: string; createdAt: string };
  user: User;
  address: Address | null;
  preferredPharmacy: PreferredPharmacy | null;
}

export function usePatientDetails(patientId: string) {
  return useQuery({
    queryKey: queryKeys.staff.patient(patientId),
    queryFn: () => apiFetch<StaffPatientDetails>(patientApiPath(patientId)),
  });
}

export function usePatientTimeline(patientId: string) {
  return useQuery({
    queryKey: queryKeys.staff.patientPart(patientId, 'timeline'),
    queryFn: () => apiFetch<PatientTimeline>(patientApiPath(patientId, '/timeline')),
  });
}

export function usePatientNote(patientId: string) {
  return useQuery({
    queryKey: queryKeys.staff.patientPart(patientId, 'note'),
    queryFn: () => apiFetch<{ note: StaffNote | null }>(patientApiPath(patientId, '/note')),
  });
}

export function usePatientAppointments(patientId: string) {
  return useQuery({
    queryKey: queryKeys.staff.patientPart(patientId, 'appointments'),
    queryFn: () => apiFetch<PagedData<Appointment>>(patientApiPath(patientId, '/appointments?size=100')),
  });
}

export function usePatientConsultations(patientId: string) {
  return useQuery({
    queryKey: queryKeys.staff.patientPart(patientId, 'consultations'),
    queryFn: () => apiFetch<{ items: CompletedConsultation[] }>(patientApiPath(patientId, '/consultations')),
  });
}

export function useTranscript(patientId: string, chatId: string, page: number) {
  return useQuery({
    queryKey: queryKeys.staff.patientPart(patientId, `chat:${chatId}`, page),
    queryFn: () =>
      apiFetch<PagedData<Message>>(
        withQuery(patientApiPath(patientId, `/chats/${encodeURIComponent(chatId)}/messages`), {
          page,
          size: 50,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useRequestLog(query: Query) {
  return useQuery({
    queryKey: queryKeys.staff.requestLog(query),
    queryFn: () => apiFetch<StaffRequestLog>(withQuery('/api/staff/request-log', query)),
    placeholderData: keepPreviousData,
  });
}

export function useAuditLog(query: Query) {
  return useQuery({
    queryKey: queryKeys.staff.auditLog(query),
    queryFn: () => apiFetch<PagedData<StaffAuditRow>>(withQuery('/api/staff/audit-log', query)),
    placeholderData: keepPreviousData,
  });
}

export function useIntegrationHealth() {
  return useQuery({
    queryKey: queryKeys.staff.health,
    queryFn: () => apiFetch<IntegrationHealth>('/api/staff/integration-health'),
    refetchInterval: 30_000,
  });
}
