import 'server-only';
import { appointmentsListQuerySchema, messagesListQuerySchema } from '@/lib/contract';
import { auditLogQuerySchema, requestLogQuerySchema, staffPatientsQuerySchema } from '@/lib/contract/bff';
import { messagesPageQuery } from '@/lib/client/message-pages';
import {
  auditLogQuery,
  DEFAULT_AUDIT_LOG_QUERY,
  DEFAULT_PATIENTS_QUERY,
  DEFAULT_REQUEST_LOG_QUERY,
  faultsQuery,
  integrationHealthQuery,
  PATIENT_APPOINTMENTS_SIZE,
  patientAppointmentsQuery,
  patientCompletedChatsQuery,
  patientDetailsQuery,
  patientNoteQuery,
  patientsQuery,
  patientTimelineQuery,
  requestLogQuery,
  staffAccountsQuery,
  staffInvitationsQuery,
  staffSafetyGuidanceQuery,
  staffBookingPolicyQuery,
  outboxQuery,
  staffSessionQuery,
  transcriptEventsQuery,
  transcriptMessagesQuery,
} from '@/lib/client/staff/queries';
import { withQuery } from '@/lib/client/staff/staff-paths';
import { requireStaff, type StaffAccount } from '@/lib/bff/accounts';
import { getSafetyGuidance } from '@/lib/bff/safety/safety-guidance';
import { getBookingPolicy } from '@/lib/bff/booking/booking-policy';
import { readOutbox } from '@/lib/bff/mail/outbox-reads';
import { callServiceFaults } from '@/lib/bff/staff/service-faults';
import { readStaffSessionInfo } from '@/lib/bff/staff/staff-session-info';
import { staffPageOpenedFromAnotherSite } from '@/lib/bff/staff/staff-page-session';
import {
  readAuditLog,
  readIntegrationHealth,
  readPatientsList,
  readRequestLog,
  readStaffAccounts,
  readStaffInvitations,
} from '@/lib/bff/staff/staff-console-reads';
import {
  readPatientAppointments,
  readPatientCompletedChats,
  readPatientDetails,
  readPatientNote,
  readPatientTimeline,
  readTranscriptEvents,
  readTranscriptMessages,
} from '@/lib/bff/staff/staff-patient-reads';
import { workQueueQuery } from '@/lib/client/staff/work-queue-queries';
import { readWorkQueue } from '@/lib/bff/work-queue/queue-reads';
import type { Prefetch } from './prefetch';
import { routeQuery } from './route-query';

/**
 * The staff pages' first views. Each uses the key and options of the browser's own query and, in place of
 * its fetch, the work of the route behind that fetch (the same function, so the same audit row), so the
 * cache holds what the route would have answered. A page view is audited once: here, on the server, and
 * the browser does not ask again while the prefetched answer is fresh.
 *
 * None of them runs for a page opened from another site (ADR 0079): no read, no audit row, until the
 * staff member opens the page from the dashboard itself. Every prefetch of data below is built with
 * `staffRead`; the session's own (the staff member the layout has already read) reads nothing more.
 */

function staffRead(prefetch: Prefetch): Prefetch {
  return async (queryClient) => {
    if (await staffPageOpenedFromAnotherSite()) return;
    await prefetch(queryClient);
  };
}

/** What the session route answers, for the staff member the console's layout has already checked. */
export function staffSessionPrefetch(staff: StaffAccount): Prefetch {
  return (queryClient) =>
    queryClient.prefetchQuery({ ...staffSessionQuery, queryFn: async () => readStaffSessionInfo(staff) });
}

export const patientsListPrefetch: Prefetch = staffRead((queryClient) =>
  queryClient.prefetchQuery({
    ...patientsQuery(DEFAULT_PATIENTS_QUERY),
    queryFn: async () =>
      readPatientsList(
        await requireStaff(),
        routeQuery(staffPatientsQuerySchema, withQuery('/', DEFAULT_PATIENTS_QUERY)),
      ),
  }),
);

export const workQueuePrefetch: Prefetch = staffRead((queryClient) =>
  queryClient.prefetchQuery({
    ...workQueueQuery,
    queryFn: async () => readWorkQueue((await requireStaff()).organizationKey),
  }),
);

