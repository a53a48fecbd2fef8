import 'server-only';
import type { AiConsultationCompleteEvent, StreamEvent } from '@/lib/contract';
import { POST as streamTurn } from '@/app/api/chats/[chatId]/stream/route';
import { POST as createChat } from '@/app/api/chats/route';
import { HEADACHE_ANSWERS } from '@/testing/embedded/conversation/consultation-script';
import { callRoute, readEnvelope } from '@/testing/bff/route-harness';
import { eventsOf, openSseReader } from '@/testing/bff/sse-reader';

/** Opens a chat as the signed-in patient and answers the headache intake through the BFF until it completes. */
export async function runConsultationThroughBff(createBody: Record<string, unknown> = {}): Promise<{
  chatId: string;
  events: StreamEvent[];
  complete: AiConsultationCompleteEvent;
}> {
  const created = await readEnvelope<{ id: string }>(
    await callRoute(createChat, '/api/chats', { method: 'POST', body: createBody }),
  );
  const chatId = created.body.data!.id;
  const events: StreamEvent[] = [];
  for (const userInput of HEADACHE_ANSWERS) {
    const response = await callRoute(streamTurn, `/api/chats/${chatId}/stream`, {
      method: 'POST',
      params: { chatId },
      body: { userEvent: { type: 'user_message', userInput } },
    });
    if (response.status !== 200) throw new Error(`Turn "${userInput}" answered ${response.status}`);
    events.push(...eventsOf(await openSseReader(response.body).rest()));
    const complete = events.find((event) => event.type === 'ai_consultation.complete');
    if (complete) return { chatId, events, complete };
  }
  throw new Error('The consultation did not complete');
}
