import 'server-only';
import type { AiConsultationCompleteEvent, SkillCodeCtaEvent, StreamEvent } from '@/lib/contract';
import type { RecordedChatEventBody } from '@/lib/contract/bff';

/** What the BFF keeps of a turn; every call is awaited before its event is forwarded. */
export interface TurnRecorder {
  recordCompletion(event: AiConsultationCompleteEvent): Promise<void>;
  recordCallToAction(event: SkillCodeCtaEvent): Promise<void>;
  /** Every control event of the chat, in order, after the assistant message it followed (when known). */
  recordControlEvent(event: RecordedChatEventBody, afterMessageId: string | null): Promise<void>;
  /**
   * The assistant message the previous turn ended with (null in a chat's first turn, or when it cannot
   * be read). Asked only when an event arrives before any assistant message of its turn: an off-topic
   * notice opens its turn, and the stream does not say what came before.
   */
  previousTurnReplyId(): Promise<string | null>;
}

/** The relay's memory of one turn that the records need: the assistant message last started. */
export interface TurnPosition {
  lastAssistantMessageId: string | null;
}

function assertNever(event: never): never {
  throw new Error(`Unhandled stream event ${JSON.stringify(event)}`);
}

// The interface leaves `widget` open; a structured widget is kept as its JSON text.
export function widgetText(widget: SkillCodeCtaEvent['widget']): string {
  return typeof widget === 'string' ? widget : JSON.stringify(widget);
}

/** The browser-facing record of a control event; null for the events that are not control events. */
export function toRecordedBody(event: StreamEvent): RecordedChatEventBody | null {
  switch (event.type) {
    case 'guardian':
      return { type: 'guardian', guardianId: event.guardianId, message: event.message };
    case 'conversation.offtopic':
      return { type: 'conversation.offtopic', message: event.message ?? null };
    case 'conversation.end':
      return { type: 'conversation.end', reason: event.reason, message: event.message ?? null };
    case 'skill_code.cta':
      return {
        type: 'skill_code.cta',
        skillCode: event.skillCode,
        widget: widgetText(event.widget),
        text: event.text ?? null,
      };
    case 'ai_consultation.complete': {
      const { longSummary, shortSummary, soapNote } = event.artifacts;
      return { type: 'ai_consultation.complete', artifacts: { longSummary, shortSummary, soapNote } };
    }
    // The service explains an error itself on the next turn; messages are stored by the service.
    case 'error':
    case 'message.start':
    case 'message.content':
    case 'message.stop':
      return null;
    default:
      return assertNever(event);
  }
}

/**
 * The BFF's part in each event before the browser sees it. Every type is named, so that a type added to
 * the contract fails the build here instead of being relayed without its meaning being handled.
 */
export async function handleBeforeForwarding(
  event: StreamEvent,
  recorder: TurnRecorder,
  position: TurnPosition = { lastAssistantMessageId: null },
): Promise<void> {
  if (event.type === 'message.start') position.lastAssistantMessageId = event.messageId;
  // Without this every notice that opens a turn would be recorded as opening the chat's first turn.
  if (event.type === 'conversation.offtopic' && position.lastAssistantMessageId === null) {
    position.lastAssistantMessageId = await recorder.previousTurnReplyId();
  }
  const recorded = toRecordedBody(event);
  if (recorded) await recorder.recordControlEvent(recorded, position.lastAssistantMessageId);
  // Kept for /api/documents: recorded before forwarding, so a browser that reacts to the event by
  // listing consultations finds this one.
  if (event.type === 'skill_code.cta') await recorder.recordCallToAction(event);
  if (event.type === 'ai_consultation.complete') await recorder.recordCompletion(event);
}
