import type { TurnOutput } from '@/lib/embedded/engine/types';
import { createIntakeState, type IntakeState } from '@/lib/embedded/engine/intake/state';
import { runIntakeTurn } from '@/lib/embedded/engine/intake/turn';

// Drives the engine through a patient's messages, as the stream handler would, for the corpus and
// the answer-reading tests.

// Thursday 5 March 2026, mid-morning in New York: durations are read against this.
export const CORPUS_NOW = new Date('2026-03-05T15:00:00Z');

export interface DrivenConversation {
  state: IntakeState;
  /** The outputs of each turn that was sent; turns after the end are not sent. */
  turns: TurnOutput[][];
}

export function drive(
  messages: readonly string[],
  start: IntakeState = createIntakeState({}),
): DrivenConversation {
  let state = start;
  const turns: TurnOutput[][] = [];
  for (const userInput of messages) {
    if (state.end !== null) break;
    const result = runIntakeTurn(state, { userInput, now: CORPUS_NOW, timezone: 'America/New_York' });
    state = result.state;
    turns.push(result.outputs);
  }
  return { state, turns };
}

export function replyOf(outputs: readonly TurnOutput[] | undefined): string {
  return (outputs ?? [])
    .map((output) => (output.kind === 'reply' ? output.text : ''))
    .filter((text) => text.length > 0)
    .join('\n');
}
