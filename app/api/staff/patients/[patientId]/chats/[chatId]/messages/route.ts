import 'server-only';
import { messagesListQuerySchema } from '@/lib/contract';
import { jsonResponse, parseQuery, withRoute } from '@/lib/bff/http/route-handler';
import { getServiceClient } from '@/lib/bff/service/deployment-service-client';
import { staffPatientAction } from '@/lib/bff/staff/staff-access';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';

export const GET = withRoute<{ patientId: string; chatId: string }>(async (request, { params }) => {
  const { patientId, chatId } = await params;
  const query = parseQuery(request, messagesListQuerySchema);
  const messages = await staffPatientAction({
    patientId,
    action: 'patient.chat.messages.list',
    detail: { chatId, page: query.page, size: query.size },
    perform: async ({ patient }) =>
      (await getServiceClient()).listMessages({ userId: patient.serviceUserId, chatId, query }),
  });
  return jsonResponse(messages);
});

export const { HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });
