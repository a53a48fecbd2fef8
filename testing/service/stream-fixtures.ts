import 'server-only';
import type { StreamBody, StreamEvent } from '@/lib/contract';
import { createFakeClient } from '@/testing/service/fake-fetch';
import { createCountingBody, eventStreamResponse } from '@/testing/service/sse-body';

export const HEADACHE_TURN: StreamBody = {
  userEvent: { type: 'user_message', userInput: 'I have a headache' },
};

export const START: StreamEvent = {
  type: 'message.start',
  role: 'assistant',
  messageId: 'msg_1',
  messageTimestamp: 1,
};
export const CONTENT: StreamEvent = {
  type: 'message.content',
  messageId: 'msg_1',
  content: 'Sorry to hear — ça va? 🤕',
};
export const STOP: StreamEvent = { type: 'message.stop', messageId: 'msg_1', stopReason: 'end_turn' };
export const COMPLETE: StreamEvent = {
  type: 'ai_consultation.complete',
  artifacts: { longSummary: 'art_l', shortSummary: 'art_s', soapNote: 'art_n' },
};

export async function collectEvents(events: AsyncIterable<StreamEvent>): Promise<StreamEvent[]> {
  const seen: StreamEvent[] = [];
  for await (const event of events) seen.push(event);
  return seen;
}

/** A fake client whose stream answers with `chunks`; `counts` tells how often the body was cancelled. */
export function createStreamingFakeClient(
  chunks: readonly (string | Uint8Array)[],
  options: { endAfterChunks?: boolean } = {},
) {
  const { body, counts } = createCountingBody(chunks, options);
  const fake = createFakeClient(() => eventStreamResponse(body));
  return { ...fake, counts };
}
