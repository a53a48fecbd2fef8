import 'server-only';
import type { ChatsListQuery, Message, MessagesListQuery, PagedData } from '@/lib/contract';
import type { ChatEventsResponse, CompletedChat } from '@/lib/contract/bff';
import type { NamedChat } from '@/lib/chat-name/chat-name';
import { listNamedChats } from '@/lib/bff/chats/chat-subjects';
import type { SignedInPatient } from '@/lib/bff/accounts/signed-in-patient';
import { listChatControlEvents } from '@/lib/bff/records/chat-control-events';
import { listCompletedChats } from '@/lib/bff/records/completed-chats';
import { getServiceClient } from '@/lib/bff/service/deployment-service-client';
import { getOrganizationKey } from '@/lib/bff/service/service-target';

/**
 * A patient's reads of their chats: each is what its route answers, and what a page prefetches for the
 * same query (lib/bff/pages/patient-prefetches.ts), so the two cannot differ.
 */

/** The service's page of chats, each with its `subject` (lib/chat-name): the service keeps no name. */
export async function readChats(
  patient: SignedInPatient,
  query: ChatsListQuery,
): Promise<PagedData<NamedChat>> {
  const client = await getServiceClient();
  return listNamedChats(client, { userId: patient.serviceUserId, query });
}

export async function readChatMessages(
  patient: SignedInPatient,
  chatId: string,
  query: MessagesListQuery,
): Promise<PagedData<Message>> {
  const client = await getServiceClient();
  return client.listMessages({ userId: patient.serviceUserId, chatId, query });
}

/**
 * The control events the BFF recorded while relaying this chat's turns, oldest first. Only the patient's
 * own records: another patient's chat id answers an empty list, as a chat with no events does.
 */
export async function readChatEvents(patient: SignedInPatient, chatId: string): Promise<ChatEventsResponse> {
  const organizationKey = await getOrganizationKey();
  return {
    events: await listChatControlEvents({ organizationKey, chatId, patientAccountId: patient.account.id }),
  };
}

/**
 * The patient's documents, by the chat that produced them, from the app's own records: the interface has
 * no list of a user's completed chats or artifacts.
 */
export async function readCompletedChats(patient: SignedInPatient): Promise<{ items: CompletedChat[] }> {
  return { items: await listCompletedChats(patient.account) };
}
