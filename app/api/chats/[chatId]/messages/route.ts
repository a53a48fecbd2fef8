import 'server-only';
import { messagesListQuerySchema } from '@/lib/contract';
import { requirePatient } from '@/lib/bff/accounts';
import { jsonResponse, parseQuery, withRoute } from '@/lib/bff/http/route-handler';
import { getServiceClient } from '@/lib/bff/service/deployment-service-client';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';

export const GET = withRoute<{ chatId: string }>(async (request, { params }) => {
  const { serviceUserId } = await requirePatient();
  const { chatId } = await params;
  const query = parseQuery(request, messagesListQuerySchema);
  const client = await getServiceClient();
  return jsonResponse(await client.listMessages({ userId: serviceUserId, chatId, query }));
});

export const { HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });
