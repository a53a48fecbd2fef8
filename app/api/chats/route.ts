import 'server-only';
import { chatsListQuerySchema } from '@/lib/contract';
import { browserCreateChatBodySchema } from '@/lib/contract/bff';
import { requirePatient } from '@/lib/bff/accounts';
import { createPatientChat } from '@/lib/bff/chats/patient-chats';
import { listNamedChats } from '@/lib/bff/chats/chat-subjects';
import { jsonResponse, parseQuery, withRoute } from '@/lib/bff/http/route-handler';
import { getServiceClient } from '@/lib/bff/service/deployment-service-client';
import { patientKeyNamespace, resolveIdempotencyKey } from '@/lib/bff/http/forwarded-idempotency-key';
import { parseOptionalJsonBody } from '@/lib/bff/http/request-body';
import { createdResponse } from '@/app/api/_lib/responses';
import { promptContextForNewChat } from '@/lib/bff/staff/staff-notes';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';

/** The service's page of chats, each with its `subject` (lib/chat-name): the service keeps no name. */
export const GET = withRoute(async (request) => {
  const { serviceUserId } = await requirePatient();
  const query = parseQuery(request, chatsListQuerySchema);
  const client = await getServiceClient();
  return jsonResponse(await listNamedChats(client, { userId: serviceUserId, query }));
});

/** The browser chooses only the time zone; prompt context is the server's to supply. */
export const POST = withRoute(async (request) => {
  const { account, serviceUserId } = await requirePatient();
  const body = await parseOptionalJsonBody(request, browserCreateChatBodySchema);
  const idempotencyKey = resolveIdempotencyKey(request, { namespace: patientKeyNamespace(account.id) });
  // The organization's context for the assistant is the staff note, looked up here, never the browser's.
  const conversationPromptContext = await promptContextForNewChat(account.id);
  return createdResponse(
    await createPatientChat({ serviceUserId, body, conversationPromptContext, idempotencyKey }),
  );
});

export const { HEAD, OPTIONS, PUT, PATCH, DELETE } = otherMethods({ GET, POST });
