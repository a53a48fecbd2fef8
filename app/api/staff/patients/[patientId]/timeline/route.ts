import 'server-only';
import { SIZE_MAX } from '@/lib/contract';
import type { PatientTimeline } from '@/lib/contract/bff';
import { jsonResponse, withRoute } from '@/lib/bff/http/route-handler';
import { getAppDatabase } from '@/lib/bff/records/app-database';
import { listPatientControlEvents } from '@/lib/bff/records/chat-control-events';
import { listCompletedConsultations } from '@/lib/bff/records/completed-consultations';
import { getServiceClient } from '@/lib/bff/service/deployment-service-client';
import { staffPatientAction } from '@/lib/bff/staff/staff-access';
import { searchRequestLog } from '@/lib/bff/staff/request-log-queries';
import { buildTimeline, toTimelineControlEvents } from '@/lib/bff/staff/timeline-items';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';

const CALLS_SHOWN = 200;
const CONTROL_EVENTS_SHOWN = 200;

/**
 * The patient's history in one list: chats, completed consultations and their calls to action,
 * safety, off-topic and end events, appointments, and the service calls made for them (newest 100 chats
 * and appointments, 200 control events, 200 calls).
 */
export const GET = withRoute<{ patientId: string }>(async (_request, { params }) => {
  const { patientId } = await params;
  const timeline = await staffPatientAction({
    patientId,
    action: 'patient.timeline.view',
    perform: async ({ staff, patient }): Promise<PatientTimeline> => {
      const client = await getServiceClient();
      const page = { page: 1, size: SIZE_MAX };
      const [chats, appointments, consultations, log, controlEvents] = await Promise.all([
        client.listChats({ userId: patient.serviceUserId, query: { ...page, orderBy: '-createdAt' } }),
        client.listAppointments({ userId: patient.serviceUserId, query: page }),
        listCompletedConsultations(patient),
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
          chats: chats.items,
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
  return jsonResponse(timeline);
});

export const { HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });
