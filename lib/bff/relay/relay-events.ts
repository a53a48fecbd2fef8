import 'server-only';
import type { AiConsultationCompleteEvent, SkillCodeCtaEvent, StreamEvent } from '@/lib/contract';

/** What the BFF keeps of a turn; both calls are awaited before their event is forwarded. */
export interface TurnRecorder {
  recordCompletion(event: AiConsultationCompleteEvent): Promise<void>;
  recordCallToAction(event: SkillCodeCtaEvent): Promise<void>;
}

function assertNever(event: never): never {
  throw new Error(`Unhandled stream event ${JSON.stringify(event)}`);
}

/**
 * The BFF's part in each event before the browser sees it. Every type is named, so that a type added to
 * the contract fails the build here instead of being relayed without its meaning being handled.
 */
export async function handleBeforeForwarding(event: StreamEvent, recorder: TurnRecorder): Promise<void> {
  switch (event.type) {
    case 'message.start':
    case 'message.content':
    case 'message.stop':
    case 'conversation.offtopic':
      return;
    // Control events the browser acts on; the BFF only relays them, never infers them from text.
    case 'conversation.end':
    case 'guardian':
    case 'error':
      return;
    case 'skill_code.cta':
      await recorder.recordCallToAction(event);
      return;
    // Recorded first: a browser that reacts to the event by listing consultations must find this one.
    case 'ai_consultation.complete':
      await recorder.recordCompletion(event);
      return;
    default:
      return assertNever(event);
  }
}
