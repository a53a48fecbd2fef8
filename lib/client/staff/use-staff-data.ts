'use client';

import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { orderedMessages } from '@/lib/client/message-pages';
import type { OutboxQuery } from '@/lib/contract/bff';
import {
  auditLogQuery,
  faultsQuery,
  integrationHealthQuery,
  outboxQuery,
  patientAppointmentsQuery,
  patientCompletedChatsQuery,
  patientDetailsQuery,
  patientNoteQuery,
  patientsQuery,
  patientTimelineQuery,
  requestLogQuery,
  staffAccountsQuery,
  staffInvitationsQuery,
  staffBookingPolicyQuery,
  staffSafetyGuidanceQuery,
  staffSessionQuery,
  transcriptEventsQuery,
  transcriptMessagesQuery,
  type StaffListQuery,
} from './queries';

export type { StaffPatientDetails } from './queries';

export const useStaffSession = () => useQuery(staffSessionQuery);
export const usePatients = (query: StaffListQuery) => useQuery(patientsQuery(query));
export const usePatientDetails = (patientId: string) => useQuery(patientDetailsQuery(patientId));
export const usePatientTimeline = (patientId: string) => useQuery(patientTimelineQuery(patientId));
export const usePatientNote = (patientId: string) => useQuery(patientNoteQuery(patientId));
export const usePatientAppointments = (patientId: string) => useQuery(patientAppointmentsQuery(patientId));
export const usePatientCompletedChats = (patientId: string) => useQuery(patientCompletedChatsQuery(patientId));

/** A chat's stored messages for the transcript, as one list oldest first. */
export function useTranscriptMessages(patientId: string, chatId: string) {
  const query = useInfiniteQuery(transcriptMessagesQuery(patientId, chatId));
  const messages = useMemo(() => orderedMessages(query.data), [query.data]);
  return { ...query, messages };
}

export const useTranscriptEvents = (patientId: string, chatId: string) =>
  useQuery(transcriptEventsQuery(patientId, chatId));
export const useRequestLog = (query: StaffListQuery) => useQuery(requestLogQuery(query));
export const useAuditLog = (query: StaffListQuery) => useQuery(auditLogQuery(query));
export const useIntegrationHealth = () => useQuery(integrationHealthQuery);
export const useStaffAccounts = () => useQuery(staffAccountsQuery);
export const useStaffInvitations = () => useQuery(staffInvitationsQuery);
export const useStaffSafetyGuidance = () => useQuery(staffSafetyGuidanceQuery);
export const useStaffBookingPolicy = () => useQuery(staffBookingPolicyQuery);
export const useOutbox = (query: OutboxQuery) => useQuery(outboxQuery(query));
export const useFaults = () => useQuery(faultsQuery);
