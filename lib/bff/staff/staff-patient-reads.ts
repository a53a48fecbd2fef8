import 'server-only';
import { SIZE_MAX, type AppointmentsListQuery, type MessagesListQuery } from '@/lib/contract';
import type { ChatEventsResponse, PatientTimeline } from '@/lib/contract/bff';
import { getAppDatabase } from '@/lib/bff/records/app-database';
import { listChatControlEvents, listPatientControlEvents } from '@/lib/bff/records/chat-control-events';
import { listCompletedChats } from '@/lib/bff/records/completed-chats';
import { getServiceClient } from '@/lib/bff/service/deployment-service-client';
import { staffPatientAction } from './staff-access';
import { searchRequestLog } from './request-log-queries';
import { readStaffNote } from './staff-notes';
import { buildTimeline, toTimelineControlEvents } from './timeline-items';
import { nameChats } from '@/lib/bff/chats/chat-subjects';

/**
 * What staff read about one patient, each read audited as one action: the API routes answer with these,
 * and the console's pages prefetch their first view with them, so a page view is recorded the same way.
 */

/** The service's profile and address, with the preferred pharmacy from the app's own copy. */
export function readPatientDetails(patientId: string) {
  return staffPatientAction({
    patientId,
    action: 'patient.profile.view',
    perform: async ({ patient }) => {
      const client = await getServiceClient();
      const [user, address] = await Promise.all([
        client.getUser({ userId: patient.serviceUserId }),
        client.getAddress({ userId: patient.serviceUserId }),
      ]);
      return {
        patient: { id: patient.id, email: patient.email, createdAt: patient.createdAt.toISOString() },
        user,
        address,
        preferredPharmacy: patient.preferredPharmacy ?? null,
      };
    },
  });
}

/** The staff note sent as context with the patient's next new chat; null when there is none. */
export async function readPatientNote(patientId: string) {
  const note = await staffPatientAction({
    patientId,
    action: 'patient.note.view',
    perform: ({ patient }) => readStaffNote(patient.id),
  });
  return { note };
}

export function readPatientAppointments(patientId: string, query: AppointmentsListQuery) {
  return staffPatientAction({
    patientId,
    action: 'patient.appointments.list',
    detail: { page: query.page, size: query.size, status: query.status ?? null },
    perform: async ({ patient }) =>
      (await getServiceClient()).listAppointments({ userId: patient.serviceUserId, query }),
  });
}

export async function readPatientCompletedChats(patientId: string) {
  const items = await staffPatientAction({
    patientId,
    action: 'patient.consultations.list',
    perform: async ({ patient }) => {
      const completed = await listCompletedChats(patient);
      const client = await getServiceClient();
      const named = await nameChats(
        client,
        patient.serviceUserId,
        completed.map((chat) => ({ id: chat.chatId })),
      );
      return completed.map((chat, index) => {
        const subject = named[index]?.subject;
        return subject === undefined ? chat : { ...chat, subject };
      });
    },
  });
  return { items };
}

export function readTranscriptMessages(patientId: string, chatId: string, query: MessagesListQuery) {
  return staffPatientAction({
    patientId,
    action: 'patient.chat.messages.list',
    detail: { chatId, page: query.page, size: query.size },
    perform: async ({ patient }) =>
      (await getServiceClient()).listMessages({ userId: patient.serviceUserId, chatId, query }),
  });
}

/**
 * The control events recorded while relaying this chat's turns, oldest first, with the message each
 * followed. Only the named patient's records: a chat id of another patient answers an empty list, as a
 * chat with no events does.
 */
export async function readTranscriptEvents(patientId: string, chatId: string): Promise<ChatEventsResponse> {
  const events = await staffPatientAction({
    patientId,
    action: 'patient.chat.events.list',
    detail: { chatId },
    perform: ({ staff, patient }) =>
      listChatControlEvents({ organizationKey: staff.organizationKey, chatId, patientAccountId: patient.id }),
  });
  return { events };
}

const CALLS_SHOWN = 200;
const CONTROL_EVENTS_SHOWN = 200;

/**
 * The patient's history in one list: chats, completed consultations and their calls to action,
 * safety, off-topic and end events, appointments, and the service calls made for them (newest 100 chats
 * and appointments, 200 control events, 200 calls).
 */
export function readPatientTimeline(patientId: string) {
  return staffPatientAction({
    patientId,
    action: 'patient.timeline.view',
    perform: async ({ staff, patient }): Promise<PatientTimeline> => {
      const client = await getServiceClient();
      const page = { page: 1, size: SIZE_MAX };
      const [chats, appointments, consultations, log, controlEvents] = await Promise.all([
        client.listChats({ userId: patient.serviceUserId, query: { ...page, orderBy: '-createdAt' } }),
        client.listAppointments({ userId: patient.serviceUserId, query: page }),
        listCompletedChats(patient),
        getAppDatabase().then((db) =>
          searchRequestLog({
            db,
            organizationKey: staff.organizationKey,
            query: { limit: CALLS_SHOWN, patientId: patient.id },
          }),
        ),
        listPatientControlEvents({
          organizationKey: staff.organizationKey,
          patientAccountId: patient.id,
          limit: CONTROL_EVENTS_SHOWN,
        }),
      ]);
      return {
        items: buildTimeline({
          chats: await nameChats(client, patient.serviceUserId, chats.items),
          appointments: appointments.items,
          consultations,
          calls: log.items,
          controlEvents: toTimelineControlEvents(controlEvents),
        }),
        truncated:
          chats.hasNext ||
          appointments.hasNext ||
          log.items.length === CALLS_SHOWN ||
          controlEvents.length === CONTROL_EVENTS_SHOWN,
      };
    },
  });
}
