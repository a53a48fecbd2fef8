import type { Message } from '@/lib/contract';
import type { RecordedChatEvent } from '@/lib/contract/bff';

export type TranscriptEntry =
  | { kind: 'message'; key: string; message: Message }
  | { kind: 'event'; key: string; event: RecordedChatEvent };

/**
 * The index of the loaded message an event follows; -1 before the first one; null when it belongs to a
 * page not loaded yet. The relay records the assistant message an event followed within its turn; an
 * event before any reply of its turn (a guardian, an off-topic notice) has none and is placed by time,
 * after the patient's message that started the turn.
 */
function anchorOf(event: RecordedChatEvent, messages: Message[], hasOlder: boolean): number | null {
  if (event.afterMessageId !== null) {
    const index = messages.findIndex((message) => message.messageId === event.afterMessageId);
    if (index >= 0) return index;
  }
  const at = Date.parse(event.at);
  let anchor = -1;
  messages.forEach((message, index) => {
    if (Date.parse(message.createdAt) <= at) anchor = index;
  });
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
