import 'server-only';
import { requirePatient } from '@/lib/bff/accounts';
import { readCompletedChats } from '@/lib/bff/chats/patient-chat-reads';
import { jsonResponse, withRoute } from '@/lib/bff/http/route-handler';
import { otherMethods } from '@/lib/bff/http/method-not-allowed';

/** The patient's documents, by the chat that produced them (see `readCompletedChats`). */
export const GET = withRoute(async () => jsonResponse(await readCompletedChats(await requirePatient())));

export const { HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = otherMethods({ GET });