export function patientPrefetches(patientId: string): Prefetch[] {
  return (
    [
      (queryClient) =>
        queryClient.prefetchQuery({
          ...patientDetailsQuery(patientId),
          queryFn: () => readPatientDetails(patientId),
        }),
      (queryClient) =>
        queryClient.prefetchQuery({
          ...patientNoteQuery(patientId),
          queryFn: () => readPatientNote(patientId),
        }),
      (queryClient) =>
        queryClient.prefetchQuery({
          ...patientAppointmentsQuery(patientId),
          queryFn: () =>
            readPatientAppointments(
              patientId,
              routeQuery(appointmentsListQuerySchema, `/?size=${PATIENT_APPOINTMENTS_SIZE}`),
            ),
        }),
      (queryClient) =>
        queryClient.prefetchQuery({
          ...patientCompletedChatsQuery(patientId),
          queryFn: () => readPatientCompletedChats(patientId),
        }),
      (queryClient) =>
        queryClient.prefetchQuery({
          ...patientTimelineQuery(patientId),
          queryFn: () => readPatientTimeline(patientId),
        }),
    ] satisfies Prefetch[]
  ).map(staffRead);
}

export function transcriptPrefetches(patientId: string, chatId: string): Prefetch[] {
  return (
    [
      (queryClient) =>
        queryClient.prefetchInfiniteQuery({
          ...transcriptMessagesQuery(patientId, chatId),
          queryFn: () =>
            readTranscriptMessages(
              patientId,
              chatId,
              routeQuery(messagesListQuerySchema, `/?${messagesPageQuery(1)}`),
            ),
        }),
      (queryClient) =>
        queryClient.prefetchQuery({
          ...transcriptEventsQuery(patientId, chatId),
          queryFn: () => readTranscriptEvents(patientId, chatId),
        }),
    ] satisfies Prefetch[]
  ).map(staffRead);
}

export const integrationHealthPrefetch: Prefetch = staffRead((queryClient) =>
  queryClient.prefetchQuery({
    ...integrationHealthQuery,
    queryFn: async () => readIntegrationHealth(await requireStaff()),
  }),
);

export const requestLogPrefetch: Prefetch = staffRead((queryClient) =>
  queryClient.prefetchQuery({
    ...requestLogQuery(DEFAULT_REQUEST_LOG_QUERY),
    queryFn: async () =>
      readRequestLog(
        await requireStaff({ role: 'admin' }),
        routeQuery(requestLogQuerySchema, withQuery('/', DEFAULT_REQUEST_LOG_QUERY)),
      ),
  }),
);

export const auditLogPrefetch: Prefetch = staffRead((queryClient) =>
  queryClient.prefetchQuery({
    ...auditLogQuery(DEFAULT_AUDIT_LOG_QUERY),
    queryFn: async () =>
      readAuditLog(
        await requireStaff({ role: 'admin' }),
        routeQuery(auditLogQuerySchema, withQuery('/', DEFAULT_AUDIT_LOG_QUERY)),
      ),
  }),
);

export const staffAccountsPrefetch: Prefetch = staffRead((queryClient) =>
  queryClient.prefetchQuery({
    ...staffAccountsQuery,
    queryFn: async () => readStaffAccounts(await requireStaff({ role: 'admin' })),
  }),
);

export const staffInvitationsPrefetch: Prefetch = staffRead((queryClient) =>
  queryClient.prefetchQuery({
    ...staffInvitationsQuery,
    queryFn: async () => readStaffInvitations(await requireStaff({ role: 'admin' })),
  }),
);

export const staffSafetyGuidancePrefetch: Prefetch = staffRead((queryClient) =>
  queryClient.prefetchQuery({
    ...staffSafetyGuidanceQuery,
    queryFn: async () => {
      await requireStaff({ role: 'admin' });
      return getSafetyGuidance();
    },
  }),
);

export const staffBookingPolicyPrefetch: Prefetch = staffRead((queryClient) =>
  queryClient.prefetchQuery({
    ...staffBookingPolicyQuery,
    queryFn: async () => {
      await requireStaff({ role: 'admin' });
      return getBookingPolicy();
    },
  }),
);

export const outboxPrefetch: Prefetch = staffRead((queryClient) =>
  queryClient.prefetchQuery({
    ...outboxQuery({}),
    queryFn: async () => readOutbox(await requireStaff({ role: 'admin' }), {}),
  }),
);

export const faultsPrefetch: Prefetch = staffRead((queryClient) =>
  queryClient.prefetchQuery({
    ...faultsQuery,
    queryFn: async () => {
      await requireStaff({ role: 'admin' });
      return callServiceFaults('GET');
    },
  }),
);
