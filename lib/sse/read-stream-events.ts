import { parseStreamEvent, type ParseStreamEventFailure, type StreamEvent } from '@/lib/contract';
import { DEFAULT_SSE_EVENT_NAME, readSse, type SseEventFrame } from './read-sse';

export { DEFAULT_SSE_EVENT_NAME };

export type ParsedSseEvent =
  | { ok: true; eventName: string; event: StreamEvent }
  | { ok: false; eventName: string; reason: ParseStreamEventFailure };

/** An event frame read with the contract: the stream event, or why the contract refused it. */
export function parseSseEventFrame(frame: SseEventFrame): ParsedSseEvent {
  const eventName = frame.event ?? DEFAULT_SSE_EVENT_NAME;
  const parsed = parseStreamEvent(eventName, frame.data);
  return parsed.ok
    ? { ok: true, eventName, event: parsed.event }
    : { ok: false, eventName, reason: parsed.reason };
}

/**
 * The contract's stream events of a chat stream body, in order. Comments are ignored; frames the contract
 * refuses are skipped (and reported), as a client must for event names added later.
 */
export async function* readStreamEvents(
  body: ReadableStream<Uint8Array>,
  {
    onSkippedEvent,
  }: { onSkippedEvent?: (skipped: { eventName: string; reason: ParseStreamEventFailure }) => void } = {},
): AsyncGenerator<StreamEvent, void, undefined> {
  const reader = readSse(body);
  try {
    for await (const frame of reader) {
      if (frame.kind !== 'event') continue;
      const parsed = parseSseEventFrame(frame);
      if (parsed.ok) yield parsed.event;
      else onSkippedEvent?.({ eventName: parsed.eventName, reason: parsed.reason });
    }
  } finally {
    await reader.cancel().catch(() => {});
  }
}
