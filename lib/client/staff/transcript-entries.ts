import type { Message } from '@/lib/contract';
import type { RecordedChatEvent } from '@/lib/contract/bff';

export type TranscriptEntry =
  | { kind: 'message'; key: string; message: Message }
  | { kind: 'event'; key: string; event: RecordedChatEvent };

/** The last loaded message created at or before the event was relayed; -1 before the first one. */
function anchorByTime(event: RecordedChatEvent, messages: Message[]): number {
  const at = Date.parse(event.at);
  let anchor = -1;
  messages.forEach((message, index) => {
    if (Date.parse(message.createdAt) <= at) anchor = index;
  });
  return anchor;
}

/**
 * The index of the loaded message an event follows; -1 before the first one; null when it belongs to a
 * page not loaded yet. The relay records the assistant message an event followed (ADR 0042). An
 * off-topic notice opens its turn, so it names the reply of the turn before and also follows the
 * patient's message of its own turn, which only time tells. An event with no message named (a guardian
 * before any reply) is placed by time alone.
 */
function anchorOf(event: RecordedChatEvent, messages: Message[], hasOlder: boolean): number | null {
  const named =
    event.afterMessageId === null
      ? -1
      : messages.findIndex((message) => message.messageId === event.afterMessageId);
  if (named >= 0 && event.type !== 'conversation.offtopic') return named;
  const anchor = Math.max(named, anchorByTime(event, messages));
  return anchor === -1 && hasOlder ? null : anchor;
}

/**
 * The loaded messages, oldest first, with the chat's control events in place. An event that belongs
 * before the oldest loaded message waits until that page is loaded.
 */
export function transcriptEntries(
  messages: Message[],
  events: readonly RecordedChatEvent[],
  { hasOlder }: { hasOlder: boolean },
): TranscriptEntry[] {
  const after = new Map<number, TranscriptEntry[]>();
  events.forEach((event, index) => {
    const anchor = anchorOf(event, messages, hasOlder);
    if (anchor === null) return;
    const entry: TranscriptEntry = { kind: 'event', key: `event:${index}`, event };
    after.set(anchor, [...(after.get(anchor) ?? []), entry]);
  });
  const entries: TranscriptEntry[] = [...(after.get(-1) ?? [])];
  messages.forEach((message, index) => {
    entries.push({ kind: 'message', key: message.messageId, message });
    entries.push(...(after.get(index) ?? []));
  });
  return entries;
}
