import 'server-only';
import { requirePatient } from '@/lib/bff/accounts';
import { jsonResponse, withRoute } from '@/lib/bff/http/route-handler';
import { listCompletedChats } from '@/lib/bff/records/completed-chats';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';

/**
 * The patient's documents, by the chat that produced them, from the app's own records: the interface has no
 * list of a user's completed chats or artifacts.
 */
export const GET = withRoute(async () => {
  const { account } = await requirePatient();
  return jsonResponse({ items: await listCompletedChats(account) });
});

export const { HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });
