'use client';

import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { PagedData } from '@/lib/contract';
import {
  chatEventsResponseSchema,
  type CompletedConsultation,
  type IntegrationHealth,
  type PreferredPharmacy,
  type PatientTimeline,
  type StaffAccountRow,
  type StaffAuditRow,
  type StaffNote,
  type StaffPatientRow,
  type StaffRequestLog,
  type StaffSessionInfo,
  type SafetyGuidance,
} from '@/lib/contract/bff';
import type { Address, Appointment, User } from '@/lib/contract';
import { apiFetch } from '@/lib/client/api';
import { queryKeys } from '@/lib/client/query-keys';
import { MESSAGES_PAGE_SIZE, messagesPageSchema, orderedMessages } from '@/lib/client/message-pages';
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

/** A chat's stored messages for the transcript: the newest page first, older pages on demand. */
export function useTranscriptMessages(patientId: string, chatId: string) {
  const query = useInfiniteQuery({
    queryKey: queryKeys.staff.patientPart(patientId, `chat:${chatId}`, 'messages'),
    queryFn: ({ pageParam, signal }) =>
      apiFetch(
        withQuery(patientApiPath(patientId, `/chats/${encodeURIComponent(chatId)}/messages`), {
          page: pageParam,
          size: MESSAGES_PAGE_SIZE,
          orderBy: '-createdAt',
        }),
        { schema: messagesPageSchema, signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasNext ? last.page + 1 : undefined),
  });
  const messages = useMemo(() => orderedMessages(query.data), [query.data]);
  return { ...query, messages };
}

/** The chat's recorded control events, oldest first, to show in place in the transcript. */
export function useTranscriptEvents(patientId: string, chatId: string) {
  return useQuery({
    queryKey: queryKeys.staff.patientPart(patientId, `chat:${chatId}`, 'events'),
    queryFn: ({ signal }) =>
      apiFetch(patientApiPath(patientId, `/chats/${encodeURIComponent(chatId)}/events`), {
        schema: chatEventsResponseSchema,
        signal,
      }),
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

export function useStaffAccounts() {
  return useQuery({
    queryKey: queryKeys.staff.accounts,
    queryFn: () => apiFetch<{ items: StaffAccountRow[] }>('/api/staff/accounts'),
  });
}

export function useStaffSafetyGuidance() {
  return useQuery({
    queryKey: queryKeys.staff.safetyGuidance,
    queryFn: () => apiFetch<SafetyGuidance>('/api/staff/safety-guidance'),
  });
}
