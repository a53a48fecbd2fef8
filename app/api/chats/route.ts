import 'server-only';
import { chatsListQuerySchema, createChatBodyContentIssues, createChatBodySchema } from '@/lib/contract';
import { requirePatient } from '@/lib/bff/accounts';
import { jsonResponse, parseQuery, withRoute } from '@/lib/bff/route-handler';
import { getServiceClient } from '@/lib/bff/service-client';
import { patientKeyNamespace, resolveIdempotencyKey } from '../_lib/idempotency';
import { parseOptionalJsonBody, throwIfContentIssues } from '../_lib/request-body';
import { createdResponse } from '../_lib/responses';

export const GET = withRoute(async (request) => {
  const { serviceUserId } = await requirePatient();
  const query = parseQuery(request, chatsListQuerySchema);
  const client = await getServiceClient();
  return jsonResponse(await client.listChats({ userId: serviceUserId, query }));
});

export const POST = withRoute(async (request) => {
  const { account, serviceUserId } = await requirePatient();
  const body = await parseOptionalJsonBody(request, createChatBodySchema);
  throwIfContentIssues(createChatBodyContentIssues(body));
  const idempotencyKey = resolveIdempotencyKey(request, { namespace: patientKeyNamespace(account.id) });
  const client = await getServiceClient();
  return createdResponse(await client.createChat({ userId: serviceUserId, body, idempotencyKey }));
});
