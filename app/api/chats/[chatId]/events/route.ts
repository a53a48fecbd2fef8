import 'server-only';
import type { ChatEventsResponse } from '@/lib/contract/bff';
import { requirePatient } from '@/lib/bff/accounts';
import { jsonResponse, withRoute } from '@/lib/bff/http/route-handler';
import { listChatControlEvents } from '@/lib/bff/records/chat-control-events';
import { getOrganizationKey } from '@/lib/bff/service/service-target';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';

/**
 * The control events the BFF recorded while relaying this chat's turns, oldest first. Only the signed-in
 * patient's own records: another patient's chat id answers an empty list, as a chat with no events does.
 */
export const GET = withRoute<{ chatId: string }>(async (_request, { params }) => {
  const { account } = await requirePatient();
  const { chatId } = await params;
  const events = await listChatControlEvents({
    organizationKey: await getOrganizationKey(),
    chatId,
    patientAccountId: account.id,
  });
  const body: ChatEventsResponse = { events };
  return jsonResponse(body);
});

export const { HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });
