import type { AiConsultationCompleteEvent, StreamEvent } from '@/lib/contract';
import type { Clock } from '@/lib/embedded/context';
import { splitReplyIntoChunks, type TurnOutput } from '@/lib/embedded/engine';
import { newId } from '@/lib/embedded/ids';
import type { AssistantTranscript } from './assistant-transcript';
import { pause } from './pause';
import { turnStartGate, type TurnStartGate } from './turn-start-gate';

/** How long a chunk may be held back for turns starting, in pauses between chunks (ADR 0115). */
export const TURN_START_HOLD_PAUSES = 8;

export type CompletionArtifactIds = AiConsultationCompleteEvent['artifacts'];

export interface TurnEventOptions {
  outputs: readonly TurnOutput[];
  /** Ids of the consultation's documents, present when the outputs complete the consultation. */
  completion: CompletionArtifactIds | null;
  transcript: AssistantTranscript;
  clock: Clock;
  chunkDelayMs: number;
  signal: AbortSignal;
  /** Milliseconds on a monotonic clock, for the chunks' schedule (performance.now unless a test says). */
  monotonicNow?: () => number;
  /** The turns starting that a chunk gives way to: the process's unless a test says. */
  turnStarts?: TurnStartGate;
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

/**
 * How many chunks of a reply are due `elapsedPauses` pauses after its first went out, at least one more
 * than `sent`. A stream served late (a busy process, a slow reader) sends every chunk already due in one
 * event: the reply keeps its pace, and a process behind on its timers does less work per reply, not more
 * (each late timer would otherwise stretch the reply by its lateness, event after event).
 */
export function chunksDue(total: number, sent: number, elapsedPauses: number): number {
  return Math.min(total, Math.max(sent + 1, Math.floor(elapsedPauses) + 1));
}

async function* replyEvents(
  text: string,
  options: TurnEventOptions,
): AsyncGenerator<StreamEvent, void, undefined> {
  const { transcript, clock, chunkDelayMs, signal, turnStarts = turnStartGate() } = options;
  const messageId = newId('msg');
  yield { type: 'message.start', role: 'assistant', messageId, messageTimestamp: clock.now().getTime() };
  const chunks = splitReplyIntoChunks(text);
  const now = options.monotonicNow ?? (() => performance.now());
  const started = now();
  let sent = 0;
  while (sent < chunks.length) {
    // Chunk n is due n pauses after the first: the schedule is kept against the clock, not chained.
    if (sent > 0) {
      await pause(started + sent * chunkDelayMs - now(), signal);
      // A turn starting goes first: its patient has no reply yet, this one only waits for its next words.
      await turnStarts.whenQuiet(TURN_START_HOLD_PAUSES * chunkDelayMs, signal);
    }
    if (signal.aborted) return;
    const due = chunksDue(chunks.length, sent, chunkDelayMs > 0 ? (now() - started) / chunkDelayMs : 0);
    yield { type: 'message.content', messageId, content: chunks.slice(sent, due).join('') };
    sent = due;
  }
  // Stored before the stop event goes out, so a client that reads the messages after it finds the reply.
  await transcript.storeComplete(messageId);
  yield { type: 'message.stop', messageId, stopReason: 'end_turn' };
}
