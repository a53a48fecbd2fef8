import 'server-only';
import { SIZE_MAX, type Artifact } from '@/lib/contract';
import {
  appointmentQuery,
  appointmentsListQuery,
  APPOINTMENTS_PAGE_SIZE,
  BOOKABLE_CHATS_COUNT,
  bookableChatsQuery,
  bookingPolicyQuery,
  nextAppointmentQuery,
} from '@/lib/client/booking/queries';
import {
  CHATS_PAGE_SIZE,
  chatEventsQuery,
  chatMessagesQuery,
  chatPagesQuery,
  completedChatsQuery,
  RECENT_CHATS_COUNT,
  recentChatsQuery,
} from '@/lib/client/chat/queries';
import { MESSAGES_PAGE_SIZE } from '@/lib/client/message-pages';
import { preferredPharmacyQuery } from '@/lib/client/pharmacy/queries';
import {
  addressQuery,
  profileQuery,
  reminderPreferenceQuery,
  signedInSessionsQuery,
} from '@/lib/client/profile/queries';
import { requirePatient } from '@/lib/bff/accounts';
import { listChatControlEvents } from '@/lib/bff/records/chat-control-events';
import { listCompletedChats } from '@/lib/bff/records/completed-chats';
import { getServiceClient } from '@/lib/bff/service/deployment-service-client';
import { getOrganizationKey } from '@/lib/bff/service/service-target';
import { patientBookingPolicy } from '@/lib/bff/booking/booking-policy';
import { readReminderPreference } from '@/lib/bff/accounts/reminder-preference';
import { requirePatientSession } from '@/lib/bff/accounts/account-guards';
import { listSignedInSessions } from '@/lib/bff/accounts/account-sessions';
import type { Prefetch } from './prefetch';

/**
 * The patient pages' first views. Each uses the key and options of the browser's own query and, in
 * place of its fetch, what the BFF route behind that fetch does, so the cache holds what the route
 * would have answered.
 */
async function patientService() {
  const { account, serviceUserId } = await requirePatient();
  return { account, userId: serviceUserId, client: await getServiceClient() };
}

const newestFirst = (size: number) => ({ page: 1, size, orderBy: '-createdAt' as const });

export function chatMessagesPrefetch(chatId: string): Prefetch {
  return (queryClient) =>
    queryClient.prefetchInfiniteQuery({
      ...chatMessagesQuery(chatId),
      queryFn: async () => {
        const { client, userId } = await patientService();
        return client.listMessages({ userId, chatId, query: newestFirst(MESSAGES_PAGE_SIZE) });
      },
    });
}

export function chatEventsPrefetch(chatId: string): Prefetch {
  return (queryClient) =>
    queryClient.prefetchQuery({
      ...chatEventsQuery(chatId),
      queryFn: async () => {
        const { account } = await requirePatient();
        const organizationKey = await getOrganizationKey();
        return { events: await listChatControlEvents({ organizationKey, chatId, patientAccountId: account.id }) };
      },
    });
}

export const chatPagesPrefetch: Prefetch = (queryClient) =>
  queryClient.prefetchInfiniteQuery({
    ...chatPagesQuery,
    queryFn: async () => {
      const { client, userId } = await patientService();
      return client.listChats({ userId, query: newestFirst(CHATS_PAGE_SIZE) });
    },
  });

export const recentChatsPrefetch: Prefetch = (queryClient) =>
  queryClient.prefetchQuery({
    ...recentChatsQuery,
    queryFn: async () => {
      const { client, userId } = await patientService();
      return client.listChats({ userId, query: newestFirst(RECENT_CHATS_COUNT) });
    },
  });

export const bookableChatsPrefetch: Prefetch = (queryClient) =>
  queryClient.prefetchQuery({
    ...bookableChatsQuery,
    queryFn: async () => {
      const { client, userId } = await patientService();
      return client.listChats({ userId, query: newestFirst(BOOKABLE_CHATS_COUNT) });
    },
  });

export const completedChatsPrefetch: Prefetch = (queryClient) =>
  queryClient.prefetchQuery({
    ...completedChatsQuery,
    queryFn: async () => ({ items: await listCompletedChats((await requirePatient()).account) }),
  });

export const appointmentsPrefetch: Prefetch = (queryClient) =>
  queryClient.prefetchInfiniteQuery({
    ...appointmentsListQuery(null),
    queryFn: async () => {
      const { client, userId } = await patientService();
      return client.listAppointments({ userId, query: { page: 1, size: APPOINTMENTS_PAGE_SIZE } });
    },
  });

export const nextAppointmentPrefetch: Prefetch = (queryClient) =>
  queryClient.prefetchQuery({
    ...nextAppointmentQuery,
    queryFn: async () => {
      const { client, userId } = await patientService();
      return client.listAppointments({ userId, query: { status: 'booked', size: SIZE_MAX } });
    },
  });

export function appointmentPrefetch(appointmentId: string): Prefetch {
  return (queryClient) =>
    queryClient.prefetchQuery({
      ...appointmentQuery(appointmentId),
      queryFn: async () => {
        const { client, userId } = await patientService();
        return client.getAppointment({ userId, appointmentId });
      },
    });
}

export const bookingPolicyPrefetch: Prefetch = (queryClient) =>
  queryClient.prefetchQuery({
    ...bookingPolicyQuery,
    queryFn: async () => {
      await requirePatient();
      return patientBookingPolicy();
    },
  });

export const reminderPreferencePrefetch: Prefetch = (queryClient) =>
  queryClient.prefetchQuery({
    ...reminderPreferenceQuery,
    queryFn: async () => readReminderPreference((await requirePatient()).account.id),
  });

export const signedInSessionsPrefetch: Prefetch = (queryClient) =>
  queryClient.prefetchQuery({
    ...signedInSessionsQuery,
    queryFn: async () => listSignedInSessions((await requirePatientSession()).session),
  });

export const profilePrefetch: Prefetch = (queryClient) =>
  queryClient.prefetchQuery({
    ...profileQuery,
    queryFn: async () => {
      const { client, userId } = await patientService();
      return client.getUser({ userId });
    },
  });

export const addressPrefetch: Prefetch = (queryClient) =>
  queryClient.prefetchQuery({
    ...addressQuery,
    queryFn: async () => {
      const { client, userId } = await patientService();
      return client.getAddress({ userId });
    },
  });

export const preferredPharmacyPrefetch: Prefetch = (queryClient) =>
  queryClient.prefetchQuery({
    ...preferredPharmacyQuery,
    queryFn: async () => (await requirePatient()).account.preferredPharmacy ?? null,
  });

/** The document when the service has it ready; otherwise (being written, absent, failing) the browser asks. */
export async function readyDocument(artifactId: string): Promise<Artifact | undefined> {
  try {
    const { client, userId } = await patientService();
    const result = await client.getArtifact({ userId, artifactId });
    return result.status === 'ready' ? result.artifact : undefined;
  } catch {
    return undefined;
  }
}
