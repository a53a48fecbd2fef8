import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Address, Appointment, Message, PagedData, User } from '@/lib/contract';
import type {
  ChatEventsResponse,
  BookingPolicy,
  CompletedChat,
  FaultSettings,
  IntegrationHealth,
  OutboxPage,
  OutboxQuery,
  PatientTimeline,
  PreferredPharmacy,
  SafetyGuidance,
  StaffAccountRow,
  StaffAuditRow,
  StaffInvitationRow,
  StaffNote,
  StaffPatientRow,
  StaffRequestLog,
  StaffSessionInfo,
} from '@/lib/contract/bff';
import { apiFetch } from '@/lib/client/api';
import { messagesPageQuery } from '@/lib/client/message-pages';
import { queryKeys } from '@/lib/client/query-keys';
import { patientApiPath, withQuery } from './staff-paths';

/**
 * The staff console's queries, each once: the pages prefetch them on the server with the same key and
 * options (the route's own work in place of the fetch) and the hooks read them in the browser.
 */
export type StaffListQuery = Record<string, string | number | undefined>;

export const PATIENTS_PAGE_SIZE = 20;
export const AUDIT_LOG_PAGE_SIZE = 50;
/** Enough for every appointment a patient has in practice, in one read. */
export const PATIENT_APPOINTMENTS_SIZE = 100;

/** The lists' first views, as their tables ask for them before any filter or paging. */
export const DEFAULT_PATIENTS_QUERY: StaffListQuery = { q: '', page: 1, size: PATIENTS_PAGE_SIZE };
export const DEFAULT_REQUEST_LOG_QUERY: StaffListQuery = {
  status: '',
  pathTemplate: '',
  patientId: '',
  requestId: '',
};
export const DEFAULT_AUDIT_LOG_QUERY: StaffListQuery = {
  action: '',
  patientId: '',
  page: 1,
  size: AUDIT_LOG_PAGE_SIZE,
};

export interface StaffPatientDetails {
  patient: { id: string; email: string; createdAt: string };
  user: User;
  address: Address | null;
  preferredPharmacy: PreferredPharmacy | null;
}

export const staffSessionQuery = queryOptions({
  queryKey: queryKeys.staff.session,
  queryFn: () => apiFetch<StaffSessionInfo>('/api/staff/session'),
});

export function patientsQuery(query: StaffListQuery) {
  return queryOptions({
    queryKey: queryKeys.staff.patients(query),
    queryFn: () => apiFetch<PagedData<StaffPatientRow>>(withQuery('/api/staff/patients', query)),
    placeholderData: keepPreviousData,
  });
}

export function patientDetailsQuery(patientId: string) {
  return queryOptions({
    queryKey: queryKeys.staff.patient(patientId),
    queryFn: () => apiFetch<StaffPatientDetails>(patientApiPath(patientId)),
  });
}

export function patientTimelineQuery(patientId: string) {
  return queryOptions({
    queryKey: queryKeys.staff.patientPart(patientId, 'timeline'),
    queryFn: () => apiFetch<PatientTimeline>(patientApiPath(patientId, '/timeline')),
  });
}

export function patientNoteQuery(patientId: string) {
  return queryOptions({
    queryKey: queryKeys.staff.patientPart(patientId, 'note'),
    queryFn: () => apiFetch<{ note: StaffNote | null }>(patientApiPath(patientId, '/note')),
  });
}

export function patientAppointmentsQuery(patientId: string) {
  return queryOptions({
    queryKey: queryKeys.staff.patientPart(patientId, 'appointments'),
    queryFn: () =>
      apiFetch<PagedData<Appointment>>(
        patientApiPath(patientId, `/appointments?size=${PATIENT_APPOINTMENTS_SIZE}`),
      ),
  });
}

export function patientCompletedChatsQuery(patientId: string) {
  return queryOptions({
    queryKey: queryKeys.staff.patientPart(patientId, 'completed-chats'),
    queryFn: () => apiFetch<{ items: CompletedChat[] }>(patientApiPath(patientId, '/documents')),
  });
}

const chatApiPath = (patientId: string, chatId: string, suffix: string) =>
  patientApiPath(patientId, `/chats/${encodeURIComponent(chatId)}${suffix}`);

/** A chat's stored messages for the transcript: the newest page first, older pages on demand. */
export function transcriptMessagesQuery(patientId: string, chatId: string) {
  return infiniteQueryOptions({
    queryKey: queryKeys.staff.patientPart(patientId, `chat:${chatId}`, 'messages'),
    queryFn: ({ pageParam, signal }) =>
      apiFetch<PagedData<Message>>(
        `${chatApiPath(patientId, chatId, '/messages')}?${messagesPageQuery(pageParam)}`,
        {
          signal,
        },
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasNext ? last.page + 1 : undefined),
  });
}

/** The chat's recorded control events, oldest first, to show in place in the transcript. */
export function transcriptEventsQuery(patientId: string, chatId: string) {
  return queryOptions({
    queryKey: queryKeys.staff.patientPart(patientId, `chat:${chatId}`, 'events'),
    queryFn: ({ signal }) =>
      apiFetch<ChatEventsResponse>(chatApiPath(patientId, chatId, '/events'), { signal }),
  });
}

export function requestLogQuery(query: StaffListQuery) {
  return queryOptions({
    queryKey: queryKeys.staff.requestLog(query),
    queryFn: () => apiFetch<StaffRequestLog>(withQuery('/api/staff/request-log', query)),
    placeholderData: keepPreviousData,
  });
}

export function auditLogQuery(query: StaffListQuery) {
  return queryOptions({
    queryKey: queryKeys.staff.auditLog(query),
    queryFn: () => apiFetch<PagedData<StaffAuditRow>>(withQuery('/api/staff/audit-log', query)),
    placeholderData: keepPreviousData,
  });
}

export const integrationHealthQuery = queryOptions({
  queryKey: queryKeys.staff.health,
  queryFn: () => apiFetch<IntegrationHealth>('/api/staff/integration-health'),
  refetchInterval: 30_000,
});

export const staffAccountsQuery = queryOptions({
  queryKey: queryKeys.staff.accounts,
  queryFn: () => apiFetch<{ items: StaffAccountRow[] }>('/api/staff/accounts'),
});

export const staffInvitationsQuery = queryOptions({
  queryKey: queryKeys.staff.invitations,
  queryFn: () => apiFetch<{ items: StaffInvitationRow[] }>('/api/staff/invitations'),
});

export const staffSafetyGuidanceQuery = queryOptions({
  queryKey: queryKeys.staff.safetyGuidance,
  queryFn: () => apiFetch<SafetyGuidance>('/api/staff/safety-guidance'),
});

export const staffBookingPolicyQuery = queryOptions({
  queryKey: queryKeys.staff.bookingPolicy,
  queryFn: () => apiFetch<BookingPolicy>('/api/staff/booking-policy'),
});

/** The e-mails to patients, newest first; refreshed while open, since the scheduler sends in the background. */
export function outboxQuery(query: OutboxQuery) {
  return queryOptions({
    queryKey: queryKeys.staff.outbox(query),
    queryFn: () => apiFetch<OutboxPage>(withQuery('/api/staff/outbox', query)),
    refetchInterval: 15_000,
  });
}

/** The embedded service's fault knobs (embedded mode only). */
export const faultsQuery = queryOptions({
  queryKey: queryKeys.staff.faults,
  queryFn: () => apiFetch<FaultSettings>('/api/staff/faults'),
});
