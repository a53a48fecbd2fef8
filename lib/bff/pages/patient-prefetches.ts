import 'server-only';
import {
  appointmentsListQuerySchema,
  chatsListQuerySchema,
  messagesListQuerySchema,
  type Artifact,
} from '@/lib/contract';
import {
  appointmentQuery,
  appointmentsListQuery,
  appointmentsPagePath,
  BOOKABLE_CHATS_PATH,
  bookableChatsQuery,
  bookingPolicyQuery,
  NEXT_APPOINTMENT_PATH,
  nextAppointmentQuery,
} from '@/lib/client/booking/queries';
import {
  CHATS_PAGE_SIZE,
  chatEventsQuery,
  chatMessagesPath,
  chatMessagesQuery,
  chatPagesQuery,
  chatsPagePath,
  completedChatsQuery,
  RECENT_CHATS_COUNT,
  recentChatsQuery,
  safetyGuidanceQuery,
} from '@/lib/client/chat/queries';
import { preferredPharmacyQuery } from '@/lib/client/pharmacy/queries';
import {
  addressQuery,
  profileQuery,
  reminderPreferenceQuery,
  signedInSessionsQuery,
} from '@/lib/client/profile/queries';
import { requirePatient } from '@/lib/bff/accounts';
import { readAddress, readPreferredPharmacy, readProfile } from '@/lib/bff/accounts/patient-profile-reads';
import { readReminderPreference } from '@/lib/bff/accounts/reminder-preference';
import { readAppointment, readAppointments } from '@/lib/bff/booking/patient-appointment-reads';
import { patientBookingPolicy } from '@/lib/bff/booking/booking-policy';
import {
  readChatEvents,
  readChatMessages,
  readChats,
  readCompletedChats,
} from '@/lib/bff/chats/patient-chat-reads';
import { getSafetyGuidance } from '@/lib/bff/safety/safety-guidance';
import { getServiceClient } from '@/lib/bff/service/deployment-service-client';
import { requirePatientSession } from '@/lib/bff/accounts/account-guards';
import { listSignedInSessions } from '@/lib/bff/accounts/account-sessions';
import type { Prefetch } from './prefetch';
import { routeQuery } from './route-query';

/**
 * The patient pages' first views. Each uses the key and options of the browser's own query and, in place
 * of its fetch, the loader its route calls, with the query parsed from the path the browser would fetch:
 * the cache holds what the route would have answered (prefetch-parity.test.ts compares the two).
 */

export function chatMessagesPrefetch(chatId: string): Prefetch {
  return (queryClient) =>
    queryClient.prefetchInfiniteQuery({
      ...chatMessagesQuery(chatId),
      queryFn: async () =>
        readChatMessages(
          await requirePatient(),
          chatId,
          routeQuery(messagesListQuerySchema, chatMessagesPath(chatId, 1)),
        ),
    });
}

export function chatEventsPrefetch(chatId: string): Prefetch {
  return (queryClient) =>
    queryClient.prefetchQuery({
      ...chatEventsQuery(chatId),
      queryFn: async () => readChatEvents(await requirePatient(), chatId),
    });
}

/** Public, as its route is: the chat's safety panel and card show the organization's words from the first frame. */
export const safetyGuidancePrefetch: Prefetch = (queryClient) =>
  queryClient.prefetchQuery({ ...safetyGuidanceQuery, queryFn: getSafetyGuidance });

function chatsPage(size: number) {
  return async () =>
    readChats(await requirePatient(), routeQuery(chatsListQuerySchema, chatsPagePath(1, size)));
}

export const chatPagesPrefetch: Prefetch = (queryClient) =>
  queryClient.prefetchInfiniteQuery({ ...chatPagesQuery, queryFn: chatsPage(CHATS_PAGE_SIZE) });

export const recentChatsPrefetch: Prefetch = (queryClient) =>
  queryClient.prefetchQuery({ ...recentChatsQuery, queryFn: chatsPage(RECENT_CHATS_COUNT) });

export const bookableChatsPrefetch: Prefetch = (queryClient) =>
  queryClient.prefetchQuery({
    ...bookableChatsQuery,
    queryFn: async () =>
      readChats(await requirePatient(), routeQuery(chatsListQuerySchema, BOOKABLE_CHATS_PATH)),
  });

export const completedChatsPrefetch: Prefetch = (queryClient) =>
  queryClient.prefetchQuery({
    ...completedChatsQuery,
    queryFn: async () => readCompletedChats(await requirePatient()),
  });

export const appointmentsPrefetch: Prefetch = (queryClient) =>
  queryClient.prefetchInfiniteQuery({
    ...appointmentsListQuery(null),
    queryFn: async () =>
      readAppointments(
        await requirePatient(),
        routeQuery(appointmentsListQuerySchema, appointmentsPagePath(null, 1)),
      ),
  });

export const nextAppointmentPrefetch: Prefetch = (queryClient) =>
  queryClient.prefetchQuery({
    ...nextAppointmentQuery,
    queryFn: async () =>
      readAppointments(
        await requirePatient(),
        routeQuery(appointmentsListQuerySchema, NEXT_APPOINTMENT_PATH),
      ),
  });

export function appointmentPrefetch(appointmentId: string): Prefetch {
  return (queryClient) =>
    queryClient.prefetchQuery({
      ...appointmentQuery(appointmentId),
      queryFn: async () => readAppointment(await requirePatient(), appointmentId),
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
  queryClient.prefetchQuery({ ...profileQuery, queryFn: async () => readProfile(await requirePatient()) });

export const addressPrefetch: Prefetch = (queryClient) =>
  queryClient.prefetchQuery({ ...addressQuery, queryFn: async () => readAddress(await requirePatient()) });

export const preferredPharmacyPrefetch: Prefetch = (queryClient) =>
  queryClient.prefetchQuery({
    ...preferredPharmacyQuery,
    queryFn: async () => readPreferredPharmacy(await requirePatient()),
  });

/** The document when the service has it ready; otherwise (being written, absent, failing) the browser asks. */
export async function readyDocument(artifactId: string): Promise<Artifact | undefined> {
  try {
    const { serviceUserId } = await requirePatient();
    const client = await getServiceClient();
    const result = await client.getArtifact({ userId: serviceUserId, artifactId });
    return result.status === 'ready' ? result.artifact : undefined;
  } catch {
    return undefined;
  }
}
