import 'server-only';
import type { ChatEventsResponse } from '@/lib/contract/bff';
import { jsonResponse, withRoute } from '@/lib/bff/http/route-handler';
import { listChatControlEvents } from '@/lib/bff/records/chat-control-events';
import { staffPatientAction } from '@/lib/bff/staff/staff-access';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';

/**
 * The control events recorded while relaying this chat's turns, oldest first, with the message each
 * followed, so that the transcript shows them in place. Only the named patient's records: a chat id of
 * another patient answers an empty list, as a chat with no events does.
 */
export const GET = withRoute<{ patientId: string; chatId: string }>(async (_request, { params }) => {
  const { patientId, chatId } = await params;
  const events = await staffPatientAction({
    patientId,
    action: 'patient.chat.events.list',
    detail: { chatId },
    perform: ({ staff, patient }) =>
      listChatControlEvents({ organizationKey: staff.organizationKey, chatId, patientAccountId: patient.id }),
  });
  const body: ChatEventsResponse = { events };
  return jsonResponse(body);
});

export const { HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });
