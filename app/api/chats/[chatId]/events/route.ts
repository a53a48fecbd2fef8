import 'server-only';
import { requirePatient } from '@/lib/bff/accounts';
import { readChatEvents } from '@/lib/bff/chats/patient-chat-reads';
import { jsonResponse, withRoute } from '@/lib/bff/http/route-handler';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';

/** The control events the BFF recorded while relaying this chat's turns (see `readChatEvents`). */
export const GET = withRoute<{ chatId: string }>(async (_request, { params }) => {
  const patient = await requirePatient();
  const { chatId } = await params;
  return jsonResponse(await readChatEvents(patient, chatId));
});

export const { HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });
