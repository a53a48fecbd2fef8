import 'server-only';
import { createChatBodyContentIssues, type Chat, type CreateChatBody } from '@/lib/contract';
import type { BrowserCreateChatBody } from '@/lib/contract/bff';
import { throwIfContentIssues } from '@/lib/bff/http/request-body';
import { getServiceClient } from '@/lib/bff/service/deployment-service-client';

/**
 * Creates a chat for a patient. `conversationPromptContext` comes only from server-side sources (a staff
 * note, the organization's configuration), never from the browser's body, whose schema refuses it.
 */
export async function createPatientChat({
  serviceUserId,
  body,
  conversationPromptContext,
  idempotencyKey,
}: {
  serviceUserId: string;
  body: BrowserCreateChatBody;
  conversationPromptContext?: string;
  idempotencyKey: string;
}): Promise<Chat> {
  const serviceBody: CreateChatBody = {
    ...(body.timezone === undefined ? {} : { timezone: body.timezone }),
    ...(conversationPromptContext === undefined ? {} : { conversationPromptContext }),
  };
  throwIfContentIssues(createChatBodyContentIssues(serviceBody));
  const client = await getServiceClient();
  return client.createChat({ userId: serviceUserId, body: serviceBody, idempotencyKey });
}
