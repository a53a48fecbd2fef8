import 'server-only';
import { chatsListQuerySchema } from '@/lib/contract';
import { jsonResponse, parseQuery, withRoute } from '@/lib/bff/http/route-handler';
import { getServiceClient } from '@/lib/bff/service/deployment-service-client';
import { staffPatientAction } from '@/lib/bff/staff/staff-access';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';

export const GET = withRoute<{ patientId: string }>(async (request, { params }) => {
  const { patientId } = await params;
  const query = parseQuery(request, chatsListQuerySchema);
  const chats = await staffPatientAction({
    patientId,
    action: 'patient.chats.list',
    detail: { page: query.page, size: query.size },
    perform: async ({ patient }) =>
      (await getServiceClient()).listChats({ userId: patient.serviceUserId, query }),
  });
  return jsonResponse(chats);
});

export const { HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });
