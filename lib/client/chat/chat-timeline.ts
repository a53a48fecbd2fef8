import type { Message } from '@/lib/contract';
import type { RecordedChatEvent } from '@/lib/contract/bff';

type RecordedOfftopic = Extract<RecordedChatEvent, { type: 'conversation.offtopic' }>;
type RecordedCta = Extract<RecordedChatEvent, { type: 'skill_code.cta' }>;

/** A stored message with the recorded notices shown beside it and the calls to action shown after it. */
export interface TimelineEntry {
  message: Message;
  offtopic: RecordedOfftopic[];
  ctas: RecordedCta[];
}

/**
 * Places the recorded control events among the stored messages. An off-topic notice opens its turn (it
 * follows the previous assistant message, or none), so it is shown beside the patient's message of that
 * turn; a call to action is shown after the assistant message it followed. An event whose message is not
 * loaded (an older page) is placed by the nearest rule that still holds, or left out until it loads.
 */
export function buildTimeline(messages: Message[], events: RecordedChatEvent[]): TimelineEntry[] {
  const entries: TimelineEntry[] = messages.map((message) => ({ message, offtopic: [], ctas: [] }));
  const indexOf = new Map(messages.map((message, index) => [message.messageId, index]));
  const userMessageAfter = (index: number) => {
    for (let next = index + 1; next < messages.length; next += 1) if (messages[next]!.role === 'user') return next;
    return -1;
  };
  for (const event of events) {
    if (event.type === 'conversation.offtopic') {
      const after = event.afterMessageId === null ? -1 : (indexOf.get(event.afterMessageId) ?? -2);
      if (after === -2) continue;
      const target = userMessageAfter(after);
      if (target >= 0) entries[target]!.offtopic.push(event);
    } else if (event.type === 'skill_code.cta') {
      const target = event.afterMessageId === null ? undefined : indexOf.get(event.afterMessageId);
      if (target !== undefined) entries[target]!.ctas.push(event);
    }
  }
  return entries;
}

/** The documents of the chat's completion, when it completed. */
export function completedArtifacts(events: RecordedChatEvent[]) {
  return events.findLast((event) => event.type === 'ai_consultation.complete')?.artifacts ?? null;
}

/** Whether the patient's words of a turn are among the stored messages added since the turn started. */
export function messageLanded(messages: Message[], text: string, lastIdBeforeTurn: string | null): boolean {
  const start = lastIdBeforeTurn === null ? 0 : messages.findIndex((message) => message.messageId === lastIdBeforeTurn) + 1;
  return messages.slice(start).some((message) => message.role === 'user' && message.content === text);
}
