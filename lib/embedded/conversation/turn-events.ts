import type { AiConsultationCompleteEvent, StreamEvent } from '@/lib/contract';
import type { Clock } from '@/lib/embedded/context';
import { splitReplyIntoChunks, type TurnOutput } from '@/lib/embedded/engine';
import { newId } from '@/lib/embedded/ids';
import type { AssistantTranscript } from './assistant-transcript';
import { pause } from './pause';

export type CompletionArtifactIds = AiConsultationCompleteEvent['artifacts'];

export interface TurnEventOptions {
  outputs: readonly TurnOutput[];
  /** Ids of the consultation's documents, present when the outputs complete the consultation. */
  completion: CompletionArtifactIds | null;
  transcript: AssistantTranscript;
  clock: Clock;
  chunkDelayMs: number;
  signal: AbortSignal;
}

/** The events of one turn, in the order of the engine's outputs; a reply is streamed in chunks. */
export async function* turnEvents(options: TurnEventOptions): AsyncGenerator<StreamEvent, void, undefined> {
  for (const output of options.outputs) {
    if (options.signal.aborted) return;
    switch (output.kind) {
      case 'reply':
        yield* replyEvents(output.text, options);
        break;
      case 'guardian':
        yield { type: 'guardian', guardianId: output.guardianId, message: output.message };
        break;
      case 'offtopic':
        yield { type: 'conversation.offtopic', message: output.message };
        break;
      case 'end':
        yield { type: 'conversation.end', reason: output.reason, message: output.message };
        break;
      case 'cta':
        yield {
          type: 'skill_code.cta',
          skillCode: output.skillCode,
          widget: output.widget,
          ...(output.text === undefined ? {} : { text: output.text }),
        };
        break;
      case 'complete':
        if (!options.completion) throw new Error('The consultation completed without its artifacts');
        yield { type: 'ai_consultation.complete', artifacts: options.completion };
        break;
    }
  }
}

async function* replyEvents(
  text: string,
  { transcript, clock, chunkDelayMs, signal }: TurnEventOptions,
): AsyncGenerator<StreamEvent, void, undefined> {
  const messageId = newId('msg');
  yield { type: 'message.start', role: 'assistant', messageId, messageTimestamp: clock.now().getTime() };
  for (const [index, chunk] of splitReplyIntoChunks(text).entries()) {
    if (index > 0) await pause(chunkDelayMs, signal);
    if (signal.aborted) return;
    yield { type: 'message.content', messageId, content: chunk };
  }
  // Stored before the stop event goes out, so a client that reads the messages after it finds the reply.
  await transcript.storeComplete(messageId);
  yield { type: 'message.stop', messageId, stopReason: 'end_turn' };
}
