import 'server-only';
import { messagesListQuerySchema } from '@/lib/contract';
import { requirePatient } from '@/lib/bff/accounts';
import { readChatMessages } from '@/lib/bff/chats/patient-chat-reads';
import { jsonResponse, parseQuery, withRoute } from '@/lib/bff/http/route-handler';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';

export const GET = withRoute<{ chatId: string }>(async (request, { params }) => {
  const patient = await requirePatient();
  const { chatId } = await params;
  return jsonResponse(await readChatMessages(patient, chatId, parseQuery(request, messagesListQuerySchema)));
});

export const { HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });
